import { letters, sameLetters, type TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import { type Rng, shuffled } from '@app/shared';
import { isGridWord } from '../../common/gameRegistry';
import { markGuess, type TileMark } from './tileScoring';

export const MAX_TRIES = 6;
/** words per game and their length in letters, by level */
export const TILE_LEVELS: Record<Level, { words: number; minLetters: number; maxLetters: number }> = {
  1: { words: 3, minLetters: 2, maxLetters: 4 },
  2: { words: 3, minLetters: 3, maxLetters: 5 },
  3: { words: 3, minLetters: 4, maxLetters: 7 },
};

export interface TileWord {
  word: string;
  clue?: string;
  image?: string;
}

export interface TileState {
  words: TileWord[];
  current: number;
  guesses: { text: string; marks: TileMark[] }[];
  solved: number;
  score: number;
  finished: boolean;
}

export type TileMove = { type: 'guess'; text: string } | { type: 'giveUp' };
export type TileOutcome = 'none' | 'wrongLength' | 'marked' | 'solved' | 'failed';

export function pickTileWords(items: readonly TopicItem[], level: Level, rng: Rng): TileWord[] {
  const { words, minLetters, maxLetters } = TILE_LEVELS[level];
  const fits = (w: string) => {
    const n = letters(w).length;
    return isGridWord(w) && n >= minLetters && n <= maxLetters;
  };
  let pool = items.filter((i) => fits(i.word));
  // a topic of short or long words still plays: fall back to any grid word
  if (pool.length < words) pool = items.filter((i) => isGridWord(i.word));
  const seen = new Set<string>();
  return shuffled(pool, rng)
    .filter((i) => !seen.has(i.word) && seen.add(i.word))
    .slice(0, words)
    .map((i) => ({ word: i.word, clue: i.clue ?? i.meaning, image: i.image }));
}

export function startTile(words: TileWord[]): TileState {
  return { words, current: 0, guesses: [], solved: 0, score: 0, finished: words.length === 0 };
}

export const wordLength = (state: TileState) => letters(state.words[state.current]?.word ?? '').length;

/** Points for a word solved in `tries`: fewer tries, more points; harder levels count more. */
export function tilePoints(tries: number, level: Level): number {
  return (MAX_TRIES + 1 - tries) * 5 * level;
}

function nextWord(state: TileState, solved: boolean, level: Level): TileState {
  const current = state.current + 1;
  return {
    ...state,
    current,
    guesses: [],
    solved: state.solved + (solved ? 1 : 0),
    score: state.score + (solved ? tilePoints(state.guesses.length, level) : 0),
    finished: current >= state.words.length,
  };
}

export function applyTileMove(state: TileState, move: TileMove, level: Level): [TileState, TileOutcome] {
  const target = state.words[state.current];
  if (!target || state.finished) return [state, 'none'];
  if (move.type === 'giveUp') return [nextWord(state, false, level), 'failed'];
  const text = move.text.normalize('NFC').trim();
  if (letters(text).length !== wordLength(state)) return [state, 'wrongLength'];
  const guessed = { ...state, guesses: [...state.guesses, { text, marks: markGuess(text, target.word) }] };
  if (sameLetters(text, target.word, { ignoreCase: true })) return [nextWord(guessed, true, level), 'solved'];
  if (guessed.guesses.length >= MAX_TRIES) return [nextWord(guessed, false, level), 'failed'];
  return [guessed, 'marked'];
}
