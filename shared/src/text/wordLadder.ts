import type { TopicItem } from '../content/topicSchema';
import { letters, normaliseText, sameLetters } from './letters';

/**
 * Word ladders: from a start word to a target, changing one letter a step, every step a real
 * word. A letter is what letters() returns, so in Tamil க → கா is one step (one letter changes
 * its vowel sign), while a step may never add or drop a letter.
 */

/** A word's letters for comparing steps: normalised, without case (Tamil has none). */
function ladderLetters(word: string): string[] {
  return letters(normaliseText(word).trim().toLocaleLowerCase());
}

/** The places (0-based letter indexes) where two words of the same length differ; null if lengths differ. */
export function changedPlaces(from: string, to: string): number[] | null {
  const a = ladderLetters(from);
  const b = ladderLetters(to);
  if (a.length !== b.length) return null;
  return a.flatMap((l, i) => (l === b[i] ? [] : [i]));
}

/** Whether `to` is `from` with exactly one letter changed (same number of letters). */
export function isOneLetterStep(from: string, to: string): boolean {
  return changedPlaces(from, to)?.length === 1;
}

/**
 * What is wrong with a ladder, in words a content author can act on; empty when it is a ladder.
 * A ladder has at least two words, each one word (no spaces), each step one letter.
 */
export function ladderProblems(ladder: readonly string[]): string[] {
  const problems: string[] = [];
  if (ladder.length < 2) problems.push('a ladder needs a start word and a target');
  ladder.forEach((word, i) => {
    if (!word.trim()) problems.push(`step ${i + 1} is empty`);
    else if (/\s/.test(word.trim())) problems.push(`step ${i + 1} "${word}" is more than one word`);
  });
  for (let i = 1; i < ladder.length; i++) {
    const places = changedPlaces(ladder[i - 1]!, ladder[i]!);
    if (places === null) problems.push(`"${ladder[i - 1]}" → "${ladder[i]}" changes the number of letters`);
    else if (places.length !== 1) problems.push(`"${ladder[i - 1]}" → "${ladder[i]}" changes ${places.length} letters, not 1`);
  }
  const seen = new Set<string>();
  for (const word of ladder) {
    const key = ladderLetters(word).join('');
    if (seen.has(key)) problems.push(`"${word}" comes twice`);
    seen.add(key);
  }
  return problems;
}

export function isWordLadder(ladder: readonly string[]): boolean {
  return ladderProblems(ladder).length === 0;
}

/** Whether an item carries a playable ladder that ends at its own word (what the change game needs). */
export function hasWordLadder(item: Pick<TopicItem, 'word' | 'ladder'>): boolean {
  const ladder = item.ladder;
  return Boolean(ladder && isWordLadder(ladder) && sameLetters(ladder[ladder.length - 1]!, item.word, { ignoreCase: true }));
}
