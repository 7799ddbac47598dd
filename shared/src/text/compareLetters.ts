/**
 * Letter-wise hints (issue 22): how each letter of a child's answer relates to the word she was
 * after. A Tamil letter is a consonant (மெய்) and a vowel (உயிர்) at once, so கா written for கி is
 * not "wrong" like any other letter: the consonant is right. Every letter game (tile, guess, spell,
 * jumble, cross, change and the typed answers) asks this one function, so they all say the same.
 *
 * English and Malay letters have no halves: for them the answer is only right, elsewhere or absent.
 */
import { letters } from './letters';
import { splitTamil } from './tamilKeypad';

/**
 * - `right`: this letter in this place;
 * - `elsewhere`: the word has this letter in another place not already accounted for (Wordle's
 *   counting: a letter the word holds once is marked once);
 * - `sameConsonant`: this place holds the same மெய் with another vowel or with the pulli (கா for கி,
 *   ம for ம்);
 * - `sameVowel`: this place holds the same உயிர் with another consonant (கு for சு, அ for த);
 * - `absent`: none of these.
 */
export type LetterMark = 'right' | 'elsewhere' | 'sameConsonant' | 'sameVowel' | 'absent';

/** Every mark, best first: the order a legend lists them in. */
export const LETTER_MARKS: readonly LetterMark[] = ['right', 'elsewhere', 'sameConsonant', 'sameVowel', 'absent'];

const fold = (letter: string): string => letter.toLocaleLowerCase();

/** The consonant (மெய்) of a Tamil letter: க for கா, க், க; none for a vowel, ஃ or a Latin letter. */
export function consonantOfLetter(letter: string): string | undefined {
  const parts = splitTamil(letter);
  return parts.kind === 'uyirmei' || parts.kind === 'mei' ? parts.consonant : undefined;
}

/** The vowel (உயிர்) of a Tamil letter: ஆ for கா and ஆ, அ for க; none for க் (a pulli has no vowel), ஃ or Latin. */
export function vowelOfLetter(letter: string): string | undefined {
  const parts = splitTamil(letter);
  return parts.kind === 'uyirmei' || parts.kind === 'vowel' ? parts.vowel : undefined;
}

/**
 * How one letter stands to another in the same place, ignoring the rest of the word:
 * 'right', 'sameConsonant', 'sameVowel' or 'absent'. Hangman (guess) has no places, so it asks this
 * of each letter of the word.
 */
export function relateLetter(target: string, guess: string): Exclude<LetterMark, 'elsewhere'> {
  if (fold(target) === fold(guess)) return 'right';
  const consonant = consonantOfLetter(guess);
  if (consonant !== undefined && consonant === consonantOfLetter(target)) return 'sameConsonant';
  const vowel = vowelOfLetter(guess);
  if (vowel !== undefined && vowel === vowelOfLetter(target)) return 'sameVowel';
  return 'absent';
}

/**
 * One mark per letter of `guess` (split with letters(), never by code point), compared with
 * `target`. English and Malay compare without case. A guess longer or shorter than the target is
 * marked letter by letter all the same: the extra letters can only be elsewhere or absent.
 */
export function compareLetters(target: string, guess: string): LetterMark[] {
  const want = letters(target.trim()).map(fold);
  const given = letters(guess.trim()).map(fold);
  const marks: LetterMark[] = given.map((letter, i) => (letter === want[i] ? 'right' : 'absent'));
  // Target letters not matched in place, each counted as often as the word holds it.
  const unused = new Map<string, number>();
  want.forEach((letter, i) => {
    if (marks[i] !== 'right') unused.set(letter, (unused.get(letter) ?? 0) + 1);
  });
  given.forEach((letter, i) => {
    if (marks[i] === 'right') return;
    const left = unused.get(letter) ?? 0;
    if (left > 0) {
      marks[i] = 'elsewhere';
      unused.set(letter, left - 1);
      return;
    }
    const here = want[i];
    if (here !== undefined) marks[i] = relateLetter(here, letter);
  });
  return marks;
}

/** True when every letter is right and the lengths agree. */
export function allRight(marks: readonly LetterMark[], target: string): boolean {
  return marks.length === letters(target.trim()).length && marks.every((m) => m === 'right');
}
