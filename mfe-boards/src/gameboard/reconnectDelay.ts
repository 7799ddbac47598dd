/** The first retry after a drop waits about this long; each further one twice as long. */
export const RECONNECT_BASE_MS = 1000;
/** No wait longer than this: a board on a projector should be back within half a minute. */
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long the board waits before its `attempt`-th reconnect (0 = the first after a drop):
 * exponential back-off with "equal jitter" — half the step fixed, half random — so that 40
 * boards dropped together by one restarted instance do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(step / 2 + random() * (step / 2));
}
