import { contestResults, RESULTS_AFTER_END_MS, type ResultsInput } from './contestResults';

const END = Date.parse('2025-10-05T22:00:00+08:00');
const window = { startsAt: Date.parse('2025-10-05T10:00:00+08:00'), endsAt: END };
const HOUR = 3_600_000;
const timed = (over: Partial<ResultsInput>): ResultsInput => ({ kind: 'timed', state: 'after', window, resultsAt: null, now: END + 1, ...over });

describe('results are published by the organiser, or three days after the end', () => {
  it('waits 72 hours after the end by default', () => expect(RESULTS_AFTER_END_MS).toBe(72 * HOUR));

  it.each([
    ['during the contest', { state: 'during' as const, now: END - HOUR }, false, END + 72 * HOUR],
    ['one hour after the end', { now: END + HOUR }, false, END + 72 * HOUR],
    ['71 hours after the end', { now: END + 71 * HOUR }, false, END + 72 * HOUR],
    ['72 hours after the end', { now: END + 72 * HOUR }, true, END + 72 * HOUR],
    ['a year later', { now: END + 365 * 24 * HOUR }, true, END + 72 * HOUR],
    ['the organiser published the next morning', { resultsAt: END + 12 * HOUR, now: END + 13 * HOUR }, true, END + 12 * HOUR],
    ['the organiser set a later date', { resultsAt: END + 240 * HOUR, now: END + 100 * HOUR }, false, END + 240 * HOUR],
    ['a forced "during" in testing, a year later', { state: 'during' as const, now: END + 365 * 24 * HOUR }, false, END + 72 * HOUR],
  ])('%s: published %s', (_label, over, published, at) => {
    expect(contestResults(timed(over))).toEqual({ published, at });
  });

  it('has no date for a timed contest without a window until the organiser gives one', () => {
    expect(contestResults(timed({ window: null }))).toEqual({ published: false, at: null });
  });
});

describe('award contests are judged outside the app', () => {
  it.each([
    ['nothing announced', null, Date.now(), { published: false, at: null }],
    ['announced for later', END, END - HOUR, { published: false, at: END }],
    ['announced', END, END + HOUR, { published: true, at: END }],
  ])('%s', (_label, resultsAt, now, expected) => {
    expect(contestResults({ kind: 'awards', state: 'after', window: null, resultsAt, now })).toEqual(expected);
  });
});
