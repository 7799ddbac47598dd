/** docs/requirements.md §8 contest guard denial reasons, word for word. */
export const GUARD_REASONS = {
  notLoggedIn: 'User not logged in',
  notStarted: 'Contest has not started yet',
  ended: 'Contest has ended',
  paymentRequired: 'Payment required for this round',
  /** not a the spec text: docs/requirements.md §8 only says a guard error denies and redirects */
  checkFailed: 'Could not check access to this level. Please try again.',
} as const;

/** docs/requirements.md §8 'Level N already completed. No replay allowed in competition mode.' */
export function levelCompletedReason(levelNumber: number): string {
  return `Level ${levelNumber} already completed. No replay allowed in competition mode.`;
}

/** Reads N back out of a 'Level N already completed…' reason (for translating it). */
export function parseLevelCompletedReason(reason: string): number | null {
  const m = /^Level (\d+) already completed\. No replay allowed in competition mode\.$/.exec(reason);
  return m ? Number(m[1]) : null;
}
