import { dailyGameVerdict, hasDailyGameLimit, malaysianDate, nextMalaysianMidnight, type DailyGameAccount } from './dailyGameLimit';

const studentFree: DailyGameAccount = { role: 'student', planId: 'student_free' };

describe('hasDailyGameLimit: docs/requirements.md §9 "Student free has … limited daily games"', () => {
  it.each<[string, DailyGameAccount, boolean]>([
    ['a student on student_free', studentFree, true],
    ['a student with no plan yet', { role: 'student', planId: 'none' }, true],
    ['a teacher on teacher_free', { role: 'teacher', planId: 'teacher_free' }, false],
    ['a teacher on a school licence', { role: 'teacher', planId: 'teacher_school' }, false],
    ['a student on a paid plan', { role: 'student', planId: 'student_plus' }, false],
  ])('%s: %s', (_, account, limited) => {
    expect(hasDailyGameLimit(account)).toBe(limited);
  });
});

describe('dailyGameVerdict: "unlimited games with PIN, limited daily games"', () => {
  it.each<[string, Parameters<typeof dailyGameVerdict>[0], ReturnType<typeof dailyGameVerdict>]>([
    [
      'the first game of the day counts and leaves 9',
      { account: studentFree, pinGame: false, limit: 10, playedToday: 0 },
      { counts: true, allowed: true, remaining: 9 },
    ],
    ['the 10th game is the last one', { account: studentFree, pinGame: false, limit: 10, playedToday: 9 }, { counts: true, allowed: true, remaining: 0 }],
    ['the 11th game is refused', { account: studentFree, pinGame: false, limit: 10, playedToday: 10 }, { counts: false, allowed: false, remaining: 0 }],
    [
      'a PIN game is never counted, even past the limit',
      { account: studentFree, pinGame: true, limit: 10, playedToday: 10 },
      { counts: false, allowed: true, remaining: null },
    ],
    [
      'a teacher is never limited',
      { account: { role: 'teacher', planId: 'teacher_free' }, pinGame: false, limit: 10, playedToday: 50 },
      { counts: false, allowed: true, remaining: null },
    ],
    ['a limit of 0 turns the rule off', { account: studentFree, pinGame: false, limit: 0, playedToday: 50 }, { counts: false, allowed: true, remaining: null }],
  ])('%s', (_, input, verdict) => {
    expect(dailyGameVerdict(input)).toEqual(verdict);
  });
});

describe('the day is counted in Malaysian time (UTC+8)', () => {
  it.each<[string, string]>([
    ['2026-11-23T15:59:59.000Z', '2026-11-23'],
    ['2026-11-23T16:00:00.000Z', '2026-11-24'],
  ])('%s is %s in Malaysia', (instant, date) => {
    expect(malaysianDate(new Date(instant))).toBe(date);
  });

  it('starts again at the next Malaysian midnight (16:00 UTC)', () => {
    expect(nextMalaysianMidnight(new Date('2026-11-23T10:00:00.000Z')).toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(nextMalaysianMidnight(new Date('2026-11-23T17:00:00.000Z')).toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });
});
