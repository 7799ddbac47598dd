#!/usr/bin/env node
/**
 * Contest-start burst (issue 5 §8): N simulated students each load the contest, start level 1
 * and hand in a score within 60 s, against a private api on a fresh PGlite folder and again on
 * PostgreSQL in a fresh schema. Prints accepted, refused, lost (must be 0) and p50/p99 latency.
 *
 *   node scripts/bench/contestBurst.mjs [--students 2000] [--window 60] [--pg-url postgres://…] [--skip-pg] [--skip-pglite]
 *
 * Loopback only, bounded loops, stops its own api processes. ~2 % of students forge a score
 * (full marks at once): the server must refuse exactly those.
 */
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Agent, request as httpRequest } from 'node:http';

const ROOT = resolve(import.meta.dirname, '../..');
const API = join(ROOT, 'api');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const STUDENTS = Math.max(1, Math.min(20000, Number(opt('students', process.env.CONTEST_BENCH_STUDENTS ?? 2000))));
const WINDOW_S = Math.max(20, Math.min(300, Number(opt('window', 60))));
const PG_URL = opt('pg-url', process.env.CONTEST_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const SECRET = randomBytes(16).toString('hex');
const HARD_LIMIT_MS = (WINDOW_S + 120) * 1000;

// a pool like a load balancer's: 256 keep-alive connections shared by every simulated student
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function http(method, url, headers = {}, body) {
  return new Promise((ok, fail) => {
    const req = httpRequest(url, { method, agent, headers: { ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) }, timeout: 45_000 }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (data += d));
      res.on('end', () => {
        let json;
        try {
          json = JSON.parse(data);
        } catch {
          json = null;
        }
        ok({ status: res.statusCode ?? 0, json });
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', fail);
    if (body) req.write(body);
    req.end();
  });
}

const b64 = (s) => Buffer.from(s).toString('base64url');
function token(sub) {
  const header = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64(JSON.stringify({ sub, role: 'student', exp: Math.floor(Date.now() / 1000) + 3600 }));
  return `${header}.${payload}.${createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url')}`;
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

function run(cmd, argv, env, { capture = false } = {}) {
  return new Promise((ok, fail) => {
    const child = spawn(cmd, argv, { cwd: API, env: { ...process.env, ...env }, stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit' });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? ok(out) : fail(new Error(`${cmd} ${argv.join(' ')} exited ${code}`))));
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

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

async function burst(base, students, answers) {
  const latencies = { load: [], start: [], submit: [] };
  const counts = { accepted: 0, refused: 0, lost: 0, unexpectedRefusals: 0 };
  const refusalReasons = new Map();
  const lostReasons = new Map();
  async function call(kind, method, path, auth, body) {
    const t0 = performance.now();
    try {
      const res = await http(method, `${base}${path}`, { authorization: `Bearer ${auth}` }, body ? JSON.stringify(body) : undefined);
      latencies[kind].push(performance.now() - t0);
      return res;
    } catch (error) {
      const message = String(error?.code ?? error?.message ?? error);
      lostReasons.set(`${kind}: ${message}`, (lostReasons.get(`${kind}: ${message}`) ?? 0) + 1);
      return { status: 0, json: { message } };
    }
  }
  const t0 = Date.now();
  // everyone arrives in the first sixth of the window: the "contest starts now" rush
  const arrive = Math.min(10_000, (WINDOW_S * 1000) / 6);
  await Promise.all(
    students.map(async (id, i) => {
      await sleep(Math.random() * arrive);
      const auth = token(id);
      const forged = i % 50 === 7;
      // like the app, a request that got no answer is tried again (at most twice)
      const withRetry = async (...a) => {
        let res = await call(...a);
        for (let retry = 0; res.status === 0 && retry < 2; retry++) res = await call(...a);
        return res;
      };
      const load = await withRetry('load', 'GET', '/wp-json/custom/v1/contests/BenchBurst', auth);
      if (load.status !== 200) return void counts.lost++;
      const start = await withRetry('start', 'POST', '/wp-json/custom/v1/contests/BenchBurst/levels/1/start', auth);
      if (start.status !== 200) return void counts.lost++;
      // a student thinks 4–20 s (bounded by the window), then hands in; a forger hands in at once
      const startedAt = performance.now();
      const think = Math.max(0, forged ? 200 : Math.min(4000 + Math.random() * 16_000, WINDOW_S * 1000 - (Date.now() - t0) - 10_000));
      await sleep(think);
      const right = forged ? answers.length : Math.min(answers.length, Math.floor(Math.max(0, think) / 1500) - 1, Math.floor(Math.random() * (answers.length + 1)));
      const given = answers.map((a, k) => (k < Math.max(0, right) ? a : 'salah'));
      const body = { contest_category: 'BenchBurst', user_identifier: id, level: 1, answers: given, time_taken: Math.round((performance.now() - startedAt) / 1000), client_id: `bench-${id}-${SECRET.slice(0, 6)}`, ...(forged ? { score: answers.length } : {}) };
      let res = await call('submit', 'POST', '/wp-json/custom/v1/scores', auth, body);
      // a lost reply is resent with the same client_id, as the app's queue does (idempotent)
      for (let retry = 0; res.status === 0 && retry < 2; retry++) res = await call('submit', 'POST', '/wp-json/custom/v1/scores', auth, body);
      if (res.status === 201 || res.status === 200) counts.accepted++;
      else if (res.status >= 400 && res.status < 500) {
        counts.refused++;
        if (!forged) counts.unexpectedRefusals++;
        const reason = res.json?.message ?? String(res.status);
        refusalReasons.set(reason, (refusalReasons.get(reason) ?? 0) + 1);
      } else counts.lost++;
    }),
  );
  return { counts, latencies, refusalReasons, lostReasons, seconds: (Date.now() - t0) / 1000 };
}

async function benchOne(kind) {
  const env = { TOKEN_SECRET: SECRET, GATE_ENABLED: 'false', BENCH_STUDENTS: String(STUDENTS), LOG_LEVEL: '' };
  const tmp = mkdtempSync(join(tmpdir(), 'contest-burst-'));
  let pgAdmin = null;
  let schema = null;
  if (kind === 'pglite') env.DATA_DIR = tmp;
  else {
    pgAdmin = await pgReachable(PG_URL);
    if (!pgAdmin) {
      console.log(`  postgres: skipped (${PG_URL} not reachable; pass --pg-url)`);
      return;
    }
    schema = `bench_${randomBytes(4).toString('hex')}`;
    await pgAdmin.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(PG_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = url.toString();
    env.DATA_DIR = tmp;
  }
  const port = await freePort();
  let server;
  let killer;
  try {
    const setup = JSON.parse(await run(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/bench/contestBurstSetup.ts')], env, { capture: true }));
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
    const base = `http://127.0.0.1:${port}`;
    let ready = false;
    for (let i = 0; i < 360 && !ready; i++) {
      ready = await http('GET', `${base}/wp-json/custom/v1/config`).then((r) => r.status === 200, () => false);
      if (!ready) await sleep(500);
    }
    if (!ready) throw new Error(`${kind}: the api did not start within 180 s`);
    // bounded: past the limit the api is stopped, open requests fail and count as lost
    killer = setTimeout(() => {
      console.error(`  ${kind}: over the ${HARD_LIMIT_MS / 1000} s limit, stopping its api`);
      server?.kill('SIGKILL');
    }, HARD_LIMIT_MS);

    const result = await burst(base, setup.students, setup.answers);
    const winners = (await http('GET', `${base}/wp-json/custom/v1/contests/BenchBurst/winners`).catch(() => ({ json: { participants: 'unknown (api stopped)' } }))).json;
    const all = [...result.latencies.load, ...result.latencies.start, ...result.latencies.submit].sort((a, b) => a - b);
    const line = (name, xs) => {
      const s = [...xs].sort((a, b) => a - b);
      return `${name} p50 ${pct(s, 50).toFixed(0)} ms, p99 ${pct(s, 99).toFixed(0)} ms (${s.length} calls)`;
    };
    const { counts } = result;
    console.log(`  ${kind}: ${STUDENTS} students in ${result.seconds.toFixed(1)} s`);
    console.log(`    accepted ${counts.accepted}, refused ${counts.refused} (forged: ${counts.refused - counts.unexpectedRefusals}, honest refused: ${counts.unexpectedRefusals}), lost ${counts.lost}${counts.lost ? '  <-- MUST BE 0' : ''}`);
    console.log(`    stored participants ${winners.participants} (must equal accepted)`);
    console.log(`    all requests p50 ${pct(all, 50).toFixed(0)} ms, p99 ${pct(all, 99).toFixed(0)} ms`);
    console.log(`    ${line('load', result.latencies.load)}; ${line('start', result.latencies.start)}; ${line('submit', result.latencies.submit)}`);
    for (const [reason, n] of result.refusalReasons) console.log(`    refused ×${n}: ${reason}`);
    for (const [reason, n] of result.lostReasons) console.log(`    no answer ×${n}: ${reason}`);
  } finally {
    clearTimeout(killer);
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

console.log(`Contest-start burst: ${STUDENTS} students, ${WINDOW_S} s window`);
if (!args.includes('--skip-pglite')) await benchOne('pglite');
if (!args.includes('--skip-pg')) await benchOne('postgres');
