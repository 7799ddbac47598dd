#!/usr/bin/env node
// Homework results (issue 23): the teacher's results page of one assignment, for a class of 40,
// in a school with a year of homework (about 2 million item rows), on PGlite and on PostgreSQL,
// beside a bare node:http server answering the same body on the same machine in the same run
// (the api/bare ratio cancels out how fast this machine is). Also the CSV of that assignment and a
// pupil's To-do list. Loopback only, bounded by time and request count. Prints a table; asserts
// nothing (docs/adr/0030).
//
//   node scripts/bench/homeworkResultsBench.mjs
//   BENCH_ITEMS=200000 BENCH_SECONDS=4 BENCH_DBS=pglite node scripts/bench/homeworkResultsBench.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { bareServer, load, startApi } from './apiVsBare.mjs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const API = join(ROOT, 'api');
/** item rows in the school's year: 8 items an attempt */
const ITEMS = Number(process.env.BENCH_ITEMS ?? 2_000_000);
const ITEMS_PER_ATTEMPT = 8;
const CLASSES = 30;
const CLASS_SIZE = 40;
/** a school's year: about 65 homeworks a class */
const ASSIGNMENTS = Number(process.env.BENCH_ASSIGNMENTS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 5_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DBS = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');
const TOPIC = 'pre-generated-ta-animals-y2';

const LOAD = { concurrency: CONCURRENCY, seconds: SECONDS, maxRequests: MAX_REQUESTS };
const log = (...a) => console.error('[homework bench]', ...a);

function runApiScript(code, env) {
  return new Promise((ok, fail) => {
    let out = '';
    // the api is CommonJS: require its modules inside an async function
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', `(async () => {${code}})().catch((e) => { console.error(e); process.exit(1); })`], {
      cwd: API,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (c) => (c === 0 ? ok(out) : fail(new Error(`seed script exited ${c}`))));
  });
}

const attempts = Math.ceil(ITEMS / ITEMS_PER_ATTEMPT);
const words = JSON.parse(readFileSync(join(API, 'content/topics/ta/animals-y2.json'), 'utf8')).items.map((i) => i.word);

