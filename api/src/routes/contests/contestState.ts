import { canBuyContestEntry, contestResults, effectiveContestState, type ContestState, type ContestWindow, type ResultsStatus } from '@app/shared/node';
import type { Queryable } from '../../db/database';
import { cachedContest } from './contestCache';
import { contestKeysForProducts, type ContestRow } from './contestRepository';

// A contest row's window, state and results, by the shared rules and the server's clock: the one
// place every contest answer (the list, the home, the guard's writes, the store) reads them from.

const ms = (v: Date | string | null | undefined): number | null => (v === null || v === undefined ? null : new Date(v).getTime());

export function contestWindow(row: ContestRow): ContestWindow | null {
  const startsAt = ms(row.starts_at);
  const endsAt = ms(row.ends_at);
  return startsAt === null || endsAt === null ? null : { startsAt, endsAt };
}

export function contestState(row: ContestRow, overrideAllowed: boolean, now = Date.now()): ContestState {
  const window = contestWindow(row);
  if (!window) return 'after';
  return effectiveContestState(window, now, row.override_state, overrideAllowed);
}

/** Whether this contest's results (ranking, winners, certificates) are public, and when they are due. */
export function contestResultsOf(row: ContestRow, overrideAllowed: boolean, now = Date.now()): ResultsStatus {
  return contestResults({ kind: row.kind, state: contestState(row, overrideAllowed, now), window: contestWindow(row), resultsAt: ms(row.results_at), now });
}

/**
 * The contest a store product enters when that contest can no longer be played, else null: an
 * entry for it is not sold (shared canBuyContestEntry), whatever the store's stock says.
 */
export async function closedContestFor(db: Queryable, productIds: readonly number[], overrideAllowed: boolean, now = Date.now()): Promise<ContestRow | null> {
  if (productIds.length === 0) return null;
  for (const key of await contestKeysForProducts(db, productIds)) {
    const { contest } = await cachedContest(db, key);
    if (!contest) continue;
    const shape = { rounds: contest.rounds, levelsPerRound: contest.levels_per_round, paidFromRound: contest.paid_from_round };
    if (!canBuyContestEntry(contestState(contest, overrideAllowed, now), shape)) return contest;
  }
  return null;
}
