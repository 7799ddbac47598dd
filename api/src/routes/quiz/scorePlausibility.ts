import { gameOfCategory, type ScoreLevel } from '@app/shared/node';
import { badRequest, type HttpError } from '../../http/httpError';
import type { TopicFacts } from './topicCeilings';

/** A game left open for days still saves; beyond two weeks the elapsed time is not believable. */
export const MAX_DURATION_MS = 14 * 24 * 3600 * 1000;

export interface ScoreClaim {
  quizCategory: string;
  level: ScoreLevel;
  score: number;
  language?: string;
}

/**
 * Whether a score could have been earned: the topic exists and is in the language claimed, and
 * the score is within what the game can give at that level on that topic (the shared scoring
 * rule). Time is not a reason to refuse: a round (or its items) faster than a child can play is
 * stored for the player but kept off the boards (roundTimeVerdict in shared, issue 21.4), so a
 * forger must at least claim a child's pace, within the per-player save limit and the daily games.
 * The phone's clock is never used. Returns the first problem, or undefined.
 */
export function scoreProblem(claim: ScoreClaim, topic: TopicFacts | undefined, topicKey: string): HttpError | undefined {
  if (!topic) return badRequest(`No topic has the key ${topicKey}.`, 'unknown_topic', { field: 'topic_key' });
  if (claim.language !== undefined && claim.language !== topic.language) {
    return badRequest(`The topic ${topicKey} is in ${topic.language}, not ${claim.language}.`, 'language_mismatch', { field: 'language' });
  }
  const game = gameOfCategory(claim.quizCategory);
  if (!game) return badRequest(`${claim.quizCategory} is not a game.`, 'unknown_game', { field: 'quiz_category' });
  const ceiling = topic.ceilings(game)[claim.level - 1]!;
  if (claim.score > ceiling) {
    return badRequest(
      `A score of ${claim.score} is more than ${claim.quizCategory} level ${claim.level} can give on this topic (at most ${ceiling}).`,
      'score_too_high',
      { field: 'score', maxScore: ceiling },
    );
  }
  return undefined;
}
