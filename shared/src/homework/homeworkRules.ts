import { epochOf, type Instant } from '../time/malaysiaTime';

/**
 * The rules of a homework assignment (issue 23, ADR 0029) that the api, the teacher's pages and
 * the pupil's To-do list share.
 */
export const RANKING_MODES = ['shown', 'average', 'hidden'] as const;
/** What pupils see of the others: the ranking, the class average only, or nothing. */
export type RankingMode = (typeof RANKING_MODES)[number];

export const HOMEWORK_RULES = {
  /** no plan gives an assignment more games than this: a child's evening has room for a few */
  maxGames: 5,
  /** a due date further out than this is a typo, not a plan */
  maxDaysAhead: 366,
  /** an attempt delivered this long after it was made is still believed (the score's own bound) */
  maxQueuedMs: 14 * 24 * 3600_000,
  /** the To-do list keeps an assignment this many days after its deadline, ticked or late */
  listedDaysAfterDue: 14,
  /** Years 1–3 play untimed by default (no clock, no speed points): issue 23.1 */
  untimedUpToYear: 3,
} as const;

const DAY_MS = 24 * 3600_000;

/** Whether a new assignment on a topic of this school year is timed unless the teacher says otherwise. */
export function defaultTimed(topicYear: number): boolean {
  return topicYear > HOMEWORK_RULES.untimedUpToYear;
}

export type DueDateProblem = 'due_in_past' | 'due_too_far';

/** A due date a teacher may set now: in the future, and within a year. */
export function dueDateProblem(dueAt: Instant, now: Instant): DueDateProblem | undefined {
  const due = epochOf(dueAt);
  const at = epochOf(now);
  if (!Number.isFinite(due) || due <= at) return 'due_in_past';
  if (due - at > HOMEWORK_RULES.maxDaysAhead * DAY_MS) return 'due_too_far';
  return undefined;
}

export interface AssignmentTimes {
  dueAt: Instant;
  /** when the teacher closed it; null while open */
  closedAt?: Instant | null;
}

/** The moment work stops being on time: the due date, or the moment it was closed if that came first. */
export function homeworkDeadline({ dueAt, closedAt }: AssignmentTimes): number {
  const due = epochOf(dueAt);
  if (closedAt === null || closedAt === undefined) return due;
  return Math.min(due, epochOf(closedAt));
}

/** Whether an assignment still takes work: not closed (late work is still taken after the due date). */
export function isAssignmentOpen({ closedAt }: Pick<AssignmentTimes, 'closedAt'>): boolean {
  return closedAt === null || closedAt === undefined;
}

/**
 * When a game attempt was finished, judged as scores are (the phone's clock is never believed):
 * the server's receive time less the time the attempt waited on the phone, as the phone's own
 * running clock measured it (`queuedMs`). So a game finished before the due date but sent from
 * the offline queue the next morning counts as on time. It is never later than it arrived, never
 * more than `maxQueuedMs` earlier, and never before `notBefore` (the assignment was made then; an
 * earlier claim is a wrong clock).
 */
export function attemptFinishedAt({ receivedAt, queuedMs, notBefore }: { receivedAt: Instant; queuedMs?: number; notBefore?: Instant }): number {
  const received = epochOf(receivedAt);
  const waited = Number.isFinite(queuedMs) ? Math.min(Math.max(0, queuedMs!), HOMEWORK_RULES.maxQueuedMs) : 0;
  const finished = received - waited;
  return notBefore === undefined ? finished : Math.min(received, Math.max(finished, epochOf(notBefore)));
}

/** On time: finished by the deadline (late work is kept, and marked late). */
export function isOnTime(finishedAt: Instant, assignment: AssignmentTimes): boolean {
  return epochOf(finishedAt) <= homeworkDeadline(assignment);
}
