import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { givePlan, insertUser } from '../helpers/contentFixtures';
import { runSeeds } from '../../src/db/seed/seedRegistry';
import { seedStoreProducts } from '../../src/db/seed/storeSeeds';
import { allowanceOf, startGame } from '../../src/routes/quiz/dailyGames';

const LIMIT = 2;
// 23:30 in Malaysia on 28 November is 15:30 UTC; an hour later Malaysia is on the 29th, UTC is not
const LATE_EVENING = new Date('2026-11-28T15:30:00Z');
const AFTER_MIDNIGHT = new Date('2026-11-28T16:30:00Z');

/**
 * README: DAILY_GAME_LIMIT counts "games a day for a free student, counted in Malaysian time".
 * Between 00:00 and 08:00 in Malaysia the UTC day is still yesterday: a count by the UTC day
 * would still hold last night's games against the child, and would fail here.
 */
describe("the daily game limit's day is Malaysia's, not UTC's", () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp();
    await runSeeds(ctx.db, ctx.config, [seedStoreProducts]);
  });
  after(() => ctx.close());

  const game = (userId: string, topicKey: string) => ({ userId, role: 'student' as const, quizCategory: 'Choice', topicKey });

  it('should give a free student a new day at midnight in Malaysia, while the UTC day goes on', async () => {
    const student = await insertUser(ctx.db, 'nightowl');
    await givePlan(ctx.db, student, 770);
    for (const topic of ['pre-generated-ta-a', 'pre-generated-ta-b']) await startGame(ctx.db, LIMIT, game(student, topic), LATE_EVENING);
    expect(await allowanceOf(ctx.db, LIMIT, student, 'student', LATE_EVENING)).toMatchObject({ played: 2, remaining: 0, resetsAt: '2026-11-28T16:00:00.000Z' });
    await expect(startGame(ctx.db, LIMIT, game(student, 'pre-generated-ta-c'), LATE_EVENING)).rejects.toMatchObject({ code: 'daily_limit' });

    expect(await allowanceOf(ctx.db, LIMIT, student, 'student', AFTER_MIDNIGHT)).toMatchObject({
      played: 0,
      remaining: LIMIT,
      resetsAt: '2026-11-29T16:00:00.000Z',
    });
    expect(await startGame(ctx.db, LIMIT, game(student, 'pre-generated-ta-c'), AFTER_MIDNIGHT)).toMatchObject({ played: 1, remaining: 1 });
  });
});
