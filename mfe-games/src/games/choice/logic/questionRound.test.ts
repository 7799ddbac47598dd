import { applyRoundMove, canHint, judgeTyped, maxScore, pointsFor, revealedLetters, rightCount, type RoundQuestion, startRound } from './questionRound';

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
    expect([state.score, maxScore(state), rightCount(state)]).toEqual([10, 20, 1]);
    expect(applyRoundMove(state, { type: 'choose', option: 0 })).toBe(state);
  });

  it('should take away wrong options with hints but always leave two, and charge for them', () => {
    let state = startRound(1, choiceQuestions);
    state = applyRoundMove(state, { type: 'hint' });
    state = applyRoundMove(state, { type: 'hint' });
    expect(state.removed).toHaveLength(2);
    expect(state.removed).not.toContain(1);
    expect(canHint(state)).toBe(false);
    expect(applyRoundMove(state, { type: 'hint' })).toBe(state);
    const removedChoice = applyRoundMove(state, { type: 'choose', option: state.removed[0] ?? -1 });
    expect(removedChoice).toBe(state);
    expect(applyRoundMove(state, { type: 'choose', option: 1 }).score).toBe(10 - 2 * 3);
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

  // DESIGN.md §6: "typo tolerance counts letters, not code points"
  const typedRows: [answer: string, typed: string, verdict: ReturnType<typeof judgeTyped>][] = [
    ['பூனை', 'பூனை', 'right'],
    ['Kucing', 'kucing', 'right'],
    ['கொக்கு', 'கொக்கு'.normalize('NFD'), 'right'],
    ['பூனை', 'புனை', 'wrong'], // two Tamil letters: no slip allowed
    ['குதிரை', 'குதிறை', 'close'], // one letter of three
    ['குதிரை', 'குதி', 'close'],
    ['குதிரை', 'கதிறை', 'wrong'], // two letters of three
    ['பள்ளிக்கூடம்', 'பளிக்கூடம்', 'close'], // seven letters: two slips allowed
    ['elephant', 'elephnt', 'close'],
    ['elephant', 'elefant', 'wrong'], // ph → f is two letters
    ['cat', 'cut', 'wrong'],
  ];
  for (const [answer, typed, verdict] of typedRows) {
    it(`should judge "${typed}" for "${answer}" as ${verdict}`, () => {
      expect(judgeTyped(answer, typed)).toBe(verdict);
    });
  }

  it('should give fewer points for a close answer and for hints, but at least one for a right one', () => {
    expect([pointsFor('right', 0), pointsFor('close', 0), pointsFor('right', 1), pointsFor('right', 5), pointsFor('wrong', 0)]).toEqual([10, 8, 7, 1, 0]);
  });
});
