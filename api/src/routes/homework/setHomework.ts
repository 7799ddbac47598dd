import {
  canPlayTopic,
  defaultTimed,
  dueDateProblem,
  gameOfCategory,
  homeworkAllowance,
  homeworkRefusal,
  type AssignmentChanges,
  type HomeworkAllowance,
  type NewAssignment,
} from '@app/shared/node';
import type { Queryable } from '../../db/database';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/httpError';
import { requireTeacher } from '../boards/boardAccess';
import { findClass } from '../boards/classRepository';
import { recentSubscription } from '../subscription/subscriptionCache';
import {
  countAttempts,
  countOpenAssignments,
  findAssignment,
  insertAssignment,
  topicsByKey,
  updateAssignment,
  type AssignmentRow,
  type TopicRow,
} from './homeworkRepository';
import { topicItems } from './homeworkRecords';

/** Setting homework (issue 23.1): who may, on which topic and games, due when, within the plan's allowance (ADR 0029). */

const ASSIGNMENT_NOT_FOUND = 'No assignment of yours has that id.';

/** A teacher's own assignment, or 404 (another teacher's assignment is not theirs to see). */
export async function requireOwnAssignment(db: Queryable, teacherId: number, id: number): Promise<AssignmentRow> {
  const a = await findAssignment(db, id);
  if (!a || Number(a.teacher_id) !== teacherId) throw notFound(ASSIGNMENT_NOT_FOUND, 'assignment_not_found');
  return a;
}

/** The teacher's plan allowance; a refusal is always checked against the plan afresh. */
async function allowanceOf(db: Queryable, teacherId: number): Promise<HomeworkAllowance> {
  const state = await recentSubscription(db, teacherId, (s) => homeworkAllowance(s).gamesPerAssignment > 0);
  return homeworkAllowance(state);
}

const REFUSALS = {
  homework_not_in_plan: () => forbidden('Setting homework needs an active teacher plan.', 'homework_not_in_plan'),
  too_many_games: (a: HomeworkAllowance) =>
    new HttpError(403, 'too_many_games', `Your plan allows ${a.gamesPerAssignment} game(s) in one assignment.`, { limit: a.gamesPerAssignment }),
  homework_limit: (a: HomeworkAllowance) =>
    new HttpError(403, 'homework_limit', `Your plan allows ${a.openAssignments} open assignments at a time. Close one, or wait until one is due.`, {
      limit: a.openAssignments,
    }),
};

async function checkAllowance(db: Queryable, teacherId: number, games: number, opening: { except?: number } | null, now: Date) {
  const allowance = await allowanceOf(db, teacherId);
  // only an assignment that becomes open counts against the open ones
  const openNow = opening ? await countOpenAssignments(db, teacherId, now, opening.except) : 0;
  const refusal = homeworkRefusal(allowance, { openNow, games });
  if (refusal) throw REFUSALS[refusal](allowance);
}

/** The topic, when it is bundled or the teacher's own, and feeds every game asked for. */
async function usableTopic(db: Queryable, teacherId: number, topicKey: string, games: readonly string[]): Promise<TopicRow> {
  const topic = (await topicsByKey(db, [topicKey])).get(topicKey);
  if (!topic) throw badRequest(`No topic has the key ${topicKey}.`, 'unknown_topic', { field: 'topic_key' });
  if (topic.owner_id !== null && Number(topic.owner_id) !== teacherId) throw forbidden('That topic belongs to another teacher.', 'topic_not_yours');
  const items = topicItems(topic);
  const unfed = games.find((g) => {
    const game = gameOfCategory(g);
    return !game || !canPlayTopic(game, { items });
  });
  if (unfed) throw badRequest(`The topic ${topicKey} cannot feed ${unfed}.`, 'game_cannot_use_topic', { field: 'games', game: unfed });
  return topic;
}

function checkDueDate(dueAt: string, now: Date) {
  const problem = dueDateProblem(dueAt, now);
  if (problem === 'due_in_past') throw badRequest('The due date must be in the future.', 'due_in_past', { field: 'due_at' });
  if (problem === 'due_too_far') throw badRequest('The due date must be within a year.', 'due_too_far', { field: 'due_at' });
}

/** POST classes/:id/assignments: the class must be the teacher's own. */
export async function createAssignment(db: Queryable, userId: string, classId: number, body: NewAssignment, now = new Date()): Promise<AssignmentRow> {
  const teacher = await requireTeacher(db, userId, 'Only teachers can set homework.');
  const found = await findClass(db, classId);
  if (!found || Number(found.teacher_id) !== teacher.id) throw notFound('No class of yours has that id.', 'class_not_found');
  await checkAllowance(db, teacher.id, body.games.length, {}, now);
  checkDueDate(body.due_at, now);
  const topic = await usableTopic(db, teacher.id, body.topic_key, body.games);
  const id = await insertAssignment(db, {
    classId,
    teacherId: teacher.id,
    topicKey: body.topic_key,
    games: body.games,
    level: body.level,
    dueAt: body.due_at,
    timed: body.timed ?? defaultTimed(Number(topic.year)),
    ranking: body.ranking,
  });
  return (await findAssignment(db, id))!;
}

/**
 * PATCH assignments/:id. The topic and level cannot change once a pupil has played (their answers
 * were to that topic and level); games, due date, timing, ranking can, and it can be closed early
 * or opened again. Opening it again, or moving a passed due date ahead, counts against the plan's
 * open assignments like a new one.
 */
export async function changeAssignment(db: Queryable, userId: string, id: number, changes: AssignmentChanges, now = new Date()): Promise<AssignmentRow> {
  const teacher = await requireTeacher(db, userId, 'Only teachers can change homework.');
  const a = await requireOwnAssignment(db, teacher.id, id);
  const changesWork =
    (changes.topic_key !== undefined && changes.topic_key !== a.topic_key) || (changes.level !== undefined && changes.level !== Number(a.level));
  if (changesWork && (await countAttempts(db, id)) > 0) {
    throw conflict('Pupils have already played this topic and level. Set a new assignment instead.', 'assignment_has_attempts');
  }
  if (changes.due_at !== undefined) checkDueDate(changes.due_at, now);
  const wasOpen = a.closed_at === null && new Date(a.due_at) > now;
  const willBeOpen = (changes.closed === undefined ? a.closed_at === null : !changes.closed) && new Date(changes.due_at ?? a.due_at) > now;
  const games = changes.games ?? a.games;
  if (changes.games !== undefined || (willBeOpen && !wasOpen)) {
    await checkAllowance(db, teacher.id, games.length, willBeOpen && !wasOpen ? { except: id } : null, now);
  }
  if (changes.topic_key !== undefined || changes.games !== undefined) await usableTopic(db, teacher.id, changes.topic_key ?? a.topic_key, games);
  await updateAssignment(db, id, {
    topicKey: changes.topic_key,
    games: changes.games,
    level: changes.level,
    dueAt: changes.due_at,
    timed: changes.timed,
    ranking: changes.ranking,
    closed: changes.closed,
  });
  return (await findAssignment(db, id))!;
}
