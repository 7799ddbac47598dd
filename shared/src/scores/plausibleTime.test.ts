import { FAST_ITEM_SHARE_ALLOWED, roundTimeVerdict, type RoundTimeClaim } from './plausibleTime';
import { GAME_SCORING, minPlausibleDurationMs } from '../scoring/gameScoring';

// issue 21.4: "a maximum score 'played' in 0 ms ranks first" — a score needs a plausible time for
// its items: a floor per item, the scoring rule's minMsPerUnit (F below; choice is 1 s today).
// Times are written in floors, so a change to the scoring table's floors keeps this table true.
const F = GAME_SCORING.choice.minMsPerUnit;
const T = GAME_SCORING.tile.minMsPerUnit;
const right = (ms: number) => ({ outcome: 'right' as const, ms });
const skipped = (ms: number) => ({ outcome: 'skipped' as const, ms });
const many = (n: number, ms: number) => Array.from({ length: n }, () => right(ms));

describe('roundTimeVerdict', () => {
  it.each<[string, 'choice' | 'tile', RoundTimeClaim, string | null, number]>([
    ['a maximum choice round in 0 ms', 'choice', { score: 60, durationMs: 0, roundUnits: 6, items: many(6, 0) }, 'items_too_fast', 6 * F],
    ['every answer just under the floor', 'choice', { score: 60, durationMs: 6 * F, roundUnits: 6, items: many(6, F - 1) }, 'items_too_fast', 6 * F],
    ['every answer at the floor, the round as long as its items', 'choice', { score: 60, durationMs: 6 * F, roundUnits: 6, items: many(6, F) }, null, 6 * F],
    [
      'one quick tap in six (within a quarter), the rest slow',
      'choice',
      { score: 60, durationMs: 30 * F, roundUnits: 6, items: [right(0), ...many(5, 3 * F)] },
      null,
      6 * F,
    ],
    [
      'two quick taps in six (more than a quarter)',
      'choice',
      { score: 60, durationMs: 30 * F, roundUnits: 6, items: [right(0), right(0), ...many(4, 4 * F)] },
      'items_too_fast',
      6 * F,
    ],
    [
      'one quick tap that makes the items together too fast',
      'choice',
      { score: 60, durationMs: 30 * F, roundUnits: 6, items: [right(0), ...many(5, F)] },
      'items_too_fast',
      6 * F,
    ],
    [
      'believable items, a round shorter than them',
      'choice',
      { score: 60, durationMs: 6 * F - 1, roundUnits: 6, items: many(6, 2 * F) },
      'round_too_fast',
      6 * F,
    ],
    ['skipped items have no floor', 'choice', { score: 10, durationMs: F, roundUnits: 6, items: [right(F), skipped(0), skipped(0)] }, null, F],
    ['a score of 0 is always believable', 'choice', { score: 0, durationMs: 0, roundUnits: 6, items: many(6, 0) }, null, 0],
    ['a tile round of three needs three tile floors', 'tile', { score: 30, durationMs: 3 * T - 1, roundUnits: 3, items: many(3, T) }, 'round_too_fast', 3 * T],
    [
      'no item records: the round lasts what its score needs',
      'choice',
      { score: 60, durationMs: 6 * F - 1, roundUnits: 6 },
      'round_too_fast',
      minPlausibleDurationMs('choice', { level: 1, itemCount: 6, score: 60 }),
    ],
    ['no item records, a believable round', 'choice', { score: 60, durationMs: 6 * F, roundUnits: 6 }, null, 6 * F],
  ])('%s → %s', (_name, game, claim, problem, floorMs) => {
    const verdict = roundTimeVerdict(game, 1, claim);
    expect(verdict.problem).toBe(problem);
    expect(verdict.floorMs).toBe(floorMs);
  });

  it('allows a quarter of the answered items under the floor, rounded down', () => {
    expect(FAST_ITEM_SHARE_ALLOWED).toBe(0.25);
    const items = [right(0), right(0), ...many(6, 5 * F)];
    expect(roundTimeVerdict('choice', 2, { score: 80, durationMs: 60 * F, roundUnits: 8, items })).toEqual({ problem: null, floorMs: 8 * F, fastItems: 2 });
    expect(roundTimeVerdict('choice', 2, { score: 80, durationMs: 60 * F, roundUnits: 8, items: [...items.slice(0, 7), right(0)] }).problem).toBe(
      'items_too_fast',
    );
  });
});
