import { attemptFinishedAt } from '@app/shared/node';
import type { Queryable } from '../../db/database';
import { findAssignmentOfPupil } from './homeworkRepository';

export interface ScoreForHomework {
  quiz_category: string;
  topic_key: string;
  level: number;
  queued_ms?: number;
}

/**
 * The assignment a saved score counts for, with how long before its arrival the game was
 * finished. A score counts only when its pupil is in the assignment's class and played one of its
 * games on its topic and level; otherwise it is kept as free play (never refused: nothing a pupil
 * scored is lost, and a pupil can hand nothing in to another class). A closed or past-due
 * assignment still takes work, marked late by its finish time.
 */
export async function homeworkOfScore(
  db: Queryable,
  assignmentId: number,
  userId: string,
  score: ScoreForHomework,
  now = Date.now(),
): Promise<{ id: string; queuedMs: number } | null> {
  const a = await findAssignmentOfPupil(db, assignmentId, userId);
  if (!a || a.topic_key !== score.topic_key || Number(a.level) !== score.level || !a.games.includes(score.quiz_category)) return null;
  const finished = attemptFinishedAt({ receivedAt: now, queuedMs: score.queued_ms, notBefore: a.created_at });
  return { id: a.id, queuedMs: now - finished };
}
