/**
 * Timing rules of a contest level (not in the spec; what a fair timed contest needs). The server
 * records when a level starts, so a reload resumes with the time left and a forged duration is
 * caught.
 */

/** Reading a short Malay item and answering it takes a person at least this long. */
export const MIN_MS_PER_CORRECT_ITEM = 1500;
/** Network and auto-submit slack after the countdown reaches zero. */
export const SUBMIT_GRACE_MS = 30_000;

export function remainingMs(startedAt: number, durationSeconds: number, now: number): number {
  return Math.max(0, startedAt + durationSeconds * 1000 - now);
}

/** The fastest humanly possible finish for a score: every correct answer needs reading time. */
export function minimumMsForScore(score: number): number {
  return Math.max(0, score) * MIN_MS_PER_CORRECT_ITEM;
}

export type ScorePlausibility = { ok: true } | { ok: false; reason: string };

/**
 * A submitted score is plausible when it is a whole number from 0 to the level's item count and
 * the time since the server-recorded start is not shorter than minimumMsForScore.
 */
export function checkScorePlausibility(input: { score: number; maxScore: number; elapsedMs: number; timeTakenSeconds: number }): ScorePlausibility {
  const { score, maxScore, elapsedMs, timeTakenSeconds } = input;
  if (!Number.isInteger(score) || score < 0) return { ok: false, reason: 'Score cannot be negative.' };
  if (score > maxScore) return { ok: false, reason: `Score cannot be more than the level maximum of ${maxScore}.` };
  if (!Number.isFinite(timeTakenSeconds) || timeTakenSeconds < 0) return { ok: false, reason: 'Time taken cannot be negative.' };
  const needed = minimumMsForScore(score);
  if (elapsedMs < needed || timeTakenSeconds * 1000 < needed)
    return { ok: false, reason: `A score of ${score} cannot be reached in under ${Math.ceil(needed / 1000)} seconds.` };
  return { ok: true };
}

/** Whole seconds for a countdown display: 65_000 → '1:05'. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
