import { describe, it } from 'node:test';
import { expect } from 'expect';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp } from '../helpers/buildTestApp';
import { demoDataWanted, DEMO_GATE_PASSWORDS, hashGatePassword, loadConfig } from '../../src/config/apiConfig';
import { productionConfigProblems, productionDatabaseProblems } from '../../src/config/productionChecks';
import { runSeeds, SEEDS } from '../../src/db/seed/seedRegistry';

const STRONG = 'x'.repeat(12) + 'a-long-random-secret-0123456789';

describe('demo data only in the demo (docs/adr/0018)', () => {
  const modes: [string, NodeJS.ProcessEnv, boolean][] = [
    ['npm start (nothing set) seeds the demo', {}, true],
    ['NODE_ENV=production is a production start', { NODE_ENV: 'production' }, false],
    ['DEMO_DATA=false is a production start', { DEMO_DATA: 'false' }, false],
    ['DEMO_DATA=true keeps the demo even under NODE_ENV=production', { NODE_ENV: 'production', DEMO_DATA: 'true' }, true],
  ];
  for (const [rule, env, demo] of modes) {
    it(`should read: ${rule}`, () => {
      expect(demoDataWanted(env)).toBe(demo);
    });
  }

  const good = { GATE_PASSWORD_HASHES: hashGatePassword('a-real-beta-password'), TOKEN_SECRET: STRONG, ADMIN_TOKEN: STRONG };
  const problems: [string, NodeJS.ProcessEnv, RegExp | null][] = [
    ['a production config with its own secrets starts', good, null],
    ['the gate on with the README demo passwords is refused', { ...good, GATE_PASSWORD_HASHES: undefined }, /GATE_PASSWORD_HASHES/],
    ['a fresh hash of a demo gate password is refused', { ...good, GATE_PASSWORD_HASHES: hashGatePassword(DEMO_GATE_PASSWORDS[3]!) }, /demo gate passwords/],
    ['the gate off needs no gate passwords', { ...good, GATE_PASSWORD_HASHES: undefined, GATE_ENABLED: 'false' }, null],
    ['the test token secret is refused', { ...good, TOKEN_SECRET: 'test-secret' }, /TOKEN_SECRET/],
    ['a short admin token is refused', { ...good, ADMIN_TOKEN: 'admin123' }, /ADMIN_TOKEN/],
  ];
  for (const [rule, env, refused] of problems) {
    it(`should say: ${rule}`, () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'prod-'));
      const config = loadConfig({ ...env, DATA_DIR: dataDir, DEMO_DATA: 'false' });
      const found = productionConfigProblems(config, { ...env });
      if (refused) expect(found.join(' ')).toMatch(refused);
      else expect(found).toEqual([]);
    });
  }

  it('should seed no demo accounts, licence code, orders or sample contests on a production start, only the catalog and the library', async () => {
    const ctx = await buildTestApp({ env: { DEMO_DATA: 'false' } });
    try {
      const ran = await runSeeds(ctx.db, ctx.config, SEEDS);
      // contest 815's texts in ta/bm belong to the production catalogue (issue 27), not to the demo
      expect(ran).toEqual(['store-products', expect.stringMatching(/^content-topics-/), 'contest-815-texts']);
      const count = async (sql: string) => Number((await ctx.db.query<{ n: string }>(sql)).rows[0]!.n);
      expect(await count('SELECT count(*) AS n FROM users')).toBe(0);
      expect(await count('SELECT count(*) AS n FROM school_licenses')).toBe(0);
      expect(await count('SELECT count(*) AS n FROM orders')).toBe(0);
      expect(await count('SELECT count(*) AS n FROM contests')).toBe(0);
      expect(await count('SELECT count(*) AS n FROM coupons')).toBe(0);
      expect(await count('SELECT count(*) AS n FROM products')).toBeGreaterThan(0);
      expect(await count("SELECT count(*) AS n FROM topics WHERE key LIKE 'pre-generated-%'")).toBeGreaterThan(0);
      expect(await productionDatabaseProblems(ctx.db, ctx.config)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('should find the demo accounts and the demo licence code in a database the demo has used', async () => {
    const ctx = await buildTestApp({ seed: true });
    try {
      const found = await productionDatabaseProblems(ctx.db, ctx.config);
      expect(found.join(' ')).toMatch(/demo accounts/);
      expect(found.join(' ')).toMatch(/DEMO-RAMA-2026/);
    } finally {
      await ctx.close();
    }
  });

  /** Starts the real server (src/server.ts) and waits for it to exit or print that it runs. */
  function startServer(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: join(__dirname, '../..'),
        env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '4418', SPEECH_DISABLED: 'true', DATA_DIR: mkdtempSync(join(tmpdir(), 'prod-start-')), ...env },
      });
      let output = '';
      const collect = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (output.includes('is running at')) child.kill('SIGTERM');
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.on('exit', (code) => resolve({ code, output }));
    });
  }

  it('should refuse to start in production with the demo gate passwords, naming what to set', async () => {
    const { code, output } = await startServer({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(output).toContain('Refusing a production start');
    expect(output).toContain('GATE_PASSWORD_HASHES');
  });

  it('should start in production with its own secrets, print no demo logins and seed no demo account', async () => {
    const { output } = await startServer({ DEMO_DATA: 'false', GATE_PASSWORD_HASHES: hashGatePassword('a-real-beta-password'), TOKEN_SECRET: STRONG });
    expect(output).toContain('Production start: no demo data.');
    expect(output).not.toContain('120315101234');
    expect(output).not.toContain('Demo logins');
  });
});
