import { describe, it, after, before } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';

describe('GET /wp-json/custom/v1/ai/status', () => {
  describe('without an AI provider configured', () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await buildTestApp();
    });
    after(() => ctx.close());

    it('should report the offline generator, still available', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/ai/status' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ mode: 'offline', available: true });
    });
  });

  describe('with an AI provider configured', () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await buildTestApp({ env: { AI_BASE_URL: 'http://10.0.0.5:11434/v1', AI_API_KEY: 'sk-very-secret', AI_MODEL: 'llama3.1:8b' } });
    });
    after(() => ctx.close());

    it('should name the model and never reveal the key or the address', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/ai/status' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ mode: 'provider', available: true, model: 'llama3.1:8b' });
      expect(res.body).not.toContain('sk-very-secret');
      expect(res.body).not.toContain('10.0.0.5');
    });
  });
});
