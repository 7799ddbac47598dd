const { openPostgres } = require('./src/db/database');
const { readBoard, findSession } = require('./src/routes/boards/gameboardRepository');
(async () => {
  const db = await openPostgres(process.env.URL);
  const { rows } = await db.query(`SELECT session_id, count(*) c FROM gameboard_players GROUP BY session_id ORDER BY c DESC LIMIT 1`);
  const session = await findSession(db, Number(rows[0].session_id));
  for (let r=0;r<3;r++){ const times:number[] = [];
  for (let i=0;i<30;i++){ const a=performance.now(); await readBoard(db, session); times.push(performance.now()-a); }
  times.sort((a,b)=>a-b); console.log('players', rows[0].c, 'readBoard ms p50', times[15].toFixed(1), 'max', times[29].toFixed(1)); }
  process.exit(0);
})().catch(e=>{console.error(e);process.exit(1)});
