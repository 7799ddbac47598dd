import { attemptFinishedAt, defaultTimed, dueDateProblem, homeworkDeadline, HOMEWORK_RULES, isOnTime } from './homeworkRules';
import { homeworkAllowance, homeworkRefusal } from './homeworkAllowance';

const T = Date.parse('2026-11-20T12:00:00Z');
const H = 3600_000;

describe('defaultTimed — untimed is the default for Years 1–3 (issue 23.1)', () => {
  it.each([
    ['a Year 1 topic is untimed', 1, false],
    ['a Year 3 topic is untimed', 3, false],
    ['a Year 4 topic is timed', 4, true],
    ['a Year 6 topic is timed', 6, true],
  ])('%s', (_, year, timed) => expect(defaultTimed(year)).toBe(timed));
});

describe('dueDateProblem — a due date is in the future and within a year', () => {
  it.each([
    ['tomorrow is fine', T + 24 * H, undefined],
    ['a minute from now is fine', T + 60_000, undefined],
    ['now is already past', T, 'due_in_past'],
    ['yesterday is past', T - 24 * H, 'due_in_past'],
    ['two years ahead is a typo', T + 2 * 366 * 24 * H, 'due_too_far'],
    ['an invalid date is refused', Number.NaN, 'due_in_past'],
  ])('%s', (_, due, problem) => expect(dueDateProblem(due, T)).toBe(problem));
});

describe('homeworkDeadline — closing early moves the deadline forward, never back', () => {
  it.each([
    ['open: the due date', { dueAt: T, closedAt: null }, T],
    ['closed before the due date: when it was closed', { dueAt: T, closedAt: T - H }, T - H],
    ['closed after the due date: still the due date', { dueAt: T, closedAt: T + H }, T],
  ])('%s', (_, a, deadline) => expect(homeworkDeadline(a)).toBe(deadline));
});

describe('attemptFinishedAt and isOnTime — judged by the phone’s elapsed time and the server’s receive time', () => {
  const assignment = { dueAt: T, closedAt: null, createdAt: T - 48 * H };
  it.each([
    ['sent at once before the due date: on time', { receivedAt: T - H, queuedMs: 0 }, true],
    ['made an hour before the due date, delivered 10 hours later from the offline queue: on time', { receivedAt: T + 9 * H, queuedMs: 10 * H }, true],
    ['made after the due date: late, and kept', { receivedAt: T + 2 * H, queuedMs: H }, false],
    ['delivered late by an app that sent no queue time: judged by arrival, late', { receivedAt: T + H }, false],
    ['a negative queue time is not a time machine', { receivedAt: T + H, queuedMs: -5 * H }, false],
  ])('%s', (_, sent, onTime) => {
    const finished = attemptFinishedAt({ ...sent, notBefore: assignment.createdAt });
    expect(isOnTime(finished, assignment)).toBe(onTime);
  });

  it('should never believe more than two weeks of waiting, nor a time before the assignment existed', () => {
    expect(attemptFinishedAt({ receivedAt: T, queuedMs: 365 * 24 * H })).toBe(T - HOMEWORK_RULES.maxQueuedMs);
    expect(attemptFinishedAt({ receivedAt: T, queuedMs: 10 * 24 * H, notBefore: T - 24 * H })).toBe(T - 24 * H);
    expect(attemptFinishedAt({ receivedAt: T, queuedMs: 0, notBefore: T + H })).toBe(T);
  });
});

describe('homeworkAllowance — what each plan may set (ADR 0029)', () => {
  const active = (planId: string) => ({ planId, status: 'active' as const });
  it.each([
    ['the free teacher plan: 3 open assignments of one game', active('teacher_free'), { openAssignments: 3, gamesPerAssignment: 1 }],
    ['Plus: 15 open, up to 3 games each', active('teacher_plus'), { openAssignments: 15, gamesPerAssignment: 3 }],
    ['Pro: no limit on open assignments, up to 5 games', active('teacher_pro'), { openAssignments: null, gamesPerAssignment: 5 }],
    ['a school licence: as Pro', active('teacher_school'), { openAssignments: null, gamesPerAssignment: 5 }],
    ['a student plan sets none', active('student_free'), { openAssignments: 0, gamesPerAssignment: 0 }],
    ['an expired Pro plan sets none', { planId: 'teacher_pro', status: 'expired' as const }, { openAssignments: 0, gamesPerAssignment: 0 }],
    ['no plan sets none', undefined, { openAssignments: 0, gamesPerAssignment: 0 }],
  ])('%s', (_, sub, allowance) => expect(homeworkAllowance(sub)).toEqual(allowance));

  it.each([
    ['a free teacher with 2 open sets a third', 'teacher_free', 2, 1, undefined],
    ['a free teacher with 3 open is at the limit', 'teacher_free', 3, 1, 'homework_limit'],
    ['a free teacher cannot ask for two games', 'teacher_free', 0, 2, 'too_many_games'],
    ['Plus asks for 3 games', 'teacher_plus', 14, 3, undefined],
    ['Pro with 500 open sets another', 'teacher_pro', 500, 5, undefined],
    ['a student sets nothing', 'student_free', 0, 1, 'homework_not_in_plan'],
  ])('%s', (_, planId, openNow, games, refusal) => {
    expect(homeworkRefusal(homeworkAllowance({ planId, status: 'active' }), { openNow, games })).toBe(refusal);
  });
});
