import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { givePlan, insertUser } from './boardFixtures';
import { animalTopic, insertTopic } from '../helpers/scoreFixtures';
import { runSeeds } from '../../src/db/seed/seedRegistry';
import { seedStoreProducts } from '../../src/db/seed/storeSeeds';

const BASE = '/wp-json/custom/v1';
const TOPIC = animalTopic();

/**
 * ADR 0007 "Reads are not cached": a player's next leaderboard read after an acknowledged save
 * shows that score, through the save route and the rollup trigger, for each period and scope.
 */
describe('a saved score is on the very next leaderboard read', () => {
  let ctx: TestContext;
  let player: number;
  let rival: number;
  before(async () => {
    ctx = await buildTestApp({ env: { DAILY_GAME_LIMIT: '0' } });
    await runSeeds(ctx.db, ctx.config, [seedStoreProducts]);
    await insertTopic(ctx.db, TOPIC);
    player = await insertUser(ctx.db, { first: 'Segar', last: 'Baru', school: 'SK Segar' });
    rival = await insertUser(ctx.db, { first: 'Lawan', last: 'Lama', school: 'SK Segar' });
    await givePlan(ctx.db, player, 770);
    await givePlan(ctx.db, rival, 770);
  });
  after(() => ctx.close());

  const save = (userId: number, score: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `${BASE}/save-quiz-score`,
      headers: ctx.authHeader(userId),
      payload: {
        client_id: randomUUID(),
        quiz_category: 'Search',
        topic_key: TOPIC.key,
        language: 'ta',
        score,
        level: 1,
        time_submitted: new Date().toISOString(),
        duration_ms: 60_000,
      },
    });
  const board = async (userId: number, query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/leaderboard?quiz_category=Search&${query}`, headers: ctx.authHeader(userId) });
    expect(res.statusCode).toBe(200);
    return res.json() as { viewer: { score: number; rank: number } | null; total: number };
  };

  it('should show each new best at once, read after read, in every period and scope', async () => {
    expect((await save(rival, 5)).statusCode).toBe(200);
    for (const score of [2, 4, 7]) {
      // read first, as a class does between games, so a cached answer would be the stale one
      await board(player, 'period=today&scope=everyone');
      expect((await save(player, score)).statusCode).toBe(200);
      for (const query of ['period=today&scope=everyone', 'period=week&scope=school', 'period=all&scope=everyone']) {
        const read = await board(player, query);
        expect(read.viewer).toMatchObject({ score, rank: score > 5 ? 1 : 2 });
        expect(read.total).toBe(2);
      }
    }
  });

  it("should show another player's new best on the next read too", async () => {
    await board(player, 'period=today&scope=everyone');
    expect((await save(rival, 9)).statusCode).toBe(200);
    expect((await board(player, 'period=today&scope=everyone')).viewer).toMatchObject({ score: 7, rank: 2 });
  });
});
