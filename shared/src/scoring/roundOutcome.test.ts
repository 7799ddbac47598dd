import { GAME_IDS, type GameId } from './gameIds';
import { GAME_SCORING, maxScore, type ScoreLevel } from './gameScoring';
import { isRightFirstTime, itemEarned, roundOutcome, roundScore, starsForRound, wrongTryCost, type RoundItem } from './roundOutcome';
import type { Praise, Stars } from './stars';

// SPEC.md says no more of scores than the record (quiz_category, topic_key, score, level); the
// rule below quotes issue 22 and ADR 0014/0022, which are where stars and hints are decided.
const right: RoundItem = { outcome: 'right', wrongTries: 0, hints: 0 };
const item = (over: Partial<RoundItem>): RoundItem => ({ ...right, ...over });
const LEVELS: ScoreLevel[] = [1, 2, 3];

describe('roundOutcome: score, first-try accuracy, stars and praise from the item records', () => {
  it.each<[string, GameId, ScoreLevel, RoundItem[], { score: number; accuracy: number; stars: Stars; praise: Praise }]>([
    ['all six right at the first try: the maximum, 3★', 'choice', 1, Array(6).fill(right), { score: 60, accuracy: 100, stars: 3, praise: 'excellent' }],
    // issue 22: "in 9 games a wrong try still shows 100 % accuracy"
    [
      'a wrong try then right is not first-try right, and costs',
      'choice',
      1,
      [item({ wrongTries: 1 }), ...Array(5).fill(right)],
      { score: 50 + 5 - 10, accuracy: 83, stars: 2, praise: 'wellDone' },
    ],
    // issue 22: "pair shows 3★, 🎉, 'மீண்டும் முயல்வோம்!', 0 points and 100 %"
    [
      'every pair given away by hints: 0 points, 0 %, one star, keep trying',
      'pair',
      1,
      Array(4).fill(item({ hints: 1 })),
      { score: 0, accuracy: 0, stars: 1, praise: 'keepTrying' },
    ],
    // issue 22: "pressing only the hint earns 50–78 % of the maximum in spell, jumble, crossword and guess"
    [
      'every spell word spelt by hints alone earns at most a quarter: one star',
      'spell',
      1,
      Array(5).fill(item({ hints: 3 })),
      { score: 5 * 2, accuracy: 0, stars: 1, praise: 'goodTry' },
    ],
    // issue 22: "in spell a wrong first try costs nothing"
    [
      'spell: a wrong first try costs (half the word, and the try)',
      'spell',
      1,
      [item({ wrongTries: 1 })],
      { score: 0, accuracy: 0, stars: 1, praise: 'keepTrying' },
    ],
    // issue 22: "random play earns 3★ and 'அருமை!' in group (71 % of the maximum, 100 % accuracy)"
    [
      'group on easy: half the cards in the wrong group first (a guesser’s round) scores nothing',
      'group',
      1,
      [right, right, right, item({ wrongTries: 1 }), item({ wrongTries: 1 }), item({ wrongTries: 1 })],
      { score: 0, accuracy: 50, stars: 1, praise: 'keepTrying' },
    ],
    [
      'a skipped item earns nothing and costs nothing',
      'jumble',
      1,
      [right, right, right, right, item({ outcome: 'skipped' })],
      { score: 40, accuracy: 80, stars: 2, praise: 'wellDone' },
    ],
  ])('%s', (_why, game, level, items, expected) => {
    expect(roundOutcome(game, level, items)).toMatchObject(expected);
  });

  it('a wrong answer is one wrong try, counted or not; every counted wrong try costs', () => {
    const cost = wrongTryCost('choice', 1);
    expect(roundScore('choice', 1, [right, right, item({ outcome: 'wrong' })])).toBe(20 - cost);
    expect(roundScore('choice', 1, [right, right, item({ outcome: 'wrong', wrongTries: 1 })])).toBe(20 - cost);
    expect(roundScore('choice', 1, [right, right, item({ outcome: 'wrong', wrongTries: 2 })])).toBe(20 - 2 * cost);
  });

  it('a score can never be below 0 nor above the maximum of the round', () => {
    expect(roundScore('choice', 1, Array(6).fill(item({ outcome: 'wrong', wrongTries: 3 })))).toBe(0);
    expect(roundOutcome('choice', 1, Array(6).fill(right)).score).toBe(maxScore('choice', { level: 1, itemCount: 6 }));
  });

  it('accuracy counts the round’s units: a round left after two right of six is 33 %', () => {
    expect(roundOutcome('choice', 1, [right, right], { units: 6 })).toMatchObject({ accuracy: 33, maxScore: 60, scorePercent: 33, stars: 1 });
  });

  it('a record beyond the round’s units (mark’s sentence tapped wrongly) costs its wrong try but does not raise the maximum', () => {
    expect(roundOutcome('mark', 1, [right, right, item({ outcome: 'wrong', wrongTries: 1 })], { units: 2 })).toMatchObject({
      maxScore: 20,
      score: 20 - wrongTryCost('mark', 1),
      accuracy: 100,
    });
  });

  it('three-star figures played slower than par earn two stars; untimed rounds have no par', () => {
    expect(roundOutcome('choice', 1, Array(6).fill(right), { durationMs: 10 * 60_000 }).stars).toBe(2);
    expect(roundOutcome('choice', 1, Array(6).fill(right), { durationMs: 1000 }).stars).toBe(3);
  });
});

