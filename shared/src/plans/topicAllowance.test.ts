import { remainingThisMonth, startOfMonthUtc8, topicAllowance } from './topicAllowance';

describe('topic allowance (docs/requirements.md §9 "free teacher has limited topic creation and AI generation; Plus has extended; Pro has unlimited")', () => {
  it.each([
    ['teacher_free', 'active', 3, 3],
    ['teacher_plus', 'active', 30, 30],
    ['teacher_pro', 'active', null, null],
    ['teacher_school', 'active', null, null],
    ['student_free', 'active', 0, 0],
    ['teacher_pro', 'expired', 0, 0],
    ['teacher_plus', 'processing', 0, 0],
  ] as const)('%s (%s): %s by hand, %s with AI per month', (planId, status, topics, ai) => {
    expect(topicAllowance({ planId, status })).toEqual({ topicsPerMonth: topics, aiPerMonth: ai });
  });

  it('gives nothing when no subscription is known', () => {
    expect(topicAllowance(undefined)).toEqual({ topicsPerMonth: 0, aiPerMonth: 0 });
  });

  it.each([
    [3, 0, 3],
    [3, 2, 1],
    [3, 5, 0],
    [null, 999, null],
  ])('limit %s with %s used leaves %s', (limit, used, left) => {
    expect(remainingThisMonth(limit, used)).toBe(left);
  });

  it('counts the month in Malaysian time: 31 Oct 17:00 UTC is already November in UTC+8', () => {
    expect(startOfMonthUtc8(new Date('2026-10-31T17:00:00Z')).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(startOfMonthUtc8(new Date('2026-10-31T15:59:00Z')).toISOString()).toBe('2026-09-30T16:00:00.000Z');
  });
});
