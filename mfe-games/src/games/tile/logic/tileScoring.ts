import { compareLetters, type LetterMark } from '@app/shared';

/**
 * How one guessed letter relates to the hidden word: the shared letter-wise rule (issue 22), so tile
 * marks a Tamil letter's consonant (மெய்) and its vowel (உயிர்) alike, as every letter game does.
 */
export type TileMark = LetterMark;

/** Marks a guess against the answer, letter by letter, with repeated letters counted as in the answer. */
export function markGuess(guess: string, answer: string): TileMark[] {
  return compareLetters(answer, guess);
}
