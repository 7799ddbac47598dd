import type { ContestState, ContestWindow } from './contestWindow';

/**
 * When a timed contest's results become public unless the organiser says otherwise: three days
 * after the end, time enough to check hand-ins and settle disputes before ranks are final.
 */
export const RESULTS_AFTER_END_MS = 72 * 60 * 60 * 1000;

export interface ResultsInput {
  kind: 'timed' | 'awards';
  /** the state with any allowed override applied */
  state: ContestState;
  window: ContestWindow | null;
  /** epoch ms the organiser set (publish command or the contest file), or null */
  resultsAt: number | null;
  now: number;
}

export interface ResultsStatus {
  published: boolean;
  /** when results are (or were) published; null when nobody has said yet */
  at: number | null;
}

/**
 * Results and certificates come only from published results. A timed contest's results are
 * published at the time its organiser set, else RESULTS_AFTER_END_MS after the end, and never
 * while the contest can still be played (a forced "during" in testing hides them too). Award
 * contests are judged outside the app: their results are public from the organiser's time on.
 */
export function contestResults(input: ResultsInput): ResultsStatus {
  if (input.kind === 'awards') {
    return { published: input.resultsAt !== null && input.now >= input.resultsAt, at: input.resultsAt };
  }
  const at = input.resultsAt ?? (input.window ? input.window.endsAt + RESULTS_AFTER_END_MS : null);
  return { published: input.state === 'after' && at !== null && input.now >= at, at };
}
