import { sameLetters } from '../text/letters';
import { checkScorePlausibility, SUBMIT_GRACE_MS } from './levelTiming';

export interface GradeInput {
  /** the level's right answers, in item order */
  answers: readonly string[];
  /** what the student handed in, in item order (missing = unanswered) */
  submitted: readonly string[];
  /** a score the client claims (old clients and the bench send one); checked, never trusted */
  claimedScore?: number;
  /** seconds the client says it took */
  timeTakenSeconds: number;
  /** from the server-recorded start to now */
  elapsedMs: number;
  durationSeconds: number;
}

export type GradeResult =
  | { ok: true; score: number; maxScore: number; timeTaken: number; late: boolean }
  | { ok: false; code: 'too_many_answers' | 'implausible_score' | 'score_mismatch'; reason: string };

/**
 * Grades one contest level on the server. An answer counts when it spells the same letters as
 * the right one (case aside). A hand-in after the level's time plus grace counts with 0 points,
 * so a stale tab never blocks later levels; otherwise a claimed score must equal the grade and
 * be humanly possible in the time since the start. Time taken never exceeds the level's length.
 */
export function gradeContestSubmission(input: GradeInput): GradeResult {
  const maxScore = input.answers.length;
  if (input.submitted.length > maxScore) {
    return { ok: false, code: 'too_many_answers', reason: `This level has only ${maxScore} questions.` };
  }
  const late = input.elapsedMs > input.durationSeconds * 1000 + SUBMIT_GRACE_MS;
  const graded = input.answers.reduce((sum, answer, i) => sum + (sameLetters(input.submitted[i] ?? '', answer, { ignoreCase: true }) ? 1 : 0), 0);
  const claimed = input.claimedScore ?? (late ? 0 : graded);
  const plausible = checkScorePlausibility({ score: claimed, maxScore, elapsedMs: input.elapsedMs, timeTakenSeconds: input.timeTakenSeconds });
  if (!plausible.ok) return { ok: false, code: 'implausible_score', reason: plausible.reason };
  if (!late && claimed !== graded) return { ok: false, code: 'score_mismatch', reason: 'The score does not match the answers.' };
  return {
    ok: true,
    score: late ? 0 : graded,
    maxScore,
    timeTaken: Math.min(input.durationSeconds, Math.round(input.elapsedMs / 1000)),
    late,
  };
}
