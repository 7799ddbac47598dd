/**
 * How long a timed contest level lasts for one pupil (issue 26, WCAG 2.2.1 "Timing Adjustable":
 * "an organiser setting for extra time in contests, and a per-pupil 'more time' accommodation
 * that teachers can grant"). A pupil with the accommodation gets the level's length plus the
 * contest's extra-time percentage, rounded up to a whole second; everyone else gets the length.
 */
export function levelSecondsFor(durationSeconds: number, extraTimePercent: number, moreTime: boolean): number {
  if (!moreTime || extraTimePercent <= 0) return durationSeconds;
  return Math.ceil((durationSeconds * (100 + extraTimePercent)) / 100);
}
