import { letters, sameLetters, type TopicItem } from '@app/shared';
import { itemsForLevel, type Level } from '../../common/levels';
import type { Rng } from '@app/shared';
import { isGridWord } from '../../common/gameRegistry';
import { markGuess, type TileMark } from './tileScoring';

/** the most rows a word has (easy and medium); hard has one fewer */
export const MAX_TRIES = 6;
/**
 * Words per game, their length in letters and the rows to find each in, by level. Hard has a row
 * fewer, so it asks more also on a topic whose words are all one length (issue 22.4).
 */
export const TILE_LEVELS: Record<Level, { words: number; minLetters: number; maxLetters: number; tries: number }> = {
  1: { words: 3, minLetters: 2, maxLetters: 4, tries: MAX_TRIES },
  2: { words: 3, minLetters: 3, maxLetters: 5, tries: MAX_TRIES },
  3: { words: 3, minLetters: 4, maxLetters: 7, tries: MAX_TRIES - 1 },
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
  const seen = new Set<string>();
  const distinct = items.filter((i) => isGridWord(i.word) && !seen.has(i.word) && seen.add(i.word));
  let pool = distinct.filter((i) => fits(i.word));
  // a topic of short or long words still plays: fall back to any grid word
  if (pool.length < words) pool = distinct;
  // the level's band of the pool by length, so medium and hard differ on every topic (issue 22.4)
  return itemsForLevel(pool, level, words, rng).map((i) => ({ word: i.word, clue: i.clue ?? i.meaning, image: i.image }));
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
  if (guessed.guesses.length >= TILE_LEVELS[level].tries) return [nextWord(guessed, false, level), 'failed'];
  return [guessed, 'marked'];
}
