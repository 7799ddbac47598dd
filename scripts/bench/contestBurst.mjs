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
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ROOT, args, httpClient, latencyLine, opt, pct, sleep, studentToken, withPrivateApi } from './privateApi.mjs';

const STUDENTS = Math.max(1, Math.min(20000, Number(opt('students', process.env.CONTEST_BENCH_STUDENTS ?? 2000))));
const WINDOW_S = Math.max(20, Math.min(300, Number(opt('window', 60))));
const PG_URL = opt('pg-url', process.env.CONTEST_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const SECRET = randomBytes(16).toString('hex');
const HARD_LIMIT_MS = (WINDOW_S + 120) * 1000;

const rawHttp = httpClient({ timeoutMs: 45_000 });
/** The reply with its JSON body (null when it has none), parsed before the call's latency is taken. */
async function http(method, url, headers, body) {
  const res = await rawHttp(method, url, headers, body);
  try {
    return { status: res.status, json: JSON.parse(res.body) };
  } catch {
    return { status: res.status, json: null };
  }
}

const token = (sub) => studentToken(SECRET, sub);

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
      const right = forged
        ? answers.length
        : Math.min(answers.length, Math.floor(Math.max(0, think) / 1500) - 1, Math.floor(Math.random() * (answers.length + 1)));
      const given = answers.map((a, k) => (k < Math.max(0, right) ? a : 'salah'));
      const body = {
        contest_category: 'BenchBurst',
        user_identifier: id,
        level: 1,
        answers: given,
        time_taken: Math.round((performance.now() - startedAt) / 1000),
        client_id: `bench-${id}-${SECRET.slice(0, 6)}`,
        ...(forged ? { score: answers.length } : {}),
      };
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
  const options = { env, pgUrl: PG_URL, tmpPrefix: 'contest-burst-', setupScript: join(ROOT, 'api/scripts/bench/contestBurstSetup.ts'), http: rawHttp };
  await withPrivateApi(kind, options, async ({ base, setup, server }) => {
    // bounded: past the limit the api is stopped, open requests fail and count as lost
    const killer = setTimeout(() => {
      console.error(`  ${kind}: over the ${HARD_LIMIT_MS / 1000} s limit, stopping its api`);
      server.kill('SIGKILL');
    }, HARD_LIMIT_MS);
    try {
      const result = await burst(base, setup.students, setup.answers);
      const winners = (
        await http('GET', `${base}/wp-json/custom/v1/contests/BenchBurst/winners`).catch(() => ({ json: { participants: 'unknown (api stopped)' } }))
      ).json;
      const all = [...result.latencies.load, ...result.latencies.start, ...result.latencies.submit].sort((a, b) => a - b);
      const { counts } = result;
      console.log(`  ${kind}: ${STUDENTS} students in ${result.seconds.toFixed(1)} s`);
      console.log(
        `    accepted ${counts.accepted}, refused ${counts.refused} (forged: ${counts.refused - counts.unexpectedRefusals}, honest refused: ${counts.unexpectedRefusals}), lost ${counts.lost}${counts.lost ? '  <-- MUST BE 0' : ''}`,
      );
      console.log(`    stored participants ${winners.participants} (must equal accepted)`);
      console.log(`    all requests p50 ${pct(all, 50).toFixed(0)} ms, p99 ${pct(all, 99).toFixed(0)} ms`);
      console.log(
        `    ${latencyLine('load', result.latencies.load)}; ${latencyLine('start', result.latencies.start)}; ${latencyLine('submit', result.latencies.submit)}`,
      );
      for (const [reason, n] of result.refusalReasons) console.log(`    refused ×${n}: ${reason}`);
      for (const [reason, n] of result.lostReasons) console.log(`    no answer ×${n}: ${reason}`);
    } finally {
      clearTimeout(killer);
    }
  });
}

console.log(`Contest-start burst: ${STUDENTS} students, ${WINDOW_S} s window`);
if (!args.includes('--skip-pglite')) await benchOne('pglite');
if (!args.includes('--skip-pg')) await benchOne('postgres');
