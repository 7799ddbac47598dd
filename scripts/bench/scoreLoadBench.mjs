#!/usr/bin/env node
/**
 * Scores and leaderboards under a class-sized load (issue 13): N students (default 300), each
 * saving a game's score and then reading the leaderboard, with a 3 s think time, for 30 s, against
 * a private api on a fresh PGlite folder and again on PostgreSQL in a fresh schema. Every save is
 * judged as in production (topic, ceiling, time, daily limit, rate limit). Prints the error rate
 * and p50/p99 latency per call and overall (target p99 ≤ 300 ms).
 *
 *   node scripts/bench/scoreLoadBench.mjs [--students 300] [--seconds 30] [--think 3000] [--pg-url postgres://…] [--skip-pg] [--skip-pglite]
 *
 * Loopback only, bounded in time, stops its own api processes.
 */
import { spawn } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
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
const STUDENTS = Math.max(1, Math.min(5000, Number(opt('students', process.env.SCORE_BENCH_STUDENTS ?? 300))));
const SECONDS = Math.max(5, Math.min(300, Number(opt('seconds', 30))));
const THINK_MS = Math.max(0, Math.min(60_000, Number(opt('think', 3000))));
const PG_URL = opt('pg-url', process.env.SCORE_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const SECRET = randomBytes(16).toString('hex');
const TARGET_P99_MS = 300;

// a pool like a load balancer's: keep-alive connections shared by every simulated student
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

function http(method, url, headers = {}, body) {
  return new Promise((ok, fail) => {
    const req = httpRequest(url, { method, agent, headers: { ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) }, timeout: 30_000 }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (data += d));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body: data }));
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
  const payload = b64(JSON.stringify({ sub, role: 'student', ver: 0, jti: randomBytes(9).toString('base64url'), exp: Math.floor(Date.now() / 1000) + 3600 }));
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

function run(argv, env) {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, argv, { cwd: API, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? ok(out) : fail(new Error(`setup exited ${code}`))));
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

/** Each student: save a plausible score, read the leaderboard, think; until the time is up. */
async function load(base, students, plays) {
  const latencies = { save: [], leaderboard: [] };
  const outcomes = new Map();
  const count = (key) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  let calls = 0;
  let errors = 0;
  const deadline = Date.now() + SECONDS * 1000;
  async function call(kind, method, path, auth, body) {
    const t0 = performance.now();
    calls++;
    try {
      const res = await http(method, `${base}${path}`, { authorization: `Bearer ${auth}` }, body ? JSON.stringify(body) : undefined);
      latencies[kind].push(performance.now() - t0);
      if (res.status >= 400) {
        errors++;
        let code = String(res.status);
        try {
          code = `${res.status} ${JSON.parse(res.body).code}`;
        } catch {
          /* not JSON */
        }
        count(`${kind} ${code}`);
      }
      return res;
    } catch (error) {
      errors++;
      count(`${kind} no answer: ${error?.code ?? error?.message ?? error}`);
      return { status: 0 };
    }
  }
  const t0 = Date.now();
  await Promise.all(
    students.map(async (id, i) => {
      const auth = token(id);
      // arrivals spread over the first think time, as a class does not press "play" in one millisecond
      await sleep(Math.random() * THINK_MS);
      let n = 0;
      while (Date.now() < deadline) {
        const play = plays[(i * 7 + n++) % plays.length];
        const level = 1 + ((i + n) % 3);
        const ceiling = play.ceilings[level - 1];
        const score = Math.floor(Math.random() * (ceiling + 1));
        await call('save', 'POST', '/wp-json/custom/v1/save-quiz-score', auth, {
          client_id: randomUUID(), quiz_category: play.category, topic_key: play.topic, language: play.language, score, level,
          time_submitted: new Date().toISOString(), duration_ms: 60_000 + Math.floor(Math.random() * 120_000),
        });
        await call('leaderboard', 'GET', `/wp-json/custom/v1/leaderboard?period=${['today', 'week', 'all'][n % 3]}&quiz_category=${play.category}&scope=${n % 2 ? 'school' : 'everyone'}`, auth);
        await sleep(THINK_MS);
      }
    }),
  );
  return { latencies, outcomes, calls, errors, seconds: (Date.now() - t0) / 1000 };
}

async function benchOne(kind) {
  const env = { TOKEN_SECRET: SECRET, GATE_ENABLED: 'false', SPEECH_DISABLED: 'true', BENCH_STUDENTS: String(STUDENTS), LOG_LEVEL: '', DAILY_GAME_LIMIT: '1000' };
  const tmp = mkdtempSync(join(tmpdir(), 'score-load-'));
  let pgAdmin = null;
  let schema = null;
  env.DATA_DIR = tmp;
  if (kind === 'postgres') {
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
  }
  const port = await freePort();
  let server;
  try {
    const setup = JSON.parse(await run(['--import', 'tsx', join(ROOT, 'scripts/bench/scoreLoadSetup.ts')], env));
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
    const base = `http://127.0.0.1:${port}`;
    let ready = false;
    for (let i = 0; i < 360 && !ready; i++) {
      ready = await http('GET', `${base}/wp-json/custom/v1/config`).then((r) => r.status === 200, () => false);
      if (!ready) await sleep(500);
    }
    if (!ready) throw new Error(`${kind}: the api did not start within 180 s`);
    const result = await load(base, setup.students, setup.plays);
    const all = [...result.latencies.save, ...result.latencies.leaderboard].sort((a, b) => a - b);
    const line = (name, xs) => {
      const s = [...xs].sort((a, b) => a - b);
      return `${name} p50 ${pct(s, 50).toFixed(0)} ms, p99 ${pct(s, 99).toFixed(0)} ms (${s.length} calls)`;
    };
    const p99 = pct(all, 99);
    console.log(`  ${kind}: ${STUDENTS} students, ${THINK_MS / 1000} s think time, ${result.seconds.toFixed(1)} s: ${result.calls} calls (${(result.calls / result.seconds).toFixed(0)}/s)`);
    console.log(`    error rate ${((100 * result.errors) / Math.max(1, result.calls)).toFixed(2)} % (${result.errors} of ${result.calls})`);
    console.log(`    all calls p50 ${pct(all, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms (target ≤ ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'})`);
    console.log(`    ${line('save-quiz-score', result.latencies.save)}; ${line('leaderboard', result.latencies.leaderboard)}`);
    for (const [what, n] of result.outcomes) console.log(`    ${what} ×${n}`);
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

console.log(`Scores and leaderboard under load: ${STUDENTS} students, save + leaderboard every ${THINK_MS / 1000} s, for ${SECONDS} s`);
if (!args.includes('--skip-pglite')) await benchOne('pglite');
if (!args.includes('--skip-pg')) await benchOne('postgres');
