import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { expect } from 'expect';
import { GAME_SCORING, type ItemAttempt } from '@app/shared/node';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { insertUser } from '../helpers/contentFixtures';
import { animalTopic, insertTopic } from '../helpers/scoreFixtures';

const BASE = '/wp-json/custom/v1';
const TOPIC = animalTopic();
const right = (word: string, over: Partial<ItemAttempt> = {}): ItemAttempt => ({
  word,
  outcome: 'right',
  given: word,
  wrong: [],
  wrongTries: 0,
  hints: 0,
  ms: 2500,
  ...over,
});

describe('item records of every game attempt (issue 23.3, ADR 0030)', () => {
  let ctx: TestContext;
  let student: string;
  before(async () => {
    ctx = await buildTestApp({ env: { DAILY_GAME_LIMIT: '0' } });
    student = await insertUser(ctx.db, 'itemstudent');
    await insertTopic(ctx.db, TOPIC);
  });
  after(() => ctx.close());

  const score = (overrides: Record<string, unknown> = {}) => ({
    client_id: randomUUID(),
    quiz_category: 'Jumble',
    topic_key: TOPIC.key,
    score: 30,
    level: 1,
    time_submitted: '2026-11-20T08:00:00.000Z',
    duration_ms: 40000,
    language: 'ta',
    ...overrides,
  });
  const save = (body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: `${BASE}/save-quiz-score`, headers: ctx.authHeader(student), payload: body });
  const storedItems = async (clientId: string) =>
    (
      await ctx.db.query<{
        position: number;
        word: string;
        outcome: number;
        given: string | null;
        wrong: string[] | null;
        wrong_tries: number;
        hints: number;
        ms: number;
      }>(
        `SELECT i.position, i.word, i.outcome, i.given, i.wrong, i.wrong_tries, i.hints, i.ms FROM quiz_score_items i
         JOIN quiz_scores s ON s.id = i.score_id WHERE s.client_id = $1 ORDER BY i.position`,
        [clientId],
      )
    ).rows;

  describe('POST /save-quiz-score', () => {
    it('should store each item: the word, the outcome, the answer, the wrong answers, tries, hints and time', async () => {
      const body = score({
        items: [
          right('புலி', { wrong: ['புளி', 'பலி'], wrongTries: 2 }),
          { word: 'யானை', outcome: 'wrong', given: 'யனை', wrongTries: 1, hints: 1, ms: 9000 },
          { word: 'மயில்', outcome: 'skipped', ms: 1200 },
        ],
        // a retry earns half (5), and two wrong tries and a wrong answer cost 3 × 5: the fair rule gives 0 (ADR 0022)
        score: 0,
      });
      const res = await save(body);
      expect(res.statusCode).toBe(200);
      expect(await storedItems(body.client_id)).toEqual([
        { position: 0, word: 'புலி', outcome: 0, given: 'புலி', wrong: ['புளி', 'பலி'], wrong_tries: 2, hints: 0, ms: 2500 },
        { position: 1, word: 'யானை', outcome: 3, given: 'யனை', wrong: null, wrong_tries: 1, hints: 1, ms: 9000 },
        { position: 2, word: 'மயில்', outcome: 4, given: null, wrong: null, wrong_tries: 0, hints: 0, ms: 1200 },
      ]);
    });

    it('should still save a score sent without items (a score queued by an older app is never lost)', async () => {
      const body = score();
      expect((await save(body)).statusCode).toBe(200);
      expect(await storedItems(body.client_id)).toEqual([]);
    });

    it('should refuse a word that is not in the topic, naming the item', async () => {
      const res = await save(score({ items: [right('புலி'), right('dinosaur')], score: 20 }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'item_not_in_topic', field: 'items.1.word' });
    });

    it("should refuse more items than the level's round has", async () => {
      const units = GAME_SCORING.jumble.unitsPerRound[1];
      const words = [...TOPIC.items.map((i) => i.word), 'புலி'].slice(0, units + 1);
      const res = await save(score({ items: words.map((w) => right(w)), score: 0 }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'too_many_items', maxItems: units });
    });

    it('should save what the items allow when more is claimed (an older app, or a forger), never more', async () => {
      const items = [right('புலி'), { word: 'யானை', outcome: 'wrong', given: 'யனை', ms: 3000 }];
      // one right (10) less one wrong answer (5): the fair rule (ADR 0022) allows 5
      const high = await save(score({ items, score: 10 }));
      expect(high.statusCode).toBe(200);
      const stored = await ctx.db.query<{ score: number }>('SELECT score FROM quiz_scores WHERE quiz_category = $1 ORDER BY id DESC LIMIT 1', ['Jumble']);
      expect(Number(stored.rows[0]!.score)).toBe(5);
      expect(await ctx.db.query('SELECT 1 FROM quiz_scores WHERE score = 10 AND quiz_category = $1', ['Jumble']).then((r) => r.rows)).toEqual([]);
      const lower = await save(score({ items, score: 3 }));
      expect(lower.statusCode).toBe(200);
      const kept = await ctx.db.query<{ score: number }>('SELECT score FROM quiz_scores WHERE quiz_category = $1 ORDER BY id DESC LIMIT 1', ['Jumble']);
      expect(Number(kept.rows[0]!.score)).toBe(3);
    });

    it('should refuse malformed items with a 4xx, never a 500', async () => {
      for (const items of [
        [{ word: '', outcome: 'right', ms: 1 }],
        [{ word: 'புலி', outcome: 'great', ms: 1 }],
        [{ word: 'புலி', outcome: 'right', ms: -1 }],
        'புலி',
      ]) {
        const res = await save(score({ items }));
        expect(res.statusCode).toBe(400);
      }
    });

    it('should answer a replayed client_id with the stored record and store its items once', async () => {
      const body = score({ items: [right('புலி')], score: 10 });
      expect((await save(body)).statusCode).toBe(200);
      expect((await save(body)).statusCode).toBe(200);
      expect(await storedItems(body.client_id)).toHaveLength(1);
    });

    it('should keep when the game was finished: the receive time less its time in the offline queue', async () => {
      const body = score({ queued_ms: 3 * 3600_000 });
      const res = await save(body);
      const finished = Date.parse(res.json().finished_at);
      expect(Date.parse(res.json().time_submitted) - finished).toBeGreaterThanOrEqual(3 * 3600_000 - 1000);
      expect(Date.parse(res.json().time_submitted) - finished).toBeLessThanOrEqual(3 * 3600_000 + 1000);
    });
  });
});
