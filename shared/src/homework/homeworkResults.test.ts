import type { ItemAttempt } from '../scores/itemAttempts';
import { attemptStars, classStanding, missedWords, pupilProgress, wordResults, type HomeworkAttempt, type HomeworkSpec } from './homeworkResults';

const DUE = Date.parse('2026-11-20T12:00:00Z');
const H = 3600_000;
const spec = (over: Partial<HomeworkSpec> = {}): HomeworkSpec => ({ games: ['Jumble'], level: 1, timed: false, dueAt: DUE, closedAt: null, ...over });
const right = (word: string): ItemAttempt => ({ word, outcome: 'right', given: word, wrong: [], wrongTries: 0, hints: 0, ms: 3000 });
const wrongThenRight = (word: string, ...wrong: string[]): ItemAttempt => ({ ...right(word), wrong, wrongTries: wrong.length });
const failed = (word: string, given: string): ItemAttempt => ({ word, outcome: 'wrong', given, wrong: [], wrongTries: 1, hints: 0, ms: 4000 });
const hinted = (word: string): ItemAttempt => ({ ...right(word), hints: 1 });
let n = 0;
const attempt = (pupilId: number, over: Partial<HomeworkAttempt> = {}): HomeworkAttempt => ({
  id: ++n,
  pupilId,
  quizCategory: 'Jumble',
  score: 30,
  durationMs: 60_000,
  finishedAt: DUE - H,
  items: [right('புலி'), right('யானை'), right('மயில்')],
  ...over,
});

describe('pupilProgress — done / not yet / late, best score, stars, time, attempts', () => {
  it('should say not yet, with nothing to show, before the first attempt', () => {
    expect(pupilProgress(spec(), [])).toEqual({ status: 'not_yet', gamesDone: [], bestScore: null, stars: null, timeSpentMs: 0, attempts: 0, lastAt: null });
  });

  it.each([
    ['one attempt before the deadline: done', [attempt(1)], 'done'],
    ['one attempt after the deadline: late', [attempt(1, { finishedAt: DUE + H })], 'late'],
    ['a late attempt after an on-time one: still done', [attempt(1), attempt(1, { finishedAt: DUE + H })], 'done'],
  ])('%s', (_, attempts, status) => expect(pupilProgress(spec(), attempts).status).toBe(status));

  it('should want every game of the assignment before it says done', () => {
    const two = spec({ games: ['Jumble', 'Spell'] });
    expect(pupilProgress(two, [attempt(1)])).toMatchObject({ status: 'not_yet', gamesDone: ['Jumble'] });
    expect(pupilProgress(two, [attempt(1), attempt(1, { quizCategory: 'Spell', score: 20 })])).toMatchObject({
      status: 'done',
      gamesDone: ['Jumble', 'Spell'],
      bestScore: 50,
    });
  });

  it('should add up the best of each game, the time of every attempt, and count every attempt', () => {
    const p = pupilProgress(spec(), [attempt(1, { score: 10, durationMs: 30_000 }), attempt(1, { score: 40, durationMs: 45_000, finishedAt: DUE - 10 })]);
    expect(p).toMatchObject({ bestScore: 40, timeSpentMs: 75_000, attempts: 2, lastAt: DUE - 10 });
  });

  it('should ignore a game the assignment does not ask for', () => {
    expect(pupilProgress(spec(), [attempt(1, { quizCategory: 'Search' })]).attempts).toBe(0);
  });

  it('should give the best stars of each game, and the lowest of those across games', () => {
    const two = spec({ games: ['Jumble', 'Spell'] });
    const weak = attempt(1, { quizCategory: 'Spell', items: [right('புலி'), failed('யானை', 'யனை'), failed('மயில்', 'மயல்')] });
    expect(pupilProgress(two, [attempt(1), weak]).stars).toBe(1);
    expect(pupilProgress(spec(), [attempt(1, { items: [failed('புலி', 'புளி')] }), attempt(1)]).stars).toBe(3);
  });

  it('should give no stars for an attempt whose answers were not recorded', () => {
    expect(pupilProgress(spec(), [attempt(1, { items: null })])).toMatchObject({ status: 'done', stars: null });
  });
});

