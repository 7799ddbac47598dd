import { letters, splitTamil } from '@app/shared';

/**
 * How one guessed letter relates to the hidden word:
 * - `right`: this letter, this place;
 * - `elsewhere`: the letter is in the word at another place;
 * - `sameConsonant` (Tamil only): this place holds the same consonant with another vowel
 *   (கொ guessed where கா is), which tells a child far more than "absent";
 * - `absent`: none of the above.
 */
export type TileMark = 'right' | 'elsewhere' | 'sameConsonant' | 'absent';

function consonantOf(letter: string): string | undefined {
  const parts = splitTamil(letter);
  return parts.kind === 'uyirmei' || parts.kind === 'mei' ? parts.consonant : undefined;
}

const fold = (l: string) => l.toLocaleLowerCase();

/** Marks a guess against the answer, letter by letter, with repeated letters counted as in the answer. */
export function markGuess(guess: string, answer: string): TileMark[] {
  const g = letters(guess).map(fold);
  const a = letters(answer).map(fold);
  const marks: TileMark[] = g.map(() => 'absent');
  const unused = new Map<string, number>();
  g.forEach((letter, i) => {
    if (letter === a[i]) marks[i] = 'right';
    else if (a[i] !== undefined) unused.set(a[i]!, (unused.get(a[i]!) ?? 0) + 1);
  });
  g.forEach((letter, i) => {
    if (marks[i] === 'right') return;
    const left = unused.get(letter) ?? 0;
    if (left > 0) {
      marks[i] = 'elsewhere';
      unused.set(letter, left - 1);
      return;
    }
    const here = a[i];
    const c = consonantOf(letter);
    if (here !== undefined && c !== undefined && c === consonantOf(here)) marks[i] = 'sameConsonant';
  });
  return marks;
}
