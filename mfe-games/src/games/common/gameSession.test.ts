import { accuracyPercent, chargedScore, elapsedMs, INITIAL_SESSION, nextSession, roundResult, sessionAccuracy, type GameSession } from './gameSession';

const playing = (): GameSession => nextSession(INITIAL_SESSION, { type: 'start', game: 'choice', level: 2, seed: 7, now: 1_000 });
const finished = (s: GameSession, now = 31_000) => {
  const done = nextSession(s, { type: 'finish', now, score: s.phase === 'choosing' ? 0 : s.score, correct: 0, attempted: 0 });
  if (done.phase !== 'finished') throw new Error('not finished');
  return done;
};

describe('gameSession', () => {
  it('should start a fresh game at zero on the chosen level', () => {
    expect(playing()).toMatchObject({ phase: 'playing', game: 'choice', level: 2, seed: 7, score: 0, correct: 0, attempted: 0, hintsUsed: 0, items: [] });
  });

  it('should count time from the start, plus the time already played when resuming', () => {
    expect(elapsedMs(playing(), 4_000)).toBe(3_000);
    const resumed = nextSession(INITIAL_SESSION, {
      type: 'start',
      game: 'jumble',
      level: 1,
      seed: 3,
      now: 10_000,
      resume: { elapsedMs: 60_000, hintsUsed: 2, score: 5, correct: 5, attempted: 6, state: { a: 1 } },
    });
    expect(elapsedMs(resumed, 12_000)).toBe(62_000);
    expect(resumed).toMatchObject({ score: 5, correct: 5, attempted: 6, hintsUsed: 2, restored: { a: 1 } });
  });

  it('should take the reported tally and count hints only while playing', () => {
    let s = nextSession(playing(), { type: 'report', score: 4, correct: 2, attempted: 3, done: 3, total: 8 });
    s = nextSession(s, { type: 'hint' });
    expect(s).toMatchObject({ score: 4, correct: 2, attempted: 3, hintsUsed: 1, done: 3, total: 8 });
    expect(nextSession(INITIAL_SESSION, { type: 'hint' })).toBe(INITIAL_SESSION);
  });

  it('should charge every hint from the score the player sees, never below zero', () => {
    let s = nextSession(playing(), { type: 'report', score: 20, correct: 2, attempted: 2 });
    s = nextSession(nextSession(s, { type: 'hint' }), { type: 'hint' });
    // choice: a hint costs 3
    expect(chargedScore(s)).toBe(14);
    for (let i = 0; i < 10; i += 1) s = nextSession(s, { type: 'hint' });
    expect(chargedScore(s)).toBe(0);
  });

  it('should not charge a hint that gave nothing', () => {
    const s = nextSession(nextSession(playing(), { type: 'hint' }), { type: 'hintRefund' });
    expect(s).toMatchObject({ hintsUsed: 0, hintsPending: 0 });
  });

  it('should give the hints pressed since the last item to the next item recorded', () => {
    let s = nextSession(playing(), { type: 'hint' });
    s = nextSession(s, { type: 'item', now: 2_000, item: { word: 'புலி', prompt: 'p1', answer: 'புலி', outcome: 'right' } });
    s = nextSession(s, { type: 'item', now: 2_000, item: { word: 'யானை', prompt: 'p2', answer: 'யானை', outcome: 'right' } });
    expect(s.phase !== 'choosing' && s.items.map((i) => i.hints)).toEqual([1, 0]);
    // the hinted item is not right for accuracy
    expect(sessionAccuracy(s)).toEqual({ correct: 1, attempted: 2, percent: 50 });
  });

  it('pressing only the hint button never gives 100 %, even for a game that records no items', () => {
    let s = nextSession(playing(), { type: 'hint' });
    s = nextSession(s, { type: 'report', score: 10, correct: 1, attempted: 1 });
    expect(sessionAccuracy(s).percent).toBe(0);
  });

  it('should freeze the duration when the game finishes and ignore later moves', () => {
    const done = nextSession(playing(), { type: 'finish', now: 31_000, score: 10, correct: 5, attempted: 5 });
    expect(done).toMatchObject({ phase: 'finished', durationMs: 30_000, score: 10 });
    expect(elapsedMs(done, 99_000)).toBe(30_000);
    expect(nextSession(done, { type: 'report', score: 99, correct: 1, attempted: 1 })).toBe(done);
  });

  it('should give stars and praise that match the round', () => {
    let s = nextSession(playing(), { type: 'report', score: 0, correct: 0, attempted: 0, total: 2 });
    s = nextSession(s, { type: 'item', now: 2_000, item: { word: 'a', prompt: '', answer: 'a', outcome: 'wrong', given: 'b' } });
    s = nextSession(s, { type: 'item', now: 2_000, item: { word: 'c', prompt: '', answer: 'c', outcome: 'wrong', given: 'd' } });
    expect(roundResult(finished(s))).toEqual({ score: 0, accuracy: 0, stars: 1, praise: 'keepTrying', maxScore: 20 });
    let good = nextSession(playing(), { type: 'report', score: 20, correct: 2, attempted: 2, total: 2 });
    good = nextSession(good, { type: 'item', now: 2_000, item: { word: 'a', prompt: '', answer: 'a', outcome: 'right' } });
    good = nextSession(good, { type: 'item', now: 2_000, item: { word: 'c', prompt: '', answer: 'c', outcome: 'right' } });
    // two choice questions in 10 s: within par (12 s a question)
    expect(roundResult(finished(good, 11_000))).toMatchObject({ score: 20, accuracy: 100, stars: 3, praise: 'excellent' });
    expect(roundResult(finished(good, 60_000))).toMatchObject({ stars: 2, praise: 'wellDone' });
  });

  // issue 22: "in 9 games a wrong try still shows 100 % accuracy"; pair showed 3★, 🎉, "try again", 0 points
  it('should score and star a round by the shared fair rule over its items, whatever the game reported', () => {
    let s = nextSession(playing(), { type: 'report', score: 20, correct: 2, attempted: 2, total: 2 });
    s = nextSession(s, { type: 'item', now: 2_000, item: { word: 'a', prompt: '', answer: 'a', outcome: 'right', wrong: ['b'], wrongTries: 1 } });
    s = nextSession(s, { type: 'item', now: 3_000, item: { word: 'c', prompt: '', answer: 'c', outcome: 'right' } });
    // choice medium: 10 for c; a right after a wrong try earns half (5) and the wrong try costs a question (10)
    expect(chargedScore(s)).toBe(5);
    expect(roundResult(finished(s, 11_000))).toEqual({ score: 5, accuracy: 50, stars: 1, praise: 'goodTry', maxScore: 20 });
    let hinted = nextSession(nextSession(playing(), { type: 'report', score: 20, correct: 2, attempted: 2, total: 2 }), { type: 'hint' });
    hinted = nextSession(hinted, { type: 'item', now: 2_000, item: { word: 'a', prompt: '', answer: 'a', outcome: 'right' } });
    hinted = nextSession(nextSession(hinted, { type: 'hint' }), { type: 'item', now: 2_000, item: { word: 'c', prompt: '', answer: 'c', outcome: 'right' } });
    expect(roundResult(finished(hinted, 11_000))).toEqual({ score: 4, accuracy: 0, stars: 1, praise: 'goodTry', maxScore: 20 });
  });

  it('should count a unit never reached as not right: two right of a round of eight is 25 %', () => {
    let s = nextSession(playing(), { type: 'report', score: 20, correct: 2, attempted: 2, total: 8 });
    for (const w of ['a', 'c']) s = nextSession(s, { type: 'item', now: 2_000, item: { word: w, prompt: '', answer: w, outcome: 'right' } });
    expect(roundResult(finished(s, 11_000))).toEqual({ score: 20, accuracy: 25, stars: 1, praise: 'goodTry', maxScore: 80 });
  });

  it('should go back to the level chooser on play again', () => {
    expect(nextSession(playing(), { type: 'again' })).toEqual({ phase: 'choosing' });
  });

  const rows: [string, number, number, number][] = [
    ['no answers yet is 0 %', 0, 0, 0],
    ['all right is 100 %', 4, 4, 100],
    ['two of three is 67 %', 2, 3, 67],
  ];
  for (const [name, correct, attempted, expected] of rows) {
    it(`should compute accuracy: ${name}`, () => expect(accuracyPercent({ correct, attempted })).toBe(expected));
  }
});
