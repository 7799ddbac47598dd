import { judgeTypedAnswer, letters, outcomePoints, typedOutcome, type NearMissCredit } from '@app/shared';
import type { Level } from '../../common/levels';

/**
 * One round of one-answer questions, shared by choice, blank and error: the player picks an
 * option (or types, on blank's hard level), sees right/wrong with the right answer, then moves on.
 * State is plain JSON so the common frame can save it as progress and resume it.
 */
export interface RoundQuestion<P> {
  prompt: P;
  /** the right answer, as shown */
  answer: string;
  /** the topic item's `word` when it is not `answer` (error's spot mode shows a misspelling) */
  word?: string;
  /** the options in display order (they include `answer`); empty when the answer is typed */
  options: string[];
  /** other typed answers that are just as right (two topic words that fit the same gap) */
  alsoRight?: string[];
}

/** right; near (a typed slip, half the points); almost (a slip in a game that gives it nothing); wrong */
export type AnswerVerdict = 'right' | 'near' | 'almost' | 'wrong';

export interface QuestionResult {
  given: string;
  answer: string;
  verdict: AnswerVerdict;
  points: number;
  /** hints used on this question (the frame charges them; they only stop it counting as right) */
  hints: number;
}

export interface RoundState<P> {
  level: Level;
  questions: RoundQuestion<P>[];
  current: number;
  score: number;
  /** option indexes taken away by hints on the current question */
  removed: number[];
  /** hints used on the current question */
  hints: number;
  results: QuestionResult[];
  /** the current question's result once answered, until `next` */
  feedback: QuestionResult | null;
  finished: boolean;
  /** what a typed slip earns in this game and level (the shared scoring rule); none when absent */
  nearMiss?: NearMissCredit;
}

export type RoundMove = { type: 'choose'; option: number } | { type: 'type'; text: string } | { type: 'hint' } | { type: 'next' };

/** A question answered right earns this; hints are charged by the frame, not here (shared scoring rule). */
export const POINTS_PER_ANSWER = 10;

export function startRound<P>(level: Level, questions: RoundQuestion<P>[], nearMiss: NearMissCredit = 'none'): RoundState<P> {
  return { level, questions, current: 0, score: 0, removed: [], hints: 0, results: [], feedback: null, finished: questions.length === 0, nearMiss };
}

export function currentQuestion<P>(state: RoundState<P>): RoundQuestion<P> | undefined {
  return state.finished ? undefined : state.questions[state.current];
}

/** Questions answered right or nearly right without a hint (a hinted answer is never counted right). */
export function rightCount(state: RoundState<unknown>): number {
  return state.results.filter((r) => (r.verdict === 'right' || r.verdict === 'near') && r.hints === 0).length;
}

/**
 * A typed answer judged by the shared near-miss rule, in letters: a slip is `near` (half the
 * points), `almost` (no points) or `wrong`, as the game's credit says.
 */
export function judgeTyped(answer: string, typed: string, nearMiss: NearMissCredit = 'none', otherWords: readonly string[] = []): AnswerVerdict {
  const outcome = typedOutcome(judgeTypedAnswer(answer, typed, { otherWords }).verdict, nearMiss);
  return outcome === 'skipped' ? 'wrong' : outcome;
}

export function pointsFor(verdict: AnswerVerdict): number {
  return outcomePoints(verdict, POINTS_PER_ANSWER);
}

/** The letters a hint has shown of a typed answer (one more per hint). */
export function revealedLetters(state: RoundState<unknown>): string[] {
  const question = currentQuestion(state);
  if (!question || question.options.length > 0) return [];
  return letters(question.answer).slice(0, state.hints);
}

/** Whether another hint would help: an option can still go (two always stay), or a letter can still be shown. */
export function canHint(state: RoundState<unknown>): boolean {
  const question = currentQuestion(state);
  if (!question || state.feedback) return false;
  if (question.options.length > 0) return question.options.length - state.removed.length > 2;
  return state.hints < letters(question.answer).length - 1;
}

function answer<P>(state: RoundState<P>, given: string, verdict: AnswerVerdict, rightAnswer?: string): RoundState<P> {
  const question = currentQuestion(state);
  if (!question) return state;
  const result: QuestionResult = { given, answer: rightAnswer ?? question.answer, verdict, points: pointsFor(verdict), hints: state.hints };
  return { ...state, score: state.score + result.points, results: [...state.results, result], feedback: result };
}

export function applyRoundMove<P>(state: RoundState<P>, move: RoundMove): RoundState<P> {
  const question = currentQuestion(state);
  if (!question) return state;
  switch (move.type) {
    case 'choose': {
      if (state.feedback || question.options.length === 0 || state.removed.includes(move.option)) return state;
      const given = question.options[move.option];
      if (given === undefined) return state;
      return answer(state, given, given === question.answer ? 'right' : 'wrong');
    }
    case 'type': {
      if (state.feedback || question.options.length > 0 || move.text.trim() === '') return state;
      const rank: Record<AnswerVerdict, number> = { right: 3, near: 2, almost: 1, wrong: 0 };
      const candidates = [question.answer, ...(question.alsoRight ?? [])];
      // The answer the player came nearest to is the one they meant (and the one feedback shows).
      const best = candidates
        .map((candidate) => ({ candidate, verdict: judgeTyped(candidate, move.text, state.nearMiss, candidates) }))
        .reduce((a, b) => (rank[b.verdict] > rank[a.verdict] ? b : a));
      return answer(state, move.text.trim(), best.verdict, best.verdict === 'wrong' ? question.answer : best.candidate);
    }
    case 'hint': {
      if (!canHint(state)) return state;
      if (question.options.length === 0) return { ...state, hints: state.hints + 1 };
      const wrong = question.options.map((o, i) => (o === question.answer || state.removed.includes(i) ? -1 : i)).filter((i) => i >= 0);
      // Options are already in random order, so dropping the last wrong one looks random and stays replayable.
      const drop = wrong[wrong.length - 1];
      if (drop === undefined) return state;
      return { ...state, hints: state.hints + 1, removed: [...state.removed, drop] };
    }
    case 'next': {
      if (!state.feedback) return state;
      const current = state.current + 1;
      return { ...state, current, removed: [], hints: 0, feedback: null, finished: current >= state.questions.length };
    }
  }
}
