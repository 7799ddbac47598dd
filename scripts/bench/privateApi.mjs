// What the load benches (contestBurst.mjs, scoreLoadBench.mjs) share: their command line, a
// keep-alive HTTP client, signed student tokens, latency percentiles, and a private api on a
// fresh PGlite folder or a fresh PostgreSQL schema that is always stopped and dropped again.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const API = join(ROOT, 'api');

export const args = process.argv.slice(2);
/** `--name value` from the command line, else `fallback`. */
export const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);
/** `name p50 … ms, p99 … ms (n calls)` for a list of latencies. */
export const latencyLine = (name, xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${name} p50 ${pct(s, 50).toFixed(0)} ms, p99 ${pct(s, 99).toFixed(0)} ms (${s.length} calls)`;
};

/**
 * `http(method, url, headers?, body?)` → `{ status, body }`, over a pool like a load balancer's:
 * 256 keep-alive connections shared by every simulated student.
 */
export function httpClient({ timeoutMs }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  return (method, url, headers = {}, body) =>
    new Promise((ok, fail) => {
      const req = httpRequest(
        url,
        {
          method,
          agent,
          headers: { ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) },
          timeout: timeoutMs,
        },
        (res) => {
          let data = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (data += d));
          res.on('end', () => ok({ status: res.statusCode ?? 0, body: data }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', fail);
      if (body) req.write(body);
      req.end();
    });
}

const b64 = (s) => Buffer.from(s).toString('base64url');
/** An HS256 token for student `sub`, valid for an hour, as the api signs them with `secret`. */
export function studentToken(secret, sub, claims = {}) {
  const header = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64(JSON.stringify({ sub, role: 'student', ...claims, exp: Math.floor(Date.now() / 1000) + 3600 }));
  return `${header}.${payload}.${createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url')}`;
}

const freePort = () =>
  new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

/** Runs a TypeScript setup script from api/ and returns what it printed (JSON). */
function runSetup(script, env) {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: API, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? ok(JSON.parse(out)) : fail(new Error(`${script} exited ${code}`))));
  });
}

async function pgReachable(url) {
  try {
    const { default: pg } = await import(join(API, 'node_modules/pg/lib/index.js'));
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    await client.connect();
    return client;
  } catch {
    return null;
  }
}

/**
 * Prepares a fresh database of `kind` ('pglite' or 'postgres' at `pgUrl`, skipped with a line when
 * it is not reachable) with `setupScript`, starts the api on it at a free loopback port, waits for
 * it over `http` (an `httpClient`) and calls `bench({ base, setup, server })` with what the script
 * printed; then stops the api and drops the schema and the data folder, whatever happened.
 */
export async function withPrivateApi(kind, { env, pgUrl, tmpPrefix, setupScript, http }, bench) {
  let pgAdmin = null;
  let schema = null;
  const apiEnv = { ...env };
  if (kind === 'postgres') {
    pgAdmin = await pgReachable(pgUrl);
    if (!pgAdmin) {
      console.log(`  postgres: skipped (${pgUrl} not reachable; pass --pg-url)`);
      return;
    }
    schema = `bench_${randomBytes(4).toString('hex')}`;
    await pgAdmin.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    apiEnv.DATABASE_URL = url.toString();
  }
  const tmp = mkdtempSync(join(tmpdir(), tmpPrefix));
  apiEnv.DATA_DIR = tmp;
  const port = await freePort();
  let server;
  try {
    const setup = await runSetup(setupScript, apiEnv);
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API,
      env: { ...process.env, ...apiEnv, PORT: String(port), HOST: '127.0.0.1' },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${port}`;
    let ready = false;
    for (let i = 0; i < 360 && !ready; i++) {
      ready = await http('GET', `${base}/wp-json/custom/v1/config`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (!ready) await sleep(500);
    }
    if (!ready) throw new Error(`${kind}: the api did not start within 180 s`);
    await bench({ base, setup, server });
  } finally {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000).then(() => server.kill('SIGKILL'))]);
    }
    if (pgAdmin) {
      await pgAdmin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
      await pgAdmin.end();
    }
    rmSync(tmp, { recursive: true, force: true });
  }
}
