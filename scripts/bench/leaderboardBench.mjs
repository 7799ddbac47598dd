#!/usr/bin/env node
// Leaderboard and schoolboard read throughput and latency at 1,000,000 score rows (issue 6), on PGlite and on
// PostgreSQL, side by side with a bare node:http server answering a fixed JSON body on the same
// machine: the api/bare ratio is the figure (it cancels out how fast this machine is).
// Loopback only, bounded by time and request count. Prints a table; asserts nothing.
//
//   node scripts/bench/leaderboardBench.mjs
//   BENCH_ROWS=200000 BENCH_SECONDS=4 BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test node scripts/bench/leaderboardBench.mjs
//   BENCH_DBS=pglite (or postgres) to run one database only
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { bareServer, load, startApi } from './apiVsBare.mjs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const API = join(ROOT, 'api');
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DBS = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');
const STUDENT_MYKAD = '120315101234'; // the seeded demo student (student_free plan)

const QUERIES = {
  'one game, this week': 'leaderboard?quiz_category=Search&period=week&scope=everyone&limit=20',
  'one game, all time': 'leaderboard?quiz_category=Blank&period=all&scope=everyone&limit=20',
  'all games, this month': 'leaderboard?period=month&scope=everyone&limit=20',
  'one game, my school, week': 'leaderboard?quiz_category=Error&period=week&scope=school&limit=20',
  'one topic, all time': 'leaderboard?topic_key=pre-generated-topic-7&period=all&scope=everyone&limit=20',
  'schoolboard, all games, month': 'schoolboard?period=month',
};

const LOAD = { concurrency: CONCURRENCY, seconds: SECONDS, maxRequests: MAX_REQUESTS };
const log = (...a) => console.error('[leaderboard bench]', ...a);

/** Runs TypeScript against the api's own modules (migrations, seeds) in a child process. */
function runApiScript(code, env) {
  return new Promise((ok, fail) => {
    // the api is CommonJS: require its modules inside an async function
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', `(async () => {${code}})().catch((e) => { console.error(e); process.exit(1); })`], {
      cwd: API,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (c) => (c === 0 ? ok() : fail(new Error(`seed script exited ${c}`))));
  });
}

// 1 M rows in one round of `insert … select … from generate_series`: spread over 90 days, 19
// games, 50 topics, 3 languages, 20 000 students in 400 schools across 4 states.
const SEED = `
const { openPglite, openPostgres } = require('./src/db/database');
const { migrate } = require('./src/db/migrate');
const { runSeeds } = require('./src/db/seed/seedRegistry');
const { loadConfig } = require('./src/config/apiConfig');
const config = loadConfig();
const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir + '/pglite');
await migrate(db, { mykad: config.mykad });
await runSeeds(db, config);
const t0 = Date.now();
await db.exec(\`INSERT INTO users (email, username, first_name, last_name, role, school, state)
  SELECT 'bench' || g || '@bench.my', 'bench' || g, 'Murid' || g, 'Bench', 'student', 'SK Bench ' || (g % 400),
         (ARRAY['Johor','Perak','Selangor','Kedah'])[(1 + g % 4)::int]
  FROM generate_series(1, ${STUDENTS}) g\`);
const first = Number((await db.query("SELECT min(id) AS id FROM users WHERE email LIKE 'bench%'")).rows[0].id);
// the demo student plays in the bench school too, so "my school" is a real scope
await db.query("UPDATE users SET school = 'SK Bench 7', state = 'Perak' WHERE mykad_hash = $1", [config.mykad.hash('${STUDENT_MYKAD}')]);
const CATS = "ARRAY['Search','Blank','Error','Jumble','Guess','Pair','Group','Mark','Stack','Reform','Change','Match','Picture','Audio','Choice','Spell','Phrase','Tile','Cross']";
// the insert trigger folds each batch into leaderboard_bests (041) in one sort: keep batches modest
const BATCH = 100000;
for (let start = 1; start <= ${ROWS}; start += BATCH) {
  const end = Math.min(${ROWS}, start + BATCH - 1);
  await db.exec(\`INSERT INTO quiz_scores (client_id, user_id, quiz_category, topic_key, language, score, level, time_submitted)
    SELECT 'bench-' || g, \${first} + (g * 7919) % ${STUDENTS}, (\${CATS})[(1 + g % 19)::int], 'pre-generated-topic-' || (g % 50),
           (ARRAY['ta','en','bm'])[(1 + g % 3)::int], ((g * 104729) % 1001) / 10.0, (1 + g % 3)::int,
           now() - make_interval(secs => ((g * 7.77)::bigint % (90 * 86400))::float8)
    FROM generate_series(\${start}::bigint, \${end}::bigint) g\`);
}
// a live database is vacuumed by autovacuum; a freshly bulk-loaded one is not yet
await db.exec('VACUUM ANALYZE');
const rollup = (await db.query('SELECT count(*) AS n FROM leaderboard_bests')).rows[0].n;
console.error('[leaderboard bench] seeded ${ROWS} score rows (' + rollup + ' rollup rows) in ' + ((Date.now() - t0) / 1000).toFixed(1) + ' s (' + db.kind + ')');
await db.close();
`;