// A school: one teacher with 30 classes of 40 pupils, 2000 assignments over a year (Jumble, level
// 1, on one bundled topic), ~3 attempts per pupil per assignment, 8 items each; plus the same
// number of free-play scores without items. Then one fresh assignment, the page measured.
const SEED = `
const { openPglite, openPostgres } = require('./src/db/database');
const { migrate } = require('./src/db/migrate');
const { runSeeds } = require('./src/db/seed/seedRegistry');
const { loadConfig } = require('./src/config/apiConfig');
const { signToken } = require('./src/auth/tokens');
const config = loadConfig();
const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir + '/pglite');
await migrate(db);
await runSeeds(db, config);
const t0 = Date.now();
const teacher = Number((await db.query(\`INSERT INTO users (email, username, first_name, last_name, role, school, state)
  VALUES ('cikgu@bench.my', 'cikgu', 'Malar', 'Guru', 'teacher', 'SJK(T) Bench', 'Perak') RETURNING id\`)).rows[0].id);
await db.exec(\`INSERT INTO users (email, username, first_name, last_name, role, school, state)
  SELECT 'murid' || g || '@bench.my', 'murid' || g, 'மாணவர்' || g, 'Bench', 'student', 'SJK(T) Bench', 'Perak'
  FROM generate_series(0, ${CLASSES * CLASS_SIZE - 1}) g\`);
const firstPupil = Number((await db.query("SELECT min(id) AS id FROM users WHERE email LIKE 'murid%'")).rows[0].id);
await db.exec(\`INSERT INTO classes (teacher_id, name, code) SELECT \${teacher}, 'Kelas ' || c, 'BNCH' || lpad(c::text, 2, '0') FROM generate_series(0, ${CLASSES - 1}) c\`);
const firstClass = Number((await db.query("SELECT min(id) AS id FROM classes WHERE code LIKE 'BNCH%'")).rows[0].id);
await db.exec(\`INSERT INTO class_members (class_id, user_id)
  SELECT \${firstClass} + (g / ${CLASS_SIZE}), \${firstPupil} + g FROM generate_series(0, ${CLASSES * CLASS_SIZE - 1}) g\`);
// assignment a is for class a % ${CLASSES}, due over the past year
await db.exec(\`INSERT INTO assignments (class_id, teacher_id, topic_key, games, level, due_at, timed, ranking, created_at)
  SELECT \${firstClass} + (a % ${CLASSES}), \${teacher}, '${TOPIC}', ARRAY['Jumble'], 1, now() - make_interval(days => (365 - a * 365 / ${ASSIGNMENTS})::int),
    false, 'hidden', now() - make_interval(days => (368 - a * 365 / ${ASSIGNMENTS})::int)
  FROM generate_series(0, ${ASSIGNMENTS - 1}) a\`);
const firstAssignment = Number((await db.query('SELECT min(id) AS id FROM assignments')).rows[0].id);
const BATCH = 50000;
for (let start = 0; start < ${attempts}; start += BATCH) {
  const end = Math.min(${attempts}, start + BATCH) - 1;
  // attempt g: assignment g % A, by pupil (g / A) % 40 of its class; and a free-play score beside it
  await db.exec(\`INSERT INTO quiz_scores (client_id, user_id, quiz_category, topic_key, language, score, level, duration_ms, time_submitted, finished_at, assignment_id)
    SELECT 'hw-' || g, \${firstPupil} + ((g % ${ASSIGNMENTS}) % ${CLASSES}) * ${CLASS_SIZE} + (g / ${ASSIGNMENTS}) % ${CLASS_SIZE}, 'Jumble', '${TOPIC}', 'ta',
      (g * 7919) % 9 * 10, 1, 30000 + (g * 104729) % 200000, now() - make_interval(days => (365 - (g % ${ASSIGNMENTS})::int) * 365 / ${ASSIGNMENTS}),
      now() - make_interval(days => (365 - (g % ${ASSIGNMENTS})::int) * 365 / ${ASSIGNMENTS}), \${firstAssignment} + g % ${ASSIGNMENTS}
    FROM generate_series(\${start}::bigint, \${end}::bigint) g\`);
  await db.exec(\`INSERT INTO quiz_scores (client_id, user_id, quiz_category, topic_key, language, score, level, duration_ms, time_submitted, finished_at)
    SELECT 'free-' || g, \${firstPupil} + (g * 31) % ${CLASSES * CLASS_SIZE}, 'Search', '${TOPIC}', 'ta', (g * 13) % 60, 1, 40000, now() - make_interval(secs => (g * 97) % 31536000),
      now() - make_interval(secs => (g * 97) % 31536000)
    FROM generate_series(\${start}::bigint, \${end}::bigint) g\`);
}
const WORDS = ${JSON.stringify(`{${words.map((w) => `"${w}"`).join(',')}}`)};
const firstScore = Number((await db.query("SELECT min(id) AS id FROM quiz_scores WHERE client_id LIKE 'hw-%'")).rows[0].id);
const lastScore = Number((await db.query("SELECT max(id) AS id FROM quiz_scores WHERE client_id LIKE 'hw-%'")).rows[0].id);
for (let start = firstScore; start <= lastScore; start += BATCH) {
  const end = Math.min(lastScore, start + BATCH - 1);
  await db.exec(\`INSERT INTO quiz_score_items (score_id, position, word, outcome, given, wrong, wrong_tries, hints, ms)
    SELECT s.id, p, ('\${WORDS}'::text[])[1 + (s.id + p * 3) % ${words.length}], CASE WHEN (s.id * 7 + p) % 5 = 0 THEN 3 ELSE 0 END,
      CASE WHEN (s.id * 7 + p) % 5 = 0 THEN 'தவறு' || ((s.id + p) % 4) ELSE ('\${WORDS}'::text[])[1 + (s.id + p * 3) % ${words.length}] END,
      CASE WHEN (s.id + p) % 6 = 0 THEN ARRAY['முதல் தவறு'] END, CASE WHEN (s.id + p) % 6 = 0 THEN 1 ELSE 0 END, (s.id + p) % 3 / 2, 2000 + (s.id * p) % 9000
    FROM quiz_scores s CROSS JOIN generate_series(0, ${ITEMS_PER_ATTEMPT - 1}) p
    WHERE s.id BETWEEN \${start} AND \${end} AND s.client_id LIKE 'hw-%'\`);
}
// the assignment measured: set this week for class 0; its 40 pupils' attempts are the year's last
const target = Number((await db.query(\`SELECT id FROM assignments WHERE class_id = \${firstClass} ORDER BY due_at DESC LIMIT 1\`)).rows[0].id);
await db.query("UPDATE assignments SET due_at = now() + interval '2 days', created_at = now() - interval '1 day' WHERE id = $1", [target]);
await db.exec('VACUUM ANALYZE');
const n = (await db.query('SELECT count(*) AS n FROM quiz_score_items')).rows[0].n;
const a = (await db.query('SELECT count(*) AS n FROM quiz_scores WHERE assignment_id = $1', [target])).rows[0].n;
console.error('[homework bench] seeded ' + Number(n).toLocaleString() + ' item rows, ' + a + ' attempts on the measured assignment, in ' + ((Date.now() - t0) / 1000).toFixed(1) + ' s (' + db.kind + ')');
const token = (id, role) => signToken({ sub: String(id), role }, config.tokenSecret, 3600);
console.log(JSON.stringify({ assignment: target, teacher: token(teacher, 'teacher'), pupil: token(firstPupil, 'student') }));
await db.close();
`;

