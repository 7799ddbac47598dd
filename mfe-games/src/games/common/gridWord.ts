// The pure text module, not the @app/shared barrel: also used by bench/ in plain Node.
import { wordLetters } from '@app/shared/src/text/letters';

/** A single word (no spaces) of 2–12 letters fits a grid, tiles or a keypad. */
export function isGridWord(word: string): boolean {
  if (/\s/.test(word.trim())) return false;
  const n = wordLetters(word).length;
  return n >= 2 && n <= 12;
}