async function benchDatabase(kind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'leaderboard-bench-'));
  const env = { DATA_DIR: dataDir, TOKEN_SECRET: 'bench-secret', ADMIN_TOKEN: 'bench-admin' };
  let dropDb = null;
  if (kind === 'postgres') {
    const require = createRequire(join(API, 'package.json'));
    const pg = require('pg');
    const name = `bench_boards_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    try {
      await admin.connect();
    } catch (e) {
      log(`PostgreSQL not reachable at ${PG_URL} (${e.message}); skipping`);
      rmSync(dataDir, { recursive: true, force: true });
      return [];
    }
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const rows = [];
  try {
    log(`${kind}: seeding ${ROWS.toLocaleString()} rows…`);
    await runApiScript(SEED, env);
    const api = await startApi(env);
    try {
      const login = await fetch(`${api.base}/wp-json/custom/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mykad: STUDENT_MYKAD }),
      });
      const { token } = await login.json();
      const auth = { authorization: `Bearer ${token}` };
      for (const [label, query] of Object.entries(QUERIES)) {
        const url = `${api.base}/wp-json/custom/v1/${query}`;
        const sample = await fetch(url, { headers: auth });
        const body = await sample.text();
        if (!sample.ok) throw new Error(`${label}: ${sample.status} ${body}`);
        await load(url, { headers: auth, ...LOAD }); // warm-up pass: plans, caches, JIT
        const apiResult = await load(url, { headers: auth, ...LOAD });
        const bare = await bareServer(body);
        const bareResult = await load(bare.url, LOAD);
        await bare.close();
        rows.push({ database: kind, query: label, api: apiResult, bare: bareResult });
        log(`${kind} / ${label}: ${apiResult.rps.toFixed(0)} req/s (bare ${bareResult.rps.toFixed(0)})`);
      }
    } finally {
      await api.stop();
    }
  } finally {
    if (dropDb) await dropDb().catch((e) => log(`could not drop the bench database: ${e.message}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const results = [];
for (const kind of DBS) results.push(...(await benchDatabase(kind)));

const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '—');
console.log(
  `\nLeaderboard reads at ${ROWS.toLocaleString()} score rows (${STUDENTS.toLocaleString()} students), ${CONCURRENCY} connections, ${SECONDS} s per run, loopback`,
);
console.log(['database', 'query', 'api req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'bare req/s', 'bare p50 ms', 'api/bare'].join(' | '));
for (const r of results) {
  console.log(
    [
      r.database,
      r.query,
      fmt(r.api.rps, 0),
      fmt(r.api.p50),
      fmt(r.api.p95),
      fmt(r.api.p99),
      r.api.errors,
      fmt(r.bare.rps, 0),
      fmt(r.bare.p50, 2),
      `${fmt((r.api.rps / r.bare.rps) * 100, 2)} %`,
    ].join(' | '),
  );
}
