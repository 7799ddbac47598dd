import { createContext, useContext, useEffect, useRef } from 'react';
import type { Topic } from '@app/shared';
import type { GameDefinition } from './gameRegistry';
import type { GameTally, ItemReport } from './gameSession';
import type { Level } from './levels';

export type FeedbackKind = 'correct' | 'incorrect' | 'hint' | 'info';
export interface Feedback {
  kind: FeedbackKind;
  message: string;
  /** increases on every call so the same message twice is announced twice */
  id: number;
  /** the child's answer against the word, shown letter by letter under the message (issue 22) */
  letters?: LetterHintData;
}

/** What a letter-wise hint compares: the word sought and what the child wrote. */
export interface LetterHintData {
  target: string;
  guess: string;
  /** the game's own board already shows the marked letters: say only the sentence */
  sentenceOnly?: boolean;
}

/**
 * A hint handler. Return `false` when the hint gave nothing (nothing left to show): the frame then
 * does not charge it. Any other return means the hint was given and costs its price.
 */
export type HintHandler = () => boolean | void;

/** What a game receives from the frame. See README.md in this folder. */
export interface GameApi {
  game: GameDefinition;
  topic: Topic;
  level: Level;
  /** seed for the game's generator: the same seed rebuilds the same puzzle on resume */
  seed: number;
  /** the game's own snapshot from saved progress, NOT validated: use `restoreWith(schema, restored)` */
  restored: unknown;
  /** call after every move: updates the HUD (score, progress) and saves progress (debounced) */
  report(tally: GameTally & { state: unknown }): void;
  /** correct / incorrect / hint / info message: icon + text + aria-live, never colour alone */
  feedback(kind: FeedbackKind, message: string, letters?: LetterHintData): void;
  /** removes the feedback (call when the next question shows, so the last one's verdict is not left under it) */
  clearFeedback(): void;
  /** one item is over (answered, missed or skipped): it goes in the result screen's review and decides accuracy */
  recordItem(item: ItemReport): void;
  /** register the hint handler while hints are available (null hides the button) */
  setHint(handler: HintHandler | null): void;
  /** the game is over: the frame charges hints, submits the score and shows the result screen */
  finish(tally: GameTally): void;
  /**
   * Draws a move's state updates in a transition: React renders the board in slices between frames,
   * not in one task of the tap (issue 22.6), and the frame is aria-busy until it shows the move. A
   * handler must start from the move before it (useMoveState's `latest`), not the render's state.
   */
  startMove(update: () => void): void;
  /** how many items the round has, for the HUD's progress before the first move (use useRoundTotal) */
  showTotal?(total: number): void;
}

const GameContext = createContext<GameApi | null>(null);
export const GameApiProvider = GameContext.Provider;

/** The frame's API for the game rendered inside it. */
export function useGame(): GameApi {
  const api = useContext(GameContext);
  if (!api) throw new Error('useGame() must be used inside a game rendered by <GamePage> (mfe-games/src/games/common).');
  return api;
}

/** Shows the round's size in the HUD's progress from the first screen, not only after the first answer (issue 22). */
export function useRoundTotal(total: number): void {
  const { showTotal } = useGame();
  useEffect(() => {
    if (total > 0) showTotal?.(total);
  }, [showTotal, total]);
}

/** Registers `handler` as the hint while `enabled`; removes it on unmount. The frame charges each hint given. */
export function useGameHint(handler: HintHandler, enabled = true): void {
  const { setHint } = useGame();
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    setHint(enabled ? () => ref.current() : null);
    return () => setHint(null);
  }, [enabled, setHint]);
}
