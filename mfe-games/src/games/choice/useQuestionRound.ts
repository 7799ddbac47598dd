import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import type { Topic } from '@app/shared';
import { createRng, restoreWith, useGame, useGameHint, type FeedbackKind, type Level, type Rng } from '../common';
import { applyRoundMove, canHint, currentQuestion, rightCount, type QuestionResult, type RoundMove, type RoundQuestion, type RoundState } from './logic/questionRound';
import { roundStateSchema } from './logic/roundStateSchema';

export interface QuestionRoundOptions<P> {
  generate: (topic: Topic, level: Level, rng: Rng) => RoundState<P>;
  promptSchema: z.ZodType<P>;
  /** the translated feedback for an answer */
  describeResult: (result: QuestionResult, question: RoundQuestion<P>) => string;
  /** the translated hint message after a hint move */
  describeHint: (state: RoundState<P>) => string;
}

/**
 * Runs a choice/blank/error round inside the common frame: builds it from the frame's seed (or
 * the validated snapshot on resume), reports every move, announces feedback, offers hints while
 * one can help, and finishes the game after the last question.
 */
export function useQuestionRound<P>({ generate, promptSchema, describeResult, describeHint }: QuestionRoundOptions<P>) {
  const { topic, level, seed, restored, report, feedback, finish } = useGame();
  const [state, setState] = useState<RoundState<P>>(() => {
    const saved = restoreWith(roundStateSchema(promptSchema), restored);
    return saved && saved.level === level && !saved.finished ? saved : generate(topic, level, createRng(seed));
  });
  const stateRef = useRef(state);
  stateRef.current = state;
  const describe = useRef({ describeResult, describeHint });
  describe.current = { describeResult, describeHint };

  const dispatch = useCallback((move: RoundMove) => {
    const before = stateRef.current;
    const next = applyRoundMove(before, move);
    if (next === before) return;
    stateRef.current = next;
    setState(next);
    const tally = { score: next.score, correct: rightCount(next), attempted: next.results.length };
    if (next.finished) {
      finish(tally);
      return;
    }
    report({ ...tally, state: next });
    const question = currentQuestion(before);
    if (move.type === 'hint') feedback('hint', describe.current.describeHint(next));
    else if (next.feedback && !before.feedback && question) {
      const kind: FeedbackKind = next.feedback.verdict === 'wrong' ? 'incorrect' : 'correct';
      feedback(kind, describe.current.describeResult(next.feedback, question));
    }
  }, [feedback, finish, report]);

  useGameHint(() => dispatch({ type: 'hint' }), canHint(state));

  return { state, dispatch };
}
