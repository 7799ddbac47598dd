import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { insertScore, insertUser } from './boardFixtures';
import { loadBoardUser, type BoardUser } from '../../src/routes/boards/boardAccess';
import { leaderboardBucket, pruneLeaderboardBests, readLeaderboard, readSchoolboard, type LeaderboardFilter } from '../../src/routes/boards/leaderboardQueries';
import { leaderboardPeriodStart, LEADERBOARD_PERIODS, rankSchools, schoolStanding, type LeaderboardPeriod, type SchoolPupil } from '@app/shared/node';

// The trigger only fills the current day, week and month (reads never ask for a past one), so
// the scores sit around the edges of the real current buckets, in Malaysian time (UTC+8).
let NOW = new Date();
let TIMES: string[] = [];
const at = (ms: number) => new Date(ms).toISOString();
const startOf = (period: LeaderboardPeriod) => leaderboardPeriodStart(period, NOW)!.getTime();

async function settleClock() {
  // a run that straddles local midnight would see the buckets move under it: wait it out
  const nextDay = startOf('today') + 24 * 3600_000;
  if (nextDay - Date.now() < 120_000) await new Promise((r) => setTimeout(r, nextDay - Date.now() + 1000));
  NOW = new Date();
  const [day, week, month] = [startOf('today'), startOf('week'), startOf('month')];
  TIMES = [day, day - 1000, week, week - 1000, month, month - 1000, NOW.getTime() - 60_000, NOW.getTime() - 400 * 24 * 3600_000].map(at);
}
const GAMES = ['Search', 'Blank'];
const LANGUAGES = ['ta', 'en', null];

interface Played {
  userId: number;
  score: number;
  at: string;
  category: string;
  topic: string;
  language: string | null;
}

/** The leaderboard rule, written the plain way: each player's best (earliest on ties), ranked. */
function expected(scores: Played[], f: LeaderboardFilter, players: Set<number> | null, viewerId: number) {
  const start = leaderboardPeriodStart(f.period, NOW);
  const best = new Map<number, Played>();
  for (const s of scores) {
    if (f.quizCategory && s.category !== f.quizCategory) continue;
    if (f.topicKey && s.topic !== f.topicKey) continue;
    if (f.language && s.language !== f.language) continue;
    if (start && new Date(s.at) < start) continue;
    if (new Date(s.at) > NOW) continue;
    if (players && !players.has(s.userId)) continue;
    const b = best.get(s.userId);
    if (!b || s.score > b.score || (s.score === b.score && s.at < b.at)) best.set(s.userId, s);
  }
  const ranked = [...best.values()]
    .sort((a, b) => b.score - a.score || a.at.localeCompare(b.at) || a.userId - b.userId)
    .map((s, i) => ({ rank: i + 1, userId: s.userId, score: s.score, at: s.at }));
  return { total: ranked.length, top: ranked.slice(0, f.limit), viewer: ranked.find((r) => r.userId === viewerId) ?? null };
}

