import { quizCategoryOf } from '@app/shared';
import { encodeProgress, type ProgressEnvelope } from '../progressState';

/**
 * A saved, unfinished game as the progress API returns it: the envelope's bookkeeping filled in,
 * what the test is about given.
 */
export function savedGameRecord(envelope: Pick<ProgressEnvelope, 'game' | 'topicKey' | 'level' | 'state'> & Partial<ProgressEnvelope>): {
  quiz_category: string;
  topic_key: string;
  progress_state: string;
} {
  return {
    quiz_category: quizCategoryOf(envelope.game),
    topic_key: envelope.topicKey,
    progress_state: encodeProgress({ seed: 1, elapsedMs: 0, score: 0, correct: 0, attempted: 0, hintsUsed: 0, finished: false, savedAt: 'x', ...envelope }),
  };
}
