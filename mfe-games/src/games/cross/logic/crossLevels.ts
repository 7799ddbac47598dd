import { GAME_SCORING } from '@app/shared';
import type { Level } from '../../common/levels';
import type { Crossword, CrossPlacement } from './crosswordLayout';

/**
 * How a level plays a topic's crossword, as a pure rule so the three levels always differ, also on
 * a topic whose words cross so rarely that every level would place the same few: each harder level
 * keeps more words when the topic has them (at least one more than the level below while there are
 * more than two), and the easier levels are given letters (givenCells) that hard is not.
 */
export interface CrossLevelPlan {
  words: number;
  given: 'everyWord' | 'everyOtherWord' | 'none';
}

const GIVEN: Readonly<Record<Level, CrossLevelPlan['given']>> = { 1: 'everyWord', 2: 'everyOtherWord', 3: 'none' };

/** The plan for a level when the search could place `placeable` words in one connected grid. */
export function crossLevelPlan(placeable: number, level: Level): CrossLevelPlan {
  const cap = GAME_SCORING.cross.unitsPerRound;
  const hard = Math.min(cap[3], placeable);
  const medium = Math.min(cap[2], hard > 2 ? hard - 1 : hard);
  const easy = Math.min(cap[1], medium > 2 ? medium - 1 : medium);
  return { words: { 1: easy, 2: medium, 3: hard }[level], given: GIVEN[level] };
}

/**
 * The cells whose letters the level gives, as "row,col": easy the first letter of every word;
 * medium that of every other word, or the word's last letter where its first cell starts two words
 * (else medium could give exactly what easy gives); hard nothing.
 */
export function givenCells(puzzle: Pick<Crossword, 'placements'>, given: CrossLevelPlan['given']): string[] {
  if (given === 'none') return [];
  const words = [...puzzle.placements].sort((a, b) => a.number - b.number || (a.direction === 'across' ? -1 : 1));
  const start = (p: CrossPlacement) => `${p.row},${p.col}`;
  const end = (p: CrossPlacement) => {
    const n = p.letters.length - 1;
    return p.direction === 'across' ? `${p.row},${p.col + n}` : `${p.row + n},${p.col}`;
  };
  if (given === 'everyWord') return [...new Set(words.map(start))];
  const shared = (p: CrossPlacement) => words.filter((q) => start(q) === start(p)).length > 1;
  return [...new Set(words.filter((_, i) => i % 2 === 0).map((p) => (shared(p) ? end(p) : start(p))))];
}
