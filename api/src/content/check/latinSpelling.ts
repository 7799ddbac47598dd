import { letters } from '@app/shared/node';

const CONSONANT = /^[bcdfghjklmnpqrstvwxyz]$/;

/**
 * Whether `misspelling` is `word` with one consonant written twice (ayam → ayamm, gajah →
 * gajjah). Malay spelling almost never doubles a consonant, so children rarely write one, and the
 * odd double letter points straight at the answer in a "spot the wrong spelling" round.
 */
export function onlyDoublesAConsonant(word: string, misspelling: string): boolean {
  const w = letters(word.toLocaleLowerCase());
  const m = letters(misspelling.toLocaleLowerCase());
  if (m.length !== w.length + 1) return false;
  for (let i = 1; i < m.length; i++) {
    if (m[i] === m[i - 1] && CONSONANT.test(m[i]!) && [...m.slice(0, i), ...m.slice(i + 1)].join('') === w.join('')) return true;
  }
  return false;
}

/** English and Malay forms are Latin letters, spaces, hyphens and apostrophes only. */
export function latinFormProblem(form: string): string | undefined {
  const stray = form.replace(/[a-zA-Z\s\-'’]/g, '');
  return stray ? `it contains "${stray}", which is not a letter of the alphabet` : undefined;
}
