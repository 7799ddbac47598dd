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
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, args, httpClient, latencyLine, opt, pct, sleep, studentToken, withPrivateApi } from './privateApi.mjs';

const STUDENTS = Math.max(1, Math.min(5000, Number(opt('students', process.env.SCORE_BENCH_STUDENTS ?? 300))));
const SECONDS = Math.max(5, Math.min(300, Number(opt('seconds', 30))));
const THINK_MS = Math.max(0, Math.min(60_000, Number(opt('think', 3000))));
const PG_URL = opt('pg-url', process.env.SCORE_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const SECRET = randomBytes(16).toString('hex');
const TARGET_P99_MS = 300;

const http = httpClient({ timeoutMs: 30_000 });
const token = (sub) => studentToken(SECRET, sub, { ver: 0, jti: randomBytes(9).toString('base64url') });

/** Each student: save a plausible score, read the leaderboard, think; until the time is up. */
async function load(base, students, plays) {
  const latencies = { save: [], leaderboard: [] };
  // calls that start after every student has arrived (the first think time): the steady state
  const settled = [];
  let settledFrom = Infinity;
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
      if (t0 >= settledFrom) settled.push(performance.now() - t0);
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
  settledFrom = performance.now() + THINK_MS;
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
          client_id: randomUUID(),
          quiz_category: play.category,
          topic_key: play.topic,
          language: play.language,
          score,
          level,
          time_submitted: new Date().toISOString(),
          duration_ms: 60_000 + Math.floor(Math.random() * 120_000),
        });
        await call(
          'leaderboard',
          'GET',
          `/wp-json/custom/v1/leaderboard?period=${['today', 'week', 'all'][n % 3]}&quiz_category=${play.category}&scope=${n % 2 ? 'school' : 'everyone'}`,
          auth,
        );
        await sleep(THINK_MS);
      }
    }),
  );
  return { latencies, settled, outcomes, calls, errors, seconds: (Date.now() - t0) / 1000 };
}

/**
 * CPU seconds the api process has used so far (user + system, from /proc; null elsewhere). On a
 * shared machine latency follows the neighbours' load; the api's CPU per call does not, so
 * changes to the save and read paths can be compared between runs.
 */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat(5); the split above starts at field 3
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function benchOne(kind) {
  const env = {
    TOKEN_SECRET: SECRET,
    GATE_ENABLED: 'false',
    SPEECH_DISABLED: 'true',
    BENCH_STUDENTS: String(STUDENTS),
    LOG_LEVEL: '',
    DAILY_GAME_LIMIT: '1000',
  };
  const options = { env, pgUrl: PG_URL, tmpPrefix: 'score-load-', setupScript: join(ROOT, 'api/scripts/bench/scoreLoadSetup.ts'), http };
  await withPrivateApi(kind, options, async ({ base, setup, server }) => {
    const cpu0 = cpuSeconds(server.pid);
    const result = await load(base, setup.students, setup.plays);
    const cpu1 = cpuSeconds(server.pid);
    const all = [...result.latencies.save, ...result.latencies.leaderboard].sort((a, b) => a - b);
    const p99 = pct(all, 99);
    console.log(
      `  ${kind}: ${STUDENTS} students, ${THINK_MS / 1000} s think time, ${result.seconds.toFixed(1)} s: ${result.calls} calls (${(result.calls / result.seconds).toFixed(0)}/s)`,
    );
    console.log(`    error rate ${((100 * result.errors) / Math.max(1, result.calls)).toFixed(2)} % (${result.errors} of ${result.calls})`);
    console.log(
      `    all calls p50 ${pct(all, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms (target ≤ ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'})`,
    );
    // Each student's first save is the dearest (plan look-up, caches cold); on PGlite's single
    // connection 300 of them inside the arrival window queue up, so the two windows are told apart.
    console.log(`    ${latencyLine('after all arrived', result.settled)}`);
    console.log(`    ${latencyLine('save-quiz-score', result.latencies.save)}; ${latencyLine('leaderboard', result.latencies.leaderboard)}`);
    if (cpu0 !== null && cpu1 !== null) {
      const cpu = cpu1 - cpu0;
      console.log(
        `    api process CPU ${cpu.toFixed(1)} s (${((100 * cpu) / result.seconds).toFixed(0)} % of one core), ${((1000 * cpu) / Math.max(1, result.calls)).toFixed(2)} ms per call${kind === 'postgres' ? ' (PostgreSQL itself not counted)' : ''}`,
      );
    }
    for (const [what, n] of result.outcomes) console.log(`    ${what} ×${n}`);
  });
}

console.log(`Scores and leaderboard under load: ${STUDENTS} students, save + leaderboard every ${THINK_MS / 1000} s, for ${SECONDS} s`);
if (!args.includes('--skip-pglite')) await benchOne('pglite');
if (!args.includes('--skip-pg')) await benchOne('postgres');