async function benchDatabase(kind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'homework-bench-'));
  const env = { DATA_DIR: dataDir, TOKEN_SECRET: 'bench-secret', ADMIN_TOKEN: 'bench-admin' };
  let dropDb = null;
  if (kind === 'postgres') {
    const require = createRequire(join(API, 'package.json'));
    const pg = require('pg');
    const name = `bench_homework_${process.pid}`;
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
    log(`${kind}: seeding ${ITEMS.toLocaleString()} item rows…`);
    const seeded = JSON.parse((await runApiScript(SEED, env)).trim().split('\n').pop());
    const api = await startApi(env);
    try {
      const BOARDS = `${api.base}/wp-json/custom/v1/boards`;
      const pages = {
        'results page (class of 40)': [`${BOARDS}/assignments/${seeded.assignment}/results`, seeded.teacher],
        'results CSV (class of 40)': [`${BOARDS}/assignments/${seeded.assignment}/results.csv`, seeded.teacher],
        "a pupil's To-do list": [`${BOARDS}/assignments/mine`, seeded.pupil],
      };
      for (const [label, [url, token]] of Object.entries(pages)) {
        const auth = { authorization: `Bearer ${token}` };
        const sample = await fetch(url, { headers: auth });
        const body = await sample.text();
        if (!sample.ok) throw new Error(`${label}: ${sample.status} ${body}`);
        await load(url, { headers: auth, ...LOAD }); // warm-up pass: plans, caches, JIT
        const apiResult = await load(url, { headers: auth, ...LOAD });
        const bare = await bareServer(body, sample.headers.get('content-type') ?? 'application/json');
        const bareResult = await load(bare.url, LOAD);
        await bare.close();
        rows.push({ database: kind, page: label, bytes: Buffer.byteLength(body), api: apiResult, bare: bareResult });
        log(`${kind} / ${label}: p99 ${apiResult.p99.toFixed(1)} ms (bare ${bareResult.p99.toFixed(2)} ms)`);
      }
    } finally {
      await api.stop();
    }
  } finally {
    if (dropDb) await dropDb().catch((e) => log(`could not drop the bench database: ${e.message}`));
    if (!process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
    else log(`kept ${dataDir}`);
  }
  return rows;
}

const results = [];
for (const kind of DBS) results.push(...(await benchDatabase(kind)));

const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '—');
console.log(
  `\nHomework results at ${ITEMS.toLocaleString()} item rows (${ASSIGNMENTS} assignments, ${CLASSES} classes of ${CLASS_SIZE}), ${CONCURRENCY} connections, ${SECONDS} s per run, loopback (target: results page p99 ≤ 150 ms)`,
);
console.log(['database', 'page', 'bytes', 'api req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'bare req/s', 'bare p99 ms'].join(' | '));
for (const r of results) {
  console.log(
    [r.database, r.page, r.bytes, fmt(r.api.rps, 0), fmt(r.api.p50), fmt(r.api.p95), fmt(r.api.p99), r.api.errors, fmt(r.bare.rps, 0), fmt(r.bare.p99, 2)].join(
      ' | ',
    ),
  );
}