describe('the fair rule for every game and level', () => {
  for (const game of GAME_IDS) {
    for (const level of LEVELS) {
      const full = GAME_SCORING[game].pointsPerUnit(level);
      it(`${game} level ${level}: right first time earns the unit; a wrong try always costs; a near miss is worth a wrong try and a retry; a hint costs more than it earns`, () => {
        expect(itemEarned(game, level, right)).toBe(full);
        expect(wrongTryCost(game, level)).toBeGreaterThan(0);
        const retried = roundScore(game, level, [item({ wrongTries: 1 })]);
        const near = roundScore(game, level, [item({ outcome: 'near' })]);
        expect(retried).toBeLessThan(full);
        expect(near).toBeGreaterThanOrEqual(retried);
        // a hinted unit earns at most a quarter: pressing the hint can never pass a round
        for (const hints of [1, 2, 5]) expect(itemEarned(game, level, item({ hints }))).toBeLessThanOrEqual(Math.floor(full / 4));
        expect(isRightFirstTime(item({ hints: 1 }))).toBe(false);
        expect(isRightFirstTime(item({ wrongTries: 1 }))).toBe(false);
      });
    }
  }
});

describe('stars and praise come from the same figures', () => {
  it.each<[number, number, boolean, Stars]>([
    [100, 100, true, 3],
    [90, 75, true, 3],
    [100, 74, true, 2],
    [100, 100, false, 2],
    [60, 50, true, 2],
    [100, 49, true, 1],
    [59, 100, true, 1],
  ])('accuracy %d %%, score %d %% of the maximum, within par %s → %d★', (accuracy, scorePercent, withinPar, stars) => {
    expect(starsForRound({ accuracy, scorePercent, withinPar })).toBe(stars);
  });

  it('never three stars with a "try again", nor praise for 0 points, in any round of any game', () => {
    const kinds: RoundItem[] = [
      right,
      item({ wrongTries: 1 }),
      item({ hints: 1 }),
      item({ outcome: 'near' }),
      item({ outcome: 'wrong' }),
      item({ outcome: 'skipped' }),
    ];
    for (const game of GAME_IDS) {
      for (const level of LEVELS) {
        for (const a of kinds) {
          for (const b of kinds) {
            const r = roundOutcome(game, level, [a, b, right]);
            if (r.stars >= 2) expect(r.praise).not.toBe('keepTrying');
            if (r.score === 0) expect(r.praise).toBe('keepTrying');
            if (r.stars === 3) expect(r.praise).toBe('excellent');
          }
        }
      }
    }
  });
});
