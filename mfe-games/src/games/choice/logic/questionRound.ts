import { isTamilText, letterEditDistance, letters, sameLetters } from '@app/shared';
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
  /** the options in display order (they include `answer`); empty when the answer is typed */
  options: string[];
  /** other typed answers that are just as right (two topic words that fit the same gap) */
  alsoRight?: string[];
}

export type AnswerVerdict = 'right' | 'close' | 'wrong';

export interface QuestionResult {
  given: string;
  answer: string;
  verdict: AnswerVerdict;
  points: number;
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
}

export type RoundMove =
  | { type: 'choose'; option: number }
  | { type: 'type'; text: string }
  | { type: 'hint' }
  | { type: 'next' };

export const POINTS_PER_ANSWER = 10;
/** Each hint costs this much of the question's points… */
export const HINT_COST = 3;
/** …but a right answer is always worth something. */
export const MIN_POINTS_RIGHT = 1;
/** A typed answer one letter off is accepted as "close" and loses this much. */
export const CLOSE_COST = 2;

export function startRound<P>(level: Level, questions: RoundQuestion<P>[]): RoundState<P> {
  return { level, questions, current: 0, score: 0, removed: [], hints: 0, results: [], feedback: null, finished: questions.length === 0 };
}

export function currentQuestion<P>(state: RoundState<P>): RoundQuestion<P> | undefined {
  return state.finished ? undefined : state.questions[state.current];
}

export function maxScore(state: RoundState<unknown>): number {
  return state.questions.length * POINTS_PER_ANSWER;
}

export function rightCount(state: RoundState<unknown>): number {
  return state.results.filter((r) => r.verdict !== 'wrong').length;
}

/**
 * How far a typed answer may be from the word and still count: none for short words (a one-letter
 * slip in "cat" is another word), one letter from four letters, two from nine. A Tamil letter
 * (consonant + vowel) carries about what two English letters do, so Tamil needs only three and six.
 */
export function typoAllowance(answer: string): number {
  const count = letters(answer).length;
  const [one, two] = isTamilText(answer) ? [3, 6] : [4, 9];
  if (count < one) return 0;
  return count < two ? 1 : 2;
}

export function judgeTyped(answer: string, typed: string): AnswerVerdict {
  if (sameLetters(answer, typed, { ignoreCase: true })) return 'right';
  const distance = letterEditDistance(answer.trim().toLocaleLowerCase(), typed.trim().replace(/\s+/g, ' ').toLocaleLowerCase());
  return distance <= typoAllowance(answer) ? 'close' : 'wrong';
}

export function pointsFor(verdict: AnswerVerdict, hints: number): number {
  if (verdict === 'wrong') return 0;
  const base = POINTS_PER_ANSWER - (verdict === 'close' ? CLOSE_COST : 0);
  return Math.max(MIN_POINTS_RIGHT, base - hints * HINT_COST);
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
  const result: QuestionResult = { given, answer: rightAnswer ?? question.answer, verdict, points: pointsFor(verdict, state.hints), hints: state.hints };
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
      const rank: Record<AnswerVerdict, number> = { right: 2, close: 1, wrong: 0 };
      // The answer the player came nearest to is the one they meant (and the one feedback shows).
      const best = [question.answer, ...(question.alsoRight ?? [])]
        .map((candidate) => ({ candidate, verdict: judgeTyped(candidate, move.text) }))
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