describe('attemptStars — untimed work earns its stars on accuracy alone', () => {
  const slow = { quizCategory: 'Jumble', durationMs: 10 * 60_000, items: [right('புலி'), right('யானை'), right('மயில்')] };
  it.each([
    ['all right but slow, untimed: three stars', false, slow, 3],
    ['all right but slow, timed: two stars (par time passed)', true, slow, 2],
    ['every word hinted: one star', false, { ...slow, items: [hinted('புலி'), hinted('யானை')] }, 1],
  ])('%s', (_, timed, a, stars) => expect(attemptStars({ level: 1, timed }, a)).toBe(stars));
});

describe('wordResults — per word: right first time, the wrong answers, most-missed first', () => {
  it('should count a pupil once per word, by their first meeting with it', () => {
    const rows = wordResults([
      attempt(1, { items: [failed('யானை', 'யனை'), right('புலி')] }),
      attempt(1, { items: [right('யானை'), right('புலி')], finishedAt: DUE }),
      attempt(2, { items: [right('யானை'), wrongThenRight('புலி', 'புளி')] }),
      attempt(3, { items: [wrongThenRight('புலி', 'புளி', 'பலி')] }),
    ]);
    expect(rows).toEqual([
      {
        word: 'புலி',
        pupils: 3,
        rightFirstTime: 1,
        missed: 2,
        wrongAnswers: [
          { answer: 'புளி', pupils: 2 },
          { answer: 'பலி', pupils: 1 },
        ],
      },
      { word: 'யானை', pupils: 2, rightFirstTime: 1, missed: 1, wrongAnswers: [{ answer: 'யனை', pupils: 1 }] },
    ]);
  });

  it('should not call a hinted word right first time', () => {
    expect(wordResults([attempt(1, { items: [hinted('மயில்')] })])[0]).toMatchObject({ rightFirstTime: 0, missed: 1 });
  });

  it('should read a Tamil word typed as ெ + ா the same as ொ', () => {
    const decomposed = 'கொடி'.normalize('NFD');
    const rows = wordResults([attempt(1, { items: [right('கொடி')] }), attempt(2, { items: [failed(decomposed, 'கெடி')] })]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ word: 'கொடி', pupils: 2, missed: 1 });
  });

  it('should skip attempts that recorded no items', () => {
    expect(wordResults([attempt(1, { items: null })])).toEqual([]);
  });
});

describe('missedWords — what "practise what I missed" replays', () => {
  it('should list the words not right first time, in the order met', () => {
    const words = missedWords([
      attempt(1, { items: [right('புலி'), failed('யானை', 'யனை'), hinted('மயில்')] }),
      attempt(1, { items: [right('யானை')], finishedAt: DUE }),
    ]);
    expect(words).toEqual(['யானை', 'மயில்']);
  });
});

describe('classStanding — what pupils see of the others', () => {
  const standings = [
    { pupilId: 1, name: 'Kavin R.', bestScore: 30 },
    { pupilId: 2, name: 'Meena S.', bestScore: 50 },
    { pupilId: 3, name: 'Arul T.', bestScore: 30 },
  ];
  it('should show nothing when hidden', () => expect(classStanding('hidden', standings, 1)).toEqual({ mode: 'hidden' }));
  it('should show only the average when asked', () => {
    expect(classStanding('average', standings, 1)).toEqual({ mode: 'average', average: 36.7, pupils: 3 });
    expect(classStanding('average', [], 1)).toEqual({ mode: 'average', average: null, pupils: 0 });
  });
  it('should rank with shared places for equal scores, and mark the viewer', () => {
    expect(classStanding('shown', standings, 1)).toEqual({
      mode: 'shown',
      ranking: [
        { rank: 1, name: 'Meena S.', score: 50, me: false },
        { rank: 2, name: 'Arul T.', score: 30, me: false },
        { rank: 2, name: 'Kavin R.', score: 30, me: true },
      ],
    });
  });
});
