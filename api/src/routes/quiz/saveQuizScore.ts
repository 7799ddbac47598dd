import type { z } from 'zod';
import { gameOfCategory, roundTimeVerdict } from '@app/shared/node';
import type { Database } from '../../db/database';
import { conflict } from '../../http/httpError';
import { hitRateLimit } from '../../http/rateLimit';
import { admitScore, dailyGameAccount } from './dailyGames';
import type { scoreBody } from './quizSchemas';
import { findScoreByClientId, insertScore, insertScoreItems, type OffBoard, type ScoreRow } from './scoreRepository';
import { scoreProblem } from './scorePlausibility';
import { itemsProblem } from './itemRecordChecks';
import { homeworkOfScore } from '../homework/homeworkOfScore';
import type { TopicFactsReader } from './topicCeilings';

/** Saves per player per minute: a whole offline queue goes in a few minutes; a script does not. */
export const SAVES_PER_MINUTE = 20;
export const SAVE_RATE_LIMIT_MESSAGE = 'Too many scores saved in a minute. Your scores are kept and sent again shortly.';

/** A phone's clock, kept for the record only when it names a believable moment. */
function clientTime(value: string): string | null {
  const ms = Date.parse(value);
  const believable = Number.isFinite(ms) && ms >= Date.UTC(2000, 0, 1) && ms <= Date.UTC(2100, 0, 1);
  return believable ? new Date(ms).toISOString() : null;
}

const clientIdTaken = () => conflict('That client_id belongs to another record.', 'client_id_taken');

/**
 * Stores a quiz score record the server can believe (issue 13): a replayed client_id (a reply
 * lost on a flaky network) is answered with the stored record before any limit, so sending the
 * same score again never costs the player anything; then the save limit, the topic and score
 * ceiling (the shared scoring rule), the item records against the topic and the score (ADR 0030),
 * and the daily game limit (not for homework); the time is the server's. The score and its items
 * are written in one transaction.
 */
export async function saveQuizScore(
  db: Database,
  topicFacts: TopicFactsReader,
  dailyGameLimit: number,
  user: { sub: string; role: string },
  b: z.infer<typeof scoreBody>,
): Promise<ScoreRow> {
  const stored = await findScoreByClientId(db, b.client_id);
  if (stored) {
    if (String(stored.user_id) !== user.sub) throw clientIdTaken();
    return stored;
  }
  await hitRateLimit(db, `save-score:${user.sub}`, SAVES_PER_MINUTE, 60, SAVE_RATE_LIMIT_MESSAGE);
  const topic = await topicFacts(b.topic_key);
  const claim = { quizCategory: b.quiz_category, level: b.level as 1 | 2 | 3, score: b.score, language: b.language };
  const problem = scoreProblem(claim, topic, b.topic_key);
  if (problem) throw problem;
  const game = gameOfCategory(b.quiz_category)!;
  if (b.items) {
    const itemProblem = itemsProblem(b.items, topic!, game, claim.level, b.score);
    if (itemProblem) throw itemProblem;
  }
  // a round faster than a child can play it is kept for the player but not ranked (docs/adr/0019)
  const time = roundTimeVerdict(game, claim.level, {
    score: b.score,
    durationMs: b.duration_ms,
    roundUnits: topic!.roundUnits(game, claim.level),
    items: b.items,
  });
  // homework counts for its assignment only when the pupil is in its class and played what was set
  const homework = b.assignment_id === undefined ? null : await homeworkOfScore(db, b.assignment_id, user.sub, b);
  const role = user.role === 'teacher' ? 'teacher' : 'student';
  const account = await dailyGameAccount(db, user.sub, role);
  const row = await db.transaction(async (tx) => {
    // homework is never refused for the free plan's daily games (ADR 0029)
    let onBoards = true;
    if (homework === null) {
      onBoards = await admitScore(tx, dailyGameLimit, {
        userId: user.sub,
        role,
        account,
        quizCategory: b.quiz_category,
        topicKey: b.topic_key,
        clientId: b.client_id,
      });
    }
    const saved = await insertScore(tx, {
      clientId: b.client_id,
      userId: user.sub,
      quizCategory: b.quiz_category,
      topicKey: b.topic_key,
      language: topic!.language,
      score: b.score,
      level: b.level,
      durationMs: b.duration_ms,
      clientTime: clientTime(b.time_submitted),
      assignmentId: homework?.id ?? null,
      queuedMs: homework?.queuedMs ?? b.queued_ms,
      offBoard: time.problem ? 'too_fast' : onBoards ? null : ('daily_limit' satisfies OffBoard),
    });
    if (saved && b.items) await insertScoreItems(tx, saved.id, b.items);
    return saved;
  });
  // two saves of one client_id racing: the other one stored it
  const saved = row ?? (await findScoreByClientId(db, b.client_id));
  if (!saved || String(saved.user_id) !== user.sub) throw clientIdTaken();
  return saved;
}
