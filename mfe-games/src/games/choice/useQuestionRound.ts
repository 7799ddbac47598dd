import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod/mini';
import { nearMissCredit, type Topic } from '@app/shared';
import { createRng, restoreWith, useGame, useGameHint, type FeedbackKind, type Level, type Rng, useRoundTotal } from '../common';
import {
  applyRoundMove,
  canHint,
  currentQuestion,
  rightCount,
  type QuestionResult,
  type RoundMove,
  type RoundQuestion,
  type RoundState,
} from './logic/questionRound';
import { roundStateSchema } from './logic/roundStateSchema';

/** How a question reads in the result screen's review. */
export interface QuestionReview {
  /** the question as text (a clue, the sentence with its gap); empty when the picture says it */
  prompt: string;
  image?: string;
  /** the right answer to show, when it is not the option itself (error shows the right spelling) */
  answer?: string;
}

export interface QuestionRoundOptions<P> {
  generate: (topic: Topic, level: Level, rng: Rng) => RoundState<P>;
  promptSchema: z.ZodMiniType<P>;
  /** the translated feedback for an answer */
  describeResult: (result: QuestionResult, question: RoundQuestion<P>) => string;
  /** the translated hint message after a hint move */
  describeHint: (state: RoundState<P>) => string;
  /** the question as the review lists it (default: the answer alone) */
  review?: (question: RoundQuestion<P>) => QuestionReview;
}

/**
 * Runs a choice/blank/error round inside the common frame: builds it from the frame's seed (or
 * the validated snapshot on resume), reports every move, records every answer for the review,
 * announces feedback (cleared when the next question shows), offers hints while one can help,
 * and finishes the game after the last question. Hints are charged by the frame.
 */
export function useQuestionRound<P>({ generate, promptSchema, describeResult, describeHint, review }: QuestionRoundOptions<P>) {
  const { game, topic, level, seed, restored, report, feedback, clearFeedback, recordItem, finish, startMove } = useGame();
  const [state, setState] = useState<RoundState<P>>(() => {
    const saved = restoreWith(roundStateSchema(promptSchema), restored);
    if (saved && saved.level === level && !saved.finished) return saved;
    return { ...generate(topic, level, createRng(seed)), nearMiss: nearMissCredit(game.id, level) };
  });
  // the round as the moves left it, ahead of the render (a transition) that shows it
  const stateRef = useRef(state);
  useRoundTotal(state.questions.length);
  const describe = useRef({ describeResult, describeHint, review });
  describe.current = { describeResult, describeHint, review };

  /** Records, reports and announces a move that changed the round. */
  const show = useCallback(
    (before: RoundState<P>, next: RoundState<P>, move: RoundMove) => {
      setState(next);
      const question = currentQuestion(before);
      const answered = next.feedback && !before.feedback && question ? next.feedback : null;
      if (answered && question) {
        const { prompt, image, answer } = describe.current.review?.(question) ?? { prompt: '' };
        recordItem({
          word: question.word ?? question.answer,
          prompt,
          answer: answer ?? answered.answer,
          given: answered.given,
          outcome: answered.verdict,
          hints: answered.hints,
          ...(image ? { image } : {}),
        });
      }
      const tally = { score: next.score, correct: rightCount(next), attempted: next.results.length, done: next.results.length, total: next.questions.length };
      if (next.finished) {
        finish(tally);
        return;
      }
      report({ ...tally, state: next });
      if (move.type === 'hint') feedback('hint', describe.current.describeHint(next));
      else if (move.type === 'next') clearFeedback();
      else if (answered && question) {
        const kind: FeedbackKind = answered.verdict === 'right' || answered.verdict === 'near' ? 'correct' : 'incorrect';
        // a typed answer short of right shows its letters against the answer (issue 22); a chosen option does not
        const letters = move.type === 'type' && answered.verdict !== 'right' ? { target: answered.answer, guess: answered.given } : undefined;
        feedback(kind, describe.current.describeResult(answered, question), letters);
      }
    },
    [feedback, clearFeedback, recordItem, finish, report],
  );

  /** Applies a move; false when it changed nothing. */
  const dispatch = useCallback(
    (move: RoundMove): boolean => {
      const before = stateRef.current;
      const next = applyRoundMove(before, move);
      if (next === before) return false;
      stateRef.current = next;
      // the answer and the next question are drawn in slices (issue 22.6); `stateRef` already holds
      // the move for the next one
      startMove(() => show(before, next, move));
      return true;
    },
    [show, startMove],
  );
  useGameHint(() => dispatch({ type: 'hint' }), canHint(state));

  return { state, dispatch };
}
