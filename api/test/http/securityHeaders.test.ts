import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../../src/app';
import { catchAllRange, loadConfig, parseTrustProxy } from '../../src/config/apiConfig';
import { openPglite, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { deployRoutes } from '../../src/static/deployRoutes';
import { inlineScriptHashes } from '../../src/http/securityHeaders';

// issue 21.8: security headers with @fastify/helmet, a CSP the app's own inline start-up scripts
// pass by their hashes, HSTS only over https, and a TRUST_PROXY that refuses catch-all ranges.

const EARLY = 'window.__shellEarly = { showFirstScreen: function () {} };';
const START = "var s = document.createElement('script'); s.src = '/main.js'; document.head.appendChild(s);";
const SHELL_PAGE = `<!doctype html><html><head>
<script id="shell-discovery" type="application/json">null</script>
<script>${EARLY}</script></head><body><template id="first-screen-slot"></template>
<script src="/main.js"></script>
<script>${START}</script></body></html>`;

/** The CSP source expression of a script's text, as CSP Level 2 defines it. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers (issue 21.8)', () => {
  let app: App;
  let db: Database;
  before(async () => {
    const deployDir = mkdtempSync(join(tmpdir(), 'csp-deploy-'));
    mkdirSync(join(deployDir, 'shell'), { recursive: true });
    writeFileSync(join(deployDir, 'shell/index.html'), SHELL_PAGE);
    writeFileSync(join(deployDir, 'shell/main.js'), 'console.log(1)');
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'csp-data-')),
      TOKEN_SECRET: 'test-secret',
      ADMIN_TOKEN: 'test-admin-token',
      TRUST_PROXY: '10.0.0.1',
      CORS_ORIGINS: 'https://cdn.example.my',
    });
    db = await openPglite();
    await migrate(db, { mykad: config.mykad });
    app = await buildApp({ db, config });
    await app.register(deployRoutes, { deployDir });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await db.close();
  });

  it('should send nosniff, frame-ancestors none, DENY framing and no referrer on an api answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/wp-json/custom/v1/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it("should let the page's own inline scripts run by their hashes, and no other inline script", async () => {
    for (const url of ['/', '/home', '/index.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const scripts = directives(res.headers['content-security-policy'] as string).get('script-src') ?? [];
      expect(scripts).toEqual(expect.arrayContaining(["'self'", sha256(EARLY), sha256(START)]));
      // the discovery JSON is data (type application/json): no hash, and never 'unsafe-inline'
      expect(scripts).not.toContain(sha256('null'));
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts.filter((s) => s.startsWith("'sha256-"))).toHaveLength(2);
    }
  });

  it("should allow Stripe's script, frames and api, and the remotes' CDN, and nothing else outside", async () => {
    const csp = directives((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://cdn.example.my']));
    expect(csp.get('frame-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://cdn.example.my', 'https://api.stripe.com']);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:', 'https://cdn.example.my']);
  });

  it('should send HSTS only over https (as the trusted proxy reports it), never over plain http', async () => {
    const plain = await app.inject({ method: 'GET', url: '/wp-json/custom/v1/config' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const viaProxy = await app.inject({
      method: 'GET',
      url: '/wp-json/custom/v1/config',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // a client that is not the proxy cannot claim https (nor anything else)
    const forged = await app.inject({
      method: 'GET',
      url: '/wp-json/custom/v1/config',
      remoteAddress: '203.0.113.50',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('should hash only executable inline scripts', () => {
    const html = '<script type="module">a()</script><script type="application/ld+json">{}</script><script src="x.js"></script><script>b()</script>';
    expect(inlineScriptHashes(html).map((h) => `'${h}'`)).toEqual([sha256('a()'), sha256('b()')]);
  });
});

describe('TRUST_PROXY refuses catch-all ranges at start (issue 21.8)', () => {
  it('should refuse 0.0.0.0/0, ::/0, true and other ranges that name the internet, with a clear message', () => {
    for (const value of ['0.0.0.0/0', '::/0', '0.0.0.0/1', '::ffff:0:0/96', '2000::/3', '10.0.0.1,0.0.0.0/0']) {
      expect(() => parseTrustProxy(value)).toThrow(/catch-all range: it would believe any sender/);
    }
    expect(() => parseTrustProxy('true')).toThrow(/addresses or CIDRs/);
    expect(() => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'tp-')), TRUST_PROXY: '0.0.0.0/0' })).toThrow(/TRUST_PROXY "0.0.0.0\/0" is a catch-all/);
  });

  it("should accept a proxy's address and a data centre's private ranges", () => {
    expect(parseTrustProxy('10.0.0.0/8,172.16.0.0/12,fd00::/8,2001:db8::/32,::ffff:10.0.0.0/104')).toEqual([
      '10.0.0.0/8',
      '172.16.0.0/12',
      'fd00::/8',
      '2001:db8::/32',
      '::ffff:10.0.0.0/104',
    ]);
    const table: [string, number, number, boolean][] = [
      ['0.0.0.0', 4, 0, true],
      ['0.0.0.0', 4, 7, true],
      ['10.0.0.0', 4, 8, false],
      ['::', 6, 0, true],
      ['2001::', 6, 15, true],
      ['2001:db8::', 6, 16, false],
      ['fc00::', 6, 7, false],
      ['::ffff:0:0', 6, 96, true],
      ['::ffff:10.0.0.0', 6, 104, false],
    ];
    for (const [address, family, bits, refused] of table) expect([address, bits, catchAllRange(address, family, bits)]).toEqual([address, bits, refused]);
  });
});
