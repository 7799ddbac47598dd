import { describe, it } from 'node:test';
import { expect } from 'expect';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_GATE_PASSWORDS } from '../../src/config/apiConfig';

const SCANNER = resolve(__dirname, '../../../scripts/checks/scanBundles.mjs');

function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'scan-fixture-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}
const scan = (dir: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [SCANNER, dir], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } });

describe('scripts/checks/scanBundles.mjs', () => {
  it('should pass a clean build', () => {
    const r = scan(fixture({ 'shell/main.js': 'console.log("hello")', 'remotes/mfe-account/1/app.css': '.a{color:red}' }), {
      ADMIN_TOKEN: 'admin-token-123456',
    });
    expect(r.status).toBe(0);
  });

  it('should fail naming the file when a developer password is in a bundle', () => {
    const r = scan(fixture({ 'shell/main.js': 'ok', 'remotes/mfe-games/1/chunk.js': `const p="${DEMO_GATE_PASSWORDS[2]}";` }));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('chunk.js');
    expect(r.stderr).not.toContain(DEMO_GATE_PASSWORDS[2]!);
  });

  it('should fail on the admin token, the token secret, an AI key or any Stripe secret key shape', () => {
    const cases: [Record<string, string>, string][] = [
      [{ ADMIN_TOKEN: 'admin-token-abcdef' }, 'x="admin-token-abcdef"'],
      [{ TOKEN_SECRET: 'tok-secret-abcdef' }, 'tok-secret-abcdef'],
      [{ AI_API_KEY: 'ai-key-0123456789' }, '{"k":"ai-key-0123456789"}'],
      [{}, 'key:"sk_live_51Habcdefghijklmnop"'],
      [{}, 'key:"sk_test_51Habcdefghijklmnop"'],
    ];
    for (const [env, text] of cases) {
      const r = scan(fixture({ 'shell/index.html': `<script>${text}</script>` }), env);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('index.html');
    }
  });

  it('should refuse a missing or empty deploy folder rather than pass it', () => {
    expect(scan('/nonexistent/deploy').status).toBe(2);
    expect(scan(fixture({ 'readme.md': 'not scanned' })).status).toBe(2);
  });
});
