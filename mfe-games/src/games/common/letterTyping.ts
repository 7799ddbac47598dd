// The pure text module, not the barrel: keeps this file usable from plain Node too.
import { letters } from '@app/shared/src/text/letters';

/**
 * Physical keyboards send Tamil one code point at a time (க, then ொ). These helpers turn that
 * stream into whole letters: a vowel sign or pulli joins the letter before it, never a cell of
 * its own.
 */
export function joinsPrevious(previous: string | undefined, typed: string): boolean {
  if (!previous) return false;
  return letters(previous + typed).length === 1;
}

/** The answer's letters after typing `typed` (one key's text) at the end. */
export function typeIntoLetters(current: readonly string[], typed: string): string[] {
  return letters(current.join('') + typed);
}

/** Whether a key event's text is something to type (not a shortcut, not a named key like "Enter"). */
export function isTypedText(key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}): boolean {
  if (modifiers.ctrlKey || modifiers.metaKey) return false;
  return [...key].length === 1 && /[\p{L}\p{M}]/u.test(key);
}
