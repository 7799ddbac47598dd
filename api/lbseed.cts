(async () => {
const { openPglite, openPostgres } = require('./src/db/database');
const { migrate } = require('./src/db/migrate');
const { runSeeds } = require('./src/db/seed/seedRegistry');
const { loadConfig } = require('./src/config/apiConfig');
const config = loadConfig();
const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir + '/pglite');
await migrate(db);
await runSeeds(db, config);
const t0 = Date.now();
await db.exec(`INSERT INTO users (email, username, first_name, last_name, role, school, state)
  SELECT 'bench' || g || '@bench.my', 'bench' || g, 'Murid' || g, 'Bench', 'student', 'SK Bench ' || (g % 400),
         (ARRAY['Johor','Perak','Selangor','Kedah'])[(1 + g % 4)::int]
  FROM generate_series(1, 20000) g`);
const first = Number((await db.query("SELECT min(id) AS id FROM users WHERE email LIKE 'bench%'")).rows[0].id);
// the demo student plays in the bench school too, so "my school" is a real scope
await db.query("UPDATE users SET school = 'SK Bench 7', state = 'Perak' WHERE mykad = $1", ['120315101234']);
const CATS = "ARRAY['Search','Blank','Error','Jumble','Guess','Pair','Group','Mark','Stack','Reform','Change','Match','Picture','Audio','Choice','Spell','Phrase','Tile','Cross']";
// the insert trigger folds each batch into leaderboard_bests (041) in one sort: keep batches modest
const BATCH = 100000;
for (let start = 1; start <= 1000000; start += BATCH) {
  const end = Math.min(1000000, start + BATCH - 1);
  await db.exec(`INSERT INTO quiz_scores (client_id, user_id, quiz_category, topic_key, language, score, level, time_submitted)
    SELECT 'bench-' || g, ${first} + (g * 7919) % 20000, (${CATS})[(1 + g % 19)::int], 'pre-generated-topic-' || (g % 50),
           (ARRAY['ta','en','bm'])[(1 + g % 3)::int], ((g * 104729) % 1001) / 10.0, (1 + g % 3)::int,
           now() - make_interval(secs => ((g * 7.77)::bigint % (90 * 86400))::float8)
    FROM generate_series(${start}::bigint, ${end}::bigint) g`);
}
await db.exec('ANALYZE');
const rollup = (await db.query('SELECT count(*) AS n FROM leaderboard_bests')).rows[0].n;
console.error('[leaderboard bench] seeded 1000000 score rows (' + rollup + ' rollup rows) in ' + ((Date.now() - t0) / 1000).toFixed(1) + ' s (' + db.kind + ')');
await db.close();
})();