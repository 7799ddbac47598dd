import { leaderboardDisplayName, leaderboardPeriodStart } from './leaderboardRules';

describe('leaderboard periods in UTC+8 (issue 6: today, this week, this month, all time)', () => {
  it.each([
    // now (UTC), period, start (UTC)
    ['2026-11-22T04:00:00Z', 'today', '2026-11-21T16:00:00.000Z'],
    ['2026-11-21T17:00:00Z', 'today', '2026-11-21T16:00:00.000Z'], // 01:00 on 22 Nov in Malaysia
    ['2026-11-21T15:00:00Z', 'today', '2026-11-20T16:00:00.000Z'], // still 21 Nov in Malaysia
    ['2026-11-22T04:00:00Z', 'week', '2026-11-15T16:00:00.000Z'], // Sunday 22 Nov → Monday 16 Nov
    ['2026-11-16T00:00:00Z', 'week', '2026-11-15T16:00:00.000Z'], // Monday morning
    ['2026-11-22T04:00:00Z', 'month', '2026-10-31T16:00:00.000Z'],
    ['2026-10-31T17:00:00Z', 'month', '2026-10-31T16:00:00.000Z'], // already 1 Nov in Malaysia
  ] as const)('at %s, %s starts at %s', (now, period, start) => {
    expect(leaderboardPeriodStart(period, new Date(now))?.toISOString()).toBe(start);
  });

  it('all time has no start', () => expect(leaderboardPeriodStart('all', new Date())).toBeNull());
});

describe('leaderboard names (issue 6: first name and initial unless the teacher chooses otherwise)', () => {
  it.each([
    [{ firstName: 'Kavitha', lastName: 'Raman', role: 'student', showFullName: false }, 'Kavitha R.'],
    [{ firstName: 'Kavitha', lastName: 'Raman', role: 'student', showFullName: true }, 'Kavitha Raman'],
    [{ firstName: 'Meena', lastName: 'Subramaniam', role: 'teacher', showFullName: false }, 'Meena Subramaniam'],
    [{ firstName: 'கவிதா', lastName: 'ராமன்', role: 'student', showFullName: false }, 'கவிதா ரா.'],
    [{ firstName: 'Aiman', lastName: '', role: 'student', showFullName: false }, 'Aiman'],
    [{ firstName: 'Kavitha', lastName: 'ஸ்ரீநிவாசன்', role: 'student', showFullName: false }, 'Kavitha ஸ்ரீ.'],
    [{ firstName: 'ஸ்ரீதேவி', lastName: 'க்ஷேத்ரா', role: 'student', showFullName: false }, 'ஸ்ரீதேவி க்ஷே.'],
    [{ firstName: 'ஸ்ரீதேவி', lastName: 'க்ஷேத்ரா', role: 'student', showFullName: true }, 'ஸ்ரீதேவி க்ஷேத்ரா'],
  ])('%o is shown as %s', (person, name) => expect(leaderboardDisplayName(person)).toBe(name));
});
