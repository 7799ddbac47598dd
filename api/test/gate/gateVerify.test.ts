import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { DEMO_GATE_PASSWORDS, hashGatePassword } from '../../src/config/apiConfig';
import { matchesGatePassword } from '../../src/routes/gate';

describe('POST /wp-json/custom/v1/gate/verify', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp();
  });
  after(() => ctx.close());

  for (const password of DEMO_GATE_PASSWORDS) {
    it(`should accept the configured password ${password} (docs/requirements.md §5: one of five fixed passwords)`, async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/wp-json/custom/v1/gate/verify',
        payload: { password },
        remoteAddress: `10.0.0.${password.length}`,
      });
      expect(res.json()).toEqual({ valid: true });
    });
  }

  it('should refuse any other password', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/wp-json/custom/v1/gate/verify', payload: { password: 'guess' } });
    expect(res.json()).toEqual({ valid: false });
  });

  it('should answer 400 with a JSON error when the password is missing', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/wp-json/custom/v1/gate/verify', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_request' });
  });

  it('should rate-limit guessing from one address', async () => {
    const attempt = () => ctx.app.inject({ method: 'POST', url: '/wp-json/custom/v1/gate/verify', payload: { password: 'x' }, remoteAddress: '10.9.9.9' });
    for (let i = 0; i < 20; i++) expect((await attempt()).statusCode).toBe(200);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many password attempts/);
  });

  it('keeps only salted hashes: the same password hashes differently with another salt', () => {
    expect(hashGatePassword('a', 's1')).not.toEqual(hashGatePassword('a', 's2'));
    expect(matchesGatePassword('a', [hashGatePassword('a', 's1')])).toBe(true);
    expect(matchesGatePassword('b', [hashGatePassword('a', 's1')])).toBe(false);
  });
});

describe('GET /wp-json/custom/v1/config', () => {
  it('should tell the browser the gate is on by default and hold no secret', async () => {
    const ctx = await buildTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_abcdefghijklmnop' } });
    const res = await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/config' });
    expect(res.json().gateEnabled).toBe(true);
    expect(res.body).not.toContain('sk_test_');
    await ctx.close();
  });
});
