import { ITEM_ATTEMPT_LIMITS, itemAttemptsSchema } from '@app/shared';
import type { ReviewItem } from './gameSession';
import { itemAttemptsOf } from './itemAttemptsOf';

const item = (patch: Partial<ReviewItem>): ReviewItem => ({
  word: 'புலி',
  prompt: '',
  answer: 'புலி',
  outcome: 'right',
  wrong: [],
  wrongTries: 0,
  hints: 0,
  at: 0,
  ...patch,
});

describe('itemAttemptsOf', () => {
  it('should send each item with its topic word, last answer, wrong answers, tries, hints and time', () => {
    const attempts = itemAttemptsOf([
      item({ word: 'யானை', answer: 'யானை', given: 'யானை', wrong: ['யனை'], wrongTries: 2, hints: 1, at: 9_000 }),
      item({ word: 'புலி', given: 'பலி', outcome: 'wrong', at: 15_500 }),
    ]);
    expect(attempts).toEqual([
      { word: 'யானை', outcome: 'right', given: 'யானை', wrong: ['யனை'], wrongTries: 2, hints: 1, ms: 9_000 },
      { word: 'புலி', outcome: 'wrong', given: 'பலி', wrong: [], wrongTries: 0, hints: 0, ms: 6_500 },
    ]);
    expect(itemAttemptsSchema.safeParse(attempts).success).toBe(true);
  });

  it('should share the time evenly between items that ended together (a passage judged at once)', () => {
    const attempts = itemAttemptsOf([item({ at: 4_000 }), item({ word: 'a', at: 10_000 }), item({ word: 'b', at: 10_000 }), item({ word: 'c', at: 10_000 })]);
    expect(attempts.map((a) => a.ms)).toEqual([4_000, 2_000, 2_000, 2_000]);
  });

  it('should never count fewer wrong tries than wrong answers given', () => {
    expect(itemAttemptsOf([item({ wrong: ['a', 'b'], wrongTries: 0 })])[0]!.wrongTries).toBe(2);
  });

  it('should leave out review lines saved before items kept their word', () => {
    expect(itemAttemptsOf([item({ word: '' }), item({ word: 'கடல்' })]).map((a) => a.word)).toEqual(['கடல்']);
  });

  it('should keep within the wire format: NFC text, at most the limits, whole code points', () => {
    const long = '😀'.repeat(ITEM_ATTEMPT_LIMITS.maxAnswerLength);
    const many = Array.from({ length: ITEM_ATTEMPT_LIMITS.maxItems + 5 }, (_, i) =>
      item({ word: 'கொ'.normalize('NFD'), given: long, wrong: Array(30).fill('x'), wrongTries: 500, at: i * 10_000_000 }),
    );
    const attempts = itemAttemptsOf(many);
    expect(attempts).toHaveLength(ITEM_ATTEMPT_LIMITS.maxItems);
    expect(attempts[0]!.word).toBe('கொ'.normalize('NFC'));
    expect(attempts[0]!.given!.length).toBeLessThanOrEqual(ITEM_ATTEMPT_LIMITS.maxAnswerLength);
    expect(attempts[0]!.given!.endsWith('\ud83d')).toBe(false);
    expect(itemAttemptsSchema.safeParse(attempts).success).toBe(true);
  });
});
