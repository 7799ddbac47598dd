import { z } from 'zod/mini';
import { decodeProgress, encodeProgress, quizScorePayload, restoreWith } from './progressState';

const base = {
  game: 'jumble',
  topicKey: 'pre-generated-ta-animals',
  level: 2 as const,
  seed: 42,
  elapsedMs: 5000,
  score: 3,
  correct: 3,
  attempted: 4,
  hintsUsed: 0,
  finished: false,
  savedAt: '2026-11-22T00:00:00.000Z',
  state: { index: 3 },
};

describe('progressState', () => {
  it('should read back what it wrote', () => {
    expect(decodeProgress(encodeProgress(base), 'jumble', base.topicKey)).toMatchObject({ level: 2, seed: 42, state: { index: 3 } });
  });

  const rejected: [string, string | undefined][] = [
    ['nothing saved', undefined],
    ['not JSON', '{oops'],
    ['a different shape', JSON.stringify({ hello: 1 })],
    ['another game', encodeProgress({ ...base, game: 'guess' })],
    ['another topic', encodeProgress({ ...base, topicKey: 'pre-generated-ta-food' })],
    ['a finished game', encodeProgress({ ...base, finished: true })],
    ['an impossible level', encodeProgress({ ...base, level: 7 as never })],
  ];
  for (const [name, stored] of rejected) {
    it(`should start fresh when the saved progress is ${name}`, () => {
      expect(decodeProgress(stored, 'jumble', base.topicKey)).toBeUndefined();
    });
  }

  it('should hand a game only a snapshot that matches its schema', () => {
    const schema = z.object({ index: z.number() });
    expect(restoreWith(schema, { index: 2 })).toEqual({ index: 2 });
    expect(restoreWith(schema, { index: 'two' })).toBeUndefined();
    expect(restoreWith(schema, undefined)).toBeUndefined();
  });

  it('should build the docs/requirements.md §3 quiz score record "quiz_category, topic_key, score, level, time_submitted"', () => {
    expect(
      quizScorePayload({
        quizCategory: 'Jumble',
        topicKey: 'k',
        score: 9,
        level: 3,
        durationMs: 1234.4,
        language: 'ta',
        now: new Date('2026-11-22T01:00:00Z'),
        items: [{ word: 'புலி', outcome: 'right', wrong: [], wrongTries: 0, hints: 0, ms: 4000 }],
      }),
    ).toEqual({
      quiz_category: 'Jumble',
      topic_key: 'k',
      score: 9,
      level: 3,
      time_submitted: '2026-11-22T01:00:00.000Z',
      duration_ms: 1234,
      language: 'ta',
      items: [{ word: 'புலி', outcome: 'right', wrong: [], wrongTries: 0, hints: 0, ms: 4000 }],
    });
  });
});
