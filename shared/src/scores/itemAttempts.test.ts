import { ITEM_ATTEMPT_LIMITS, itemAttemptSchema, itemAttemptsSchema, rightFirstTime } from './itemAttempts';

describe('itemAttemptSchema', () => {
  it.each([
    ['a right answer with defaults filled in', { word: 'கிளி', outcome: 'right', given: 'கிளி', ms: 2400 }, true],
    ['a wrong answer with earlier wrong tries', { word: 'கிளி', outcome: 'wrong', given: 'கலி', wrong: ['கா'], wrongTries: 1, ms: 100 }, true],
    ['a skipped item without an answer', { word: 'கிளி', outcome: 'skipped', ms: 0 }, true],
    ['an empty word', { word: '', outcome: 'right', ms: 1 }, false],
    ['an outcome the frame never records', { word: 'cat', outcome: 'perfect', ms: 1 }, false],
    ['a negative time', { word: 'cat', outcome: 'right', ms: -1 }, false],
    ['more than an hour on one item', { word: 'cat', outcome: 'right', ms: ITEM_ATTEMPT_LIMITS.maxItemMs + 1 }, false],
    ['too many wrong answers kept', { word: 'cat', outcome: 'wrong', wrong: Array(13).fill('x'), ms: 1 }, false],
  ])('%s: valid = %s', (_name, value, valid) => {
    expect(itemAttemptSchema.safeParse(value).success).toBe(valid);
  });

  it('fills in no wrong answers, no wrong tries and no hints when a game sends none', () => {
    expect(itemAttemptSchema.parse({ word: 'cat', outcome: 'right', ms: 5 })).toEqual({
      word: 'cat',
      outcome: 'right',
      wrong: [],
      wrongTries: 0,
      hints: 0,
      ms: 5,
    });
  });

  it('refuses a round of more items than any game has', () => {
    const item = { word: 'cat', outcome: 'right', ms: 5 };
    expect(itemAttemptsSchema.safeParse(Array(ITEM_ATTEMPT_LIMITS.maxItems).fill(item)).success).toBe(true);
    expect(itemAttemptsSchema.safeParse(Array(ITEM_ATTEMPT_LIMITS.maxItems + 1).fill(item)).success).toBe(false);
  });
});

describe('rightFirstTime', () => {
  it.each([
    ['right, no wrong try, no hint', { outcome: 'right', wrongTries: 0, hints: 0 }, true],
    ['right after a wrong try', { outcome: 'right', wrongTries: 1, hints: 0 }, false],
    ['right after a hint', { outcome: 'right', wrongTries: 0, hints: 1 }, false],
    ['a near miss', { outcome: 'near', wrongTries: 0, hints: 0 }, false],
  ] as const)('%s → %s', (_name, attempt, expected) => {
    expect(rightFirstTime(attempt)).toBe(expected);
  });
});
