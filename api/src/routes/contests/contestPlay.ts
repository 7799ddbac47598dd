import {
  gradeContestSubmission,
  levelAccess,
  levelCompletedReason,
  levelSecondsFor,
  remainingMs,
  roundAndLevel,
  roundNeedsPayment,
  SUBMIT_GRACE_MS,
} from '@app/shared/node';
import type { Database } from '../../db/database';
import { badRequest, conflict, HttpError } from '../../http/httpError';
import {
  completedLevels,
  hasMoreTime,
  hasPaidForContest,
  insertScore,
  levelStart,
  recordLevelStart,
  scoreByClientId,
  type ContestRow,
  type LevelRow,
} from './contestRepository';
import { contestShape, publicItems, scoreJson } from './contestRecords';
import { contestState, contestWindow } from './contestState';

/**
 * Playing a timed contest: starting a level and handing it in. Every rule the browser's contest
 * guard checks is checked again here by the same shared levelAccess, and the hand-in is graded
 * by the shared gradeContestSubmission against the server's own clock.
 */

const DENIAL_STATUS = {
  not_logged_in: 401,
  contest_not_started: 403,
  contest_ended: 403,
  payment_required: 403,
  level_completed: 409,
} as const;

/** The shared level rule with what the database knows; throws the guard's reasons. */
async function assertLevelAccess(
  db: Database,
  contest: ContestRow,
  userId: string,
  levelNumber: number,
  { now, overrideAllowed, replay }: { now: number; overrideAllowed: boolean; replay: boolean },
): Promise<void> {
  const { round } = roundAndLevel(levelNumber, contest.levels_per_round);
  const shape = contestShape(contest);
  const state = contestState(contest, overrideAllowed, now);
  const open = state === 'during';
  const needsPayment = open && roundNeedsPayment(round, shape);
  const paid = needsPayment ? await hasPaidForContest(db, userId, contest.product_id) : false;
  // replay on a hand-in is caught by the insert's unique key: one query less in a rush
  const completed = open && replay ? await completedLevels(db, contest.key, userId) : [];
  const access = levelAccess({ signedIn: true, state, round, levelNumber, paid, completed, shape });
  if (!access.allow) throw new HttpError(DENIAL_STATUS[access.code], access.code, access.reason);
}

/** This pupil's length of the level: the organiser's extra time on top for a pupil granted "more time" (issue 26). */
async function levelSeconds(db: Database, contest: ContestRow, level: LevelRow, userId: string): Promise<number> {
  const percent = Number(contest.extra_time_percent ?? 0);
  if (percent <= 0) return Number(level.duration_seconds);
  return levelSecondsFor(Number(level.duration_seconds), percent, await hasMoreTime(db, userId));
}

/** Starts a level (or resumes it: a reload keeps the first start, so the clock keeps running). */
export async function startContestLevel(db: Database, contest: ContestRow, level: LevelRow, userId: string, overrideAllowed: boolean, now = Date.now()) {
  await assertLevelAccess(db, contest, userId, level.level_number, { now, overrideAllowed, replay: true });
  const startedAt = await recordLevelStart(db, contest.key, userId, level.level_number);
  const seconds = await levelSeconds(db, contest, level, userId);
  return {
    level: level.level_number,
    round: roundAndLevel(level.level_number, contest.levels_per_round).round,
    title: level.title,
    startedAt: new Date(startedAt).toISOString(),
    serverTime: new Date(now).toISOString(),
    durationSeconds: seconds,
    /** seconds added by a "more time" accommodation (0 for most pupils) */
    extraSeconds: seconds - Number(level.duration_seconds),
    remainingMs: remainingMs(startedAt, seconds, now),
    items: publicItems(contest.key, level.level_number, level.items),
  };
}

export interface HandIn {
  clientId: string;
  answers: string[];
  /** the client's own count, checked against the answers; absent when the client leaves grading to us */
  score?: number;
  timeTaken: number;
}

type SubmittedScore = ReturnType<typeof scoreJson> & { late?: boolean; duplicate?: boolean };

/**
 * Grades and stores a hand-in: 201 with the record, or 200 with the stored record when this
 * client id was handed in before (a resend after a lost reply), even after the window closed.
 */
export async function submitContestScore(
  db: Database,
  contest: ContestRow,
  level: LevelRow,
  userId: string,
  handIn: HandIn,
  overrideAllowed: boolean,
  now = Date.now(),
): Promise<{ status: 200 | 201; record: SubmittedScore }> {
  const resent = async () => {
    const existing = await scoreByClientId(db, handIn.clientId);
    if (!existing) return null;
    if (String(existing.user_id) !== userId) throw conflict('This client_id is already used.', 'client_id_taken');
    const record = { ...scoreJson(existing, contest.key, contest.levels_per_round), duplicate: true };
    return { status: 200 as const, record };
  };
  const startedAt = await levelStart(db, contest.key, userId, level.level_number);
  const seconds = await levelSeconds(db, contest, level, userId);
  const window = contestWindow(contest);
  // A level started before the end may be handed in up to its own length (plus grace) after it.
  const lateButAllowed =
    startedAt !== null &&
    window !== null &&
    !contest.override_state &&
    now > window.endsAt &&
    startedAt <= window.endsAt &&
    now <= startedAt + seconds * 1000 + SUBMIT_GRACE_MS;
  try {
    if (!lateButAllowed) {
      await assertLevelAccess(db, contest, userId, level.level_number, { now, overrideAllowed, replay: false });
    }
  } catch (error) {
    // a resend of an accepted hand-in after the window closed still gets its record back
    const again = await resent();
    if (again) return again;
    throw error;
  }
  if (startedAt === null) {
    const message = `Level ${level.level_number} was never started, so its time cannot be checked.`;
    throw badRequest(message, 'level_not_started');
  }
  const graded = gradeContestSubmission({
    answers: level.items.map((i) => i.answer),
    submitted: handIn.answers,
    claimedScore: handIn.score,
    timeTakenSeconds: handIn.timeTaken,
    elapsedMs: now - startedAt,
    durationSeconds: seconds,
  });
  if (!graded.ok) {
    const tooMany = `Level ${level.level_number} has only ${level.items.length} questions.`;
    throw badRequest(graded.code === 'too_many_answers' ? tooMany : graded.reason, graded.code);
  }
  const row = await insertScore(db, {
    clientId: handIn.clientId,
    key: contest.key,
    userId,
    level: level.level_number,
    score: graded.score,
    maxScore: graded.maxScore,
    timeTaken: graded.timeTaken,
    answers: handIn.answers,
  });
  if (!row) {
    const again = await resent();
    if (again) return again;
    throw conflict(levelCompletedReason(level.level_number), 'level_completed');
  }
  return { status: 201, record: { ...scoreJson(row, contest.key, contest.levels_per_round), late: graded.late } };
}
