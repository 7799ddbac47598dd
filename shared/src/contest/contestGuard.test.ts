import { GUARD_REASONS, levelCompletedReason, parseLevelCompletedReason, runContestGuard, type ContestGuardDeps } from './contestGuard';
import type { ContestState } from './contestWindow';

const deps = (over: { loggedIn?: boolean; state?: ContestState | Error; paid?: boolean | Error; completed?: number[] | Error } = {}): ContestGuardDeps => ({
  isLoggedIn: () => over.loggedIn ?? true,
  contestState: async () => {
    const s = over.state ?? 'during';
    if (s instanceof Error) throw s;
    return s;
  },
  hasPaid: async () => {
    const p = over.paid ?? false;
    if (p instanceof Error) throw p;
    return p;
  },
  completedLevels: async () => {
    const c = over.completed ?? [];
    if (c instanceof Error) throw c;
    return c;
  },
});

const HOME = '/solvallar-contest';
const at = (round: number, level: number) => ({ round, level, levelNumber: 3 * (round - 1) + level });

describe('contest guard (docs/requirements.md §5 and §8)', () => {
  it.each([
    ['a signed-out user', at(1, 1), { loggedIn: false }, 'User not logged in'],
    ['a signed-out user even after the end', at(1, 1), { loggedIn: false, state: 'after' as const }, 'User not logged in'],
    ['before the start', at(1, 1), { state: 'before' as const }, 'Contest has not started yet'],
    ['after the end', at(1, 1), { state: 'after' as const }, 'Contest has ended'],
    ['round 2 without payment', at(2, 1), { paid: false }, 'Payment required for this round'],
    ['round 5 without payment', at(5, 3), { paid: false }, 'Payment required for this round'],
    ['a completed level 1', at(1, 1), { completed: [1] }, 'Level 1 already completed. No replay allowed in competition mode.'],
    ['a completed paid level 8', at(3, 2), { paid: true, completed: [1, 8] }, 'Level 8 already completed. No replay allowed in competition mode.'],
    ['a failing state lookup (a guard error)', at(1, 1), { state: new Error('network') }, GUARD_REASONS.checkFailed],
    ['a failing payment lookup (a guard error)', at(2, 1), { paid: new Error('network') }, GUARD_REASONS.checkFailed],
  ])('denies %s with its reason and redirects to /solvallar-contest', async (_label, input, over, reason) => {
    await expect(runContestGuard(input, deps(over))).resolves.toEqual({ allow: false, redirectTo: HOME, reason });
  });

  it.each([
    ['round 1 level 1 while during, unpaid', at(1, 1), {}],
    ['round 1 level 3 with other levels done', at(1, 3), { completed: [1, 2] }],
    ['round 2 level 1 once paid', at(2, 1), { paid: true }],
    ['round 5 level 3 once paid', at(5, 3), { paid: true, completed: [14] }],
    ['"Level completion check failure: treated as not completed."', at(1, 2), { completed: new Error('500') }],
  ])('allows %s', async (_label, input, over) => {
    await expect(runContestGuard(input, deps(over))).resolves.toEqual({ allow: true });
  });

  it('does not ask about payment for round 1', async () => {
    const d = deps();
    const hasPaid = jest.spyOn(d, 'hasPaid');
    await runContestGuard(at(1, 2), d);
    expect(hasPaid).not.toHaveBeenCalled();
  });

  it('formats and reads back the replay reason', () => {
    expect(levelCompletedReason(12)).toBe('Level 12 already completed. No replay allowed in competition mode.');
    expect(parseLevelCompletedReason(levelCompletedReason(12))).toBe(12);
    expect(parseLevelCompletedReason(GUARD_REASONS.ended)).toBeNull();
  });
});
