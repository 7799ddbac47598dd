import { levelSecondsFor } from './extraTime';

// issue 26: "Contest levels count down (90 s for 8 questions, then auto-submit) with no way to ask
// for more time" → "an organiser setting for extra time in contests, and a per-pupil 'more time'
// accommodation that teachers can grant"
describe('levelSecondsFor', () => {
  it.each([
    [90, 50, true, 135, 'a pupil granted more time gets the contest’s 50 % on top'],
    [90, 50, false, 90, 'a pupil without it keeps the level’s length'],
    [90, 100, true, 180, 'an organiser can double the time'],
    [90, 0, true, 90, 'an organiser who sets 0 % gives no extra time'],
    [45, 25, true, 57, 'rounded up to a whole second (56.25 → 57)'],
  ])('%i s at %i %% with more time %s → %i s (%s)', (duration, percent, moreTime, expected) => {
    expect(levelSecondsFor(duration, percent, moreTime)).toBe(expected);
  });
});
