import { maxScore } from '@app/shared';
import { applyRoundMove, canHint, judgeTyped, pointsFor, revealedLetters, rightCount, type RoundQuestion, startRound } from './questionRound';

const choiceQuestions: RoundQuestion<string>[] = [
  { prompt: 'cat', answer: 'பூனை', options: ['நாய்', 'பூனை', 'யானை', 'மாடு'] },
  { prompt: 'dog', answer: 'நாய்', options: ['நாய்', 'பூனை', 'யானை', 'மாடு'] },
];
const typedQuestions: RoundQuestion<string>[] = [{ prompt: '___ வேகமாக ஓடியது.', answer: 'குதிரை', options: [] }];

describe('a round of one-answer questions', () => {
  it('should score a right choice, show it as feedback and wait for next', () => {
    const state = applyRoundMove(startRound(1, choiceQuestions), { type: 'choose', option: 1 });
    expect(state.score).toBe(10);
    expect(state.feedback).toEqual({ given: 'பூனை', answer: 'பூனை', verdict: 'right', points: 10, hints: 0 });
    expect(applyRoundMove(state, { type: 'choose', option: 0 })).toBe(state);
    expect(applyRoundMove(state, { type: 'next' }).current).toBe(1);
  });

  it('should give no points for a wrong choice and tell the right answer', () => {
    const state = applyRoundMove(startRound(1, choiceQuestions), { type: 'choose', option: 0 });
    expect(state.score).toBe(0);
    expect(state.feedback).toMatchObject({ given: 'நாய்', answer: 'பூனை', verdict: 'wrong' });
  });

  it('should not move on before the question is answered', () => {
    const state = startRound(1, choiceQuestions);
    expect(applyRoundMove(state, { type: 'next' })).toBe(state);
  });

  it('should finish after the last question and count the right answers', () => {
    let state = startRound(1, choiceQuestions);
    state = applyRoundMove(state, { type: 'choose', option: 1 });
    state = applyRoundMove(state, { type: 'next' });
    state = applyRoundMove(state, { type: 'choose', option: 3 });
    state = applyRoundMove(state, { type: 'next' });
    expect(state.finished).toBe(true);
    expect([state.score, maxScore('choice', { level: 1, itemCount: state.questions.length }), rightCount(state)]).toEqual([10, 20, 1]);
    expect(applyRoundMove(state, { type: 'choose', option: 0 })).toBe(state);
  });

  it('should take away wrong options with hints but always leave two (the frame charges them)', () => {
    let state = startRound(1, choiceQuestions);
    state = applyRoundMove(state, { type: 'hint' });
    state = applyRoundMove(state, { type: 'hint' });
    expect(state.removed).toHaveLength(2);
    expect(state.removed).not.toContain(1);
    expect(canHint(state)).toBe(false);
    expect(applyRoundMove(state, { type: 'hint' })).toBe(state);
    const removedChoice = applyRoundMove(state, { type: 'choose', option: state.removed[0] ?? -1 });
    expect(removedChoice).toBe(state);
    const answered = applyRoundMove(state, { type: 'choose', option: 1 });
    expect(answered.score).toBe(10);
    // a hinted answer is never counted right
    expect(answered.feedback).toMatchObject({ verdict: 'right', hints: 2 });
    expect(rightCount(answered)).toBe(0);
  });

  it('should show one more letter of a typed answer per hint, never the whole word', () => {
    let state = startRound(3, typedQuestions);
    state = applyRoundMove(state, { type: 'hint' });
    expect(revealedLetters(state)).toEqual(['கு']);
    state = applyRoundMove(state, { type: 'hint' });
    expect(revealedLetters(state)).toEqual(['கு', 'தி']);
    expect(canHint(state)).toBe(false);
  });

  it('should ignore an empty typed answer and judge a typed one by letters', () => {
    const state = startRound(3, typedQuestions);
    expect(applyRoundMove(state, { type: 'type', text: '  ' })).toBe(state);
    expect(applyRoundMove(state, { type: 'type', text: ' குதிரை ' }).feedback?.verdict).toBe('right');
  });

  // typo tolerance counts letters, not code points; the rule itself is tested in shared/src/scoring
  const typedRows: [answer: string, typed: string, credit: 'partial' | 'none', verdict: ReturnType<typeof judgeTyped>][] = [
    ['பூனை', 'பூனை', 'partial', 'right'],
    ['Kucing', 'kucing', 'partial', 'right'],
    ['கொக்கு', 'கொக்கு'.normalize('NFD'), 'partial', 'right'],
    ['குதிரை', 'குதிறை', 'partial', 'wrong'], // three letters: no slip allowed
    ['குரங்கு', 'குரகு', 'partial', 'near'], // one letter of four
    ['குரங்கு', 'குரகு', 'none', 'wrong'], // where slips earn nothing
    ['மின்விசிறி', 'மின்விசிறிx', 'partial', 'wrong'], // issue 11: a Latin letter is no slip
    ['elephant', 'elephnt', 'partial', 'near'],
    ['elephant', 'elefant', 'partial', 'wrong'], // ph → f is two letters
    ['cat', 'cut', 'partial', 'wrong'],
  ];
  for (const [answer, typed, credit, verdict] of typedRows) {
    it(`should judge "${typed}" for "${answer}" as ${verdict} when a slip earns ${credit}`, () => {
      expect(judgeTyped(answer, typed, credit)).toBe(verdict);
    });
  }

  it('should give half the points for a near answer and none for a wrong one', () => {
    expect([pointsFor('right'), pointsFor('near'), pointsFor('almost'), pointsFor('wrong')]).toEqual([10, 5, 0, 0]);
  });
});
