import { maxScoreForItems } from './itemsScoreCeiling';
import type { ItemOutcome } from './nearMiss';

const items = (...outcomes: ItemOutcome[]) => outcomes.map((outcome) => ({ outcome, wrongTries: 0, hints: 0 }));

describe('maxScoreForItems — a saved score can never be more than its items allow', () => {
  it.each([
    ['no items allow nothing', 'choice', 1, items(), 0],
    ['six right choice questions allow 6 × 10', 'choice', 1, items('right', 'right', 'right', 'right', 'right', 'right'), 60],
    ['a wrong, an almost and a skipped item earn nothing', 'spell', 2, items('wrong', 'almost', 'skipped'), 0],
    [
      'what the items earned less every wrong try (ADR 0022)',
      'spell',
      2,
      [
        { outcome: 'right', wrongTries: 1, hints: 0 },
        { outcome: 'right', wrongTries: 0, hints: 0 },
      ],
      10 + 20 - 10,
    ],
    ['a typed near miss on hard blank earns half of 10', 'blank', 3, items('right', 'near'), 15],
    ['a jumble word on medium is worth 10 × level; a wrong word costs 5 × level', 'jumble', 2, items('right', 'right', 'wrong'), 30],
    ['a guessed word earns its points and the lives bonus at most', 'guess', 1, items('right'), 18],
    ['a near miss of an odd-point unit is rounded down', 'guess', 1, items('near'), 9],
  ] as const)('%s', (_, game, level, list, expected) => {
    expect(maxScoreForItems(game, level, list)).toBe(expected);
  });
});
