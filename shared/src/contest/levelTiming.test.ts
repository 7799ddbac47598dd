import { checkScorePlausibility, formatCountdown, minimumMsForScore, remainingMs } from './levelTiming';

describe('level timing', () => {
  it.each([
    [0, 120, 0, 120_000],
    [0, 120, 45_000, 75_000],
    [0, 120, 120_000, 0],
    [0, 120, 500_000, 0],
  ])('started %i, %is long, at %i → %i ms left (a reload resumes, not restarts)', (start, seconds, now, left) =>
    expect(remainingMs(start, seconds, now)).toBe(left),
  );

  it.each([
    [{ score: 5, maxScore: 10, elapsedMs: 60_000, timeTakenSeconds: 60 }, true],
    [{ score: 0, maxScore: 10, elapsedMs: 500, timeTakenSeconds: 0 }, true],
    [{ score: -1, maxScore: 10, elapsedMs: 60_000, timeTakenSeconds: 60 }, false],
    [{ score: 2.5, maxScore: 10, elapsedMs: 60_000, timeTakenSeconds: 60 }, false],
    [{ score: 11, maxScore: 10, elapsedMs: 60_000, timeTakenSeconds: 60 }, false],
    [{ score: 10, maxScore: 10, elapsedMs: 3_000, timeTakenSeconds: 60 }, false],
    [{ score: 10, maxScore: 10, elapsedMs: 60_000, timeTakenSeconds: 3 }, false],
    [{ score: 3, maxScore: 10, elapsedMs: 60_000, timeTakenSeconds: -5 }, false],
  ])('%j plausible: %s', (input, ok) => expect(checkScorePlausibility(input).ok).toBe(ok));

  it('needs 1.5 s per correct item', () => expect(minimumMsForScore(8)).toBe(12_000));
  it.each([
    [0, '0:00'],
    [999, '0:01'],
    [65_000, '1:05'],
    [3_725_000, '1:02:05'],
  ])('shows %i ms as %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});