describe('leaderboard rollup (leaderboard_bests, migration 041)', () => {
  let ctx: TestContext;
  const scores: Played[] = [];
  const users: number[] = [];
  const names = new Map<number, string>();
  const people = new Map<number, { school: string | null; state: string }>();
  let viewer: BoardUser;
  let school: Set<number>;

  before(async () => {
    await settleClock();
    ctx = await buildTestApp();
    for (let i = 0; i < 12; i++) {
      const person = { school: i % 3 === 0 ? 'SK Rollup' : i === 11 ? null : 'SK Else', state: i % 2 === 0 ? 'Perak' : 'Johor' };
      const id = await insertUser(ctx.db, { first: `P${i}`, last: 'Kumar', ...person });
      users.push(id);
      people.set(id, person);
      names.set(id, `P${i} K.`);
    }
    viewer = await loadBoardUser(ctx.db, users[0]!);
    school = new Set(users.filter((id) => people.get(id)!.school === viewer.school && people.get(id)!.state === viewer.state));
    // a fixed pseudo-random spread: many ties (score % 4), every bucket edge, both games, three languages
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let n = 0; n < 140; n++) {
      const s: Played = {
        userId: users[next() % users.length]!,
        score: (next() % 4) * 25,
        at: TIMES[next() % TIMES.length]!,
        category: GAMES[next() % GAMES.length]!,
        topic: `pre-generated-t${next() % 2}`,
        language: LANGUAGES[next() % LANGUAGES.length]!,
      };
      scores.push(s);
      await insertScore(ctx.db, { userId: s.userId, score: s.score, at: s.at, category: s.category, topic: s.topic, language: s.language });
    }
    // one statement with many rows (the bulk path of the trigger), including a player's own tie
    const bulk = users
      .slice(0, 4)
      .flatMap((userId, i) =>
        [0, 1].map((k) => ({ userId, score: 100, at: TIMES[(i + k) % 3]!, category: 'Search', topic: 'pre-generated-t0', language: 'ta' })),
      );
    await ctx.db.query(
      `INSERT INTO quiz_scores (client_id, user_id, quiz_category, topic_key, language, score, level, time_submitted)
       SELECT 'bulk-' || n, u, 'Search', 'pre-generated-t0', 'ta', 100, 1, t FROM unnest($1::bigint[], $2::timestamptz[]) WITH ORDINALITY AS x(u, t, n)`,
      [bulk.map((b) => b.userId), bulk.map((b) => b.at)],
    );
    scores.push(...bulk);
  });
  after(() => ctx.close());

  const filters: LeaderboardFilter[] = [];
  for (const period of LEADERBOARD_PERIODS)
    for (const quizCategory of [undefined, ...GAMES])
      for (const language of [undefined, 'ta', 'en'])
        for (const topicKey of [undefined, 'pre-generated-t1'])
          for (const scope of ['everyone', 'school'] as const) filters.push({ period, quizCategory, language, topicKey, scope, limit: 3 });

  it(`should rank exactly as the rule says for all ${filters.length} filter combinations`, async () => {
    for (const f of filters) {
      const want = expected(scores, f, f.scope === 'school' ? school : null, viewer.id);
      const got = await readLeaderboard(ctx.db, viewer, f, NOW);
      const label = JSON.stringify(f);
      expect({ label, total: got.total }).toEqual({ label, total: want.total });
      expect({ label, top: got.entries.map((e) => [e.rank, e.name, e.score, e.timeSubmitted]) }).toEqual({
        label,
        top: want.top.map((r) => [r.rank, names.get(r.userId), r.score, r.at]),
      });
      expect({ label, viewer: got.viewer && [got.viewer.rank, got.viewer.score] }).toEqual({
        label,
        viewer: want.viewer && [want.viewer.rank, want.viewer.score],
      });
    }
  });

  it("should rank schools by the shared rule (top pupils' bests, a minimum of active pupils), by figure and by total", async () => {
    // every player's account is a month old here, so each counts for their school (docs/adr/0019)
    await ctx.db.query("UPDATE users SET created_at = now() - interval '30 days'");
    for (const period of LEADERBOARD_PERIODS)
      for (const quizCategory of [undefined, ...GAMES])
        for (const state of [undefined, 'Johor'])
          for (const sort of ['average', 'total'] as const) {
            const start = leaderboardPeriodStart(period, NOW);
            const bySchool = new Map<string, { school: string; state: string; players: Map<number, SchoolPupil> }>();
            for (const s of scores) {
              const person = people.get(s.userId)!;
              if (!person.school || (state && person.state !== state)) continue;
              if ((quizCategory && s.category !== quizCategory) || (start && new Date(s.at) < start)) continue;
              const key = `${person.school}|${person.state}`;
              const row = bySchool.get(key) ?? { school: person.school, state: person.state, players: new Map<number, SchoolPupil>() };
              const pupil = row.players.get(s.userId) ?? { best: 0, total: 0, accountAgeDays: 30, inClass: false };
              row.players.set(s.userId, { ...pupil, best: Math.max(pupil.best, s.score), total: pupil.total + s.score });
              bySchool.set(key, row);
            }
            const want = rankSchools(
              [...bySchool.values()].map((r) => ({ school: r.school, state: r.state, standing: schoolStanding([...r.players.values()]) })),
              sort,
            );
            const label = JSON.stringify({ period, quizCategory, state, sort });
            expect({ label, schools: await readSchoolboard(ctx.db, { period, quizCategory, state, sort }, NOW) }).toEqual({ label, schools: want });
          }
  });

  it('should keep replayed saves (same client_id) out of the rollup', async () => {
    const before = (await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM leaderboard_bests')).rows[0]!.n;
    await ctx.db.query(
      `INSERT INTO quiz_scores (client_id, user_id, quiz_category, topic_key, language, score, level, time_submitted) SELECT client_id, user_id, quiz_category, topic_key, language, score + 500, level, time_submitted FROM quiz_scores ON CONFLICT (client_id) DO NOTHING`,
    );
    expect((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM leaderboard_bests')).rows[0]!.n).toBe(before);
    expect((await readLeaderboard(ctx.db, viewer, { period: 'all', scope: 'everyone', limit: 1 }, NOW)).entries[0]!.score).toBe(100);
  });

  it('should rebuild the same rollup from quiz_scores, as migration 041 does for scores stored before it', async () => {
    const snapshot = () => ctx.db.query('SELECT * FROM leaderboard_bests ORDER BY period, period_start, quiz_category, language, user_id').then((r) => r.rows);
    const kept = await snapshot();
    await ctx.db.query('DELETE FROM leaderboard_bests');
    const migration = readFileSync(join(__dirname, '../../src/db/migrations/041_leaderboard_bests.sql'), 'utf8');
    const backfill = migration.split('\n').filter((line) => line.startsWith('SELECT leaderboard_bests_merge'));
    expect(backfill).toHaveLength(1);
    await ctx.db.query(backfill[0]!);
    expect(await snapshot()).toEqual(kept);
  });

  it('should drop buckets once their period is over, and keep reading the current ones the same', async () => {
    const reads = async () =>
      Promise.all(LEADERBOARD_PERIODS.map((period: LeaderboardPeriod) => readLeaderboard(ctx.db, viewer, { period, scope: 'everyone', limit: 5 }, NOW)));
    const beforePrune = await reads();
    // what an hour-old server would have left behind: yesterday's day bucket
    await ctx.db.query(
      `INSERT INTO leaderboard_bests (period, period_start, quiz_category, language, user_id, score, time_submitted, total_score) VALUES ('today', $1::date - 1, '*', '*', $2, 5, now(), 5)`,
      [leaderboardBucket('today', NOW), viewer.id],
    );
    await pruneLeaderboardBests(ctx.db, NOW);
    const left = await ctx.db.query<{ period: string; period_start: string }>(
      `SELECT DISTINCT period, period_start::text FROM leaderboard_bests ORDER BY 1, 2`,
    );
    expect(left.rows).toEqual([
      { period: 'all', period_start: '1970-01-01' },
      { period: 'month', period_start: leaderboardBucket('month', NOW) },
      { period: 'today', period_start: leaderboardBucket('today', NOW) },
      { period: 'week', period_start: leaderboardBucket('week', NOW) },
    ]);
    expect(await reads()).toEqual(beforePrune);
    // forty days on, every day, week and month bucket of now is over; all time stays
    await pruneLeaderboardBests(ctx.db, new Date(NOW.getTime() + 40 * 24 * 3600_000));
    expect((await ctx.db.query(`SELECT DISTINCT period FROM leaderboard_bests`)).rows).toEqual([{ period: 'all' }]);
  });
});
