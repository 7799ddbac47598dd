import { letters } from './letters';

/**
 * Where a word sits in its sentence, found letter by letter so the cut never falls inside a
 * Tamil letter (பால் must not match the start of பாலை's பா + லை… nor கண the start of கணி). English
 * and Malay compare without case, so "Cat" or "Kucing" opening a sentence still counts. The gap
 * starts where a word starts: a cut inside "memasak" for "masak" would make the answer wrong.
 * Tamil may go on after the word (பூனைக்குப் leaves ____க்குப்: a case ending is not part of the
 * answer); English and Malay must end where the word ends.
 */
export function splitSentence(sentence: string, word: string): { before: string; after: string } | undefined {
  const s = letters(sentence);
  const w = letters(word.trim());
  if (w.length === 0) return undefined;
  const same = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a.toLocaleLowerCase() === b.toLocaleLowerCase();
  const isLetter = (l: string | undefined) => l !== undefined && /[\p{L}\p{M}]/u.test(l);
  const mustEnd = /\p{Script=Latin}/u.test(w[0]!);
  for (let i = 0; i + w.length <= s.length; i += 1) {
    if (isLetter(s[i - 1]) || (mustEnd && isLetter(s[i + w.length]))) continue;
    if (w.every((l, k) => same(s[i + k], l))) return { before: s.slice(0, i).join(''), after: s.slice(i + w.length).join('') };
  }
  return undefined;
}
