import { levelAccess, type LevelAccessInput } from './levelAccess';
import { canBuyContestEntry } from './contestPayment';
import { SOLVALLAR_2025 } from './contestRules';

const input = (over: Partial<LevelAccessInput>): LevelAccessInput => ({
  signedIn: true,
  state: 'during',
  round: 1,
  levelNumber: 1,
  paid: false,
  completed: [],
  ...over,
});

describe('docs/requirements.md §5 "Contest level access requires all of: user logged in; contest state is during; for rounds 2 to 5 a payment exists; the level is not already completed"', () => {
  it.each([
    ['a signed-in user, round 1, during', {}, null],
    ['signed out', { signedIn: false }, 'User not logged in'],
    ['signed out after the end: the first missing condition wins', { signedIn: false, state: 'after' as const }, 'User not logged in'],
    ['before the start', { state: 'before' as const }, 'Contest has not started yet'],
    ['after the end', { state: 'after' as const }, 'Contest has ended'],
    ['after the end, even when paid', { state: 'after' as const, round: 2, levelNumber: 4, paid: true }, 'Contest has ended'],
    ['round 2 unpaid', { round: 2, levelNumber: 4 }, 'Payment required for this round'],
    ['round 5 unpaid', { round: 5, levelNumber: 15 }, 'Payment required for this round'],
    ['round 2 paid', { round: 2, levelNumber: 4, paid: true }, null],
    ['level 1 already handed in', { completed: [1] }, 'Level 1 already completed. No replay allowed in competition mode.'],
    [
      'level 4 paid and handed in',
      { round: 2, levelNumber: 4, paid: true, completed: [4] },
      'Level 4 already completed. No replay allowed in competition mode.',
    ],
    ['level 2 when only level 1 is done', { levelNumber: 2, completed: [1] }, null],
  ])('%s → %s', (_label, over, reason) => {
    const access = levelAccess(input(over));
    expect(access.allow ? null : access.reason).toBe(reason);
  });

  it('gives the api a code for each denial', () => {
    expect(levelAccess(input({ round: 3, levelNumber: 7 }))).toMatchObject({ allow: false, code: 'payment_required' });
  });
});

describe('a contest entry is sold only while a paid round can still be played', () => {
  it.each([
    ['before', true],
    ['during', true],
    ['after', false],
  ] as const)('%s the contest: %s', (state, sold) => expect(canBuyContestEntry(state, SOLVALLAR_2025)).toBe(sold));

  it('is never sold for a contest without paid rounds', () => {
    expect(canBuyContestEntry('before', { rounds: 1, levelsPerRound: 3, paidFromRound: 2 })).toBe(false);
  });
});
