/**
 * What one Tamil letter (as `letters()` returns it) is made of, so spelling rules can talk about
 * "a consonant with pulli" or "a hard consonant" instead of code points.
 */

/** வல்லினம்: the six hard consonants. */
export const HARD = new Set(['க', 'ச', 'ட', 'த', 'ப', 'ற']);
/** மெல்லினம்: the six nasals. */
export const NASAL = new Set(['ங', 'ஞ', 'ண', 'ந', 'ம', 'ன']);
/** இடையினம்: the six medial consonants. */
export const MEDIAL = new Set(['ய', 'ர', 'ல', 'வ', 'ழ', 'ள']);
/** கிரந்தம்: the consonants borrowed for Sanskrit and English words (and the conjuncts க்ஷ, ஸ்ரீ). */
export const GRANTHA = new Set(['ஜ', 'ஷ', 'ஸ', 'ஹ', 'க்ஷ', 'ஶ']);

/** ஸ்ரீ, and the same letter typed with ஶ (U+0BB6). */
const SRI: ReadonlySet<string> = new Set(['ஸ்ரீ', 'ஶ்ரீ']);
const INDEPENDENT_VOWELS = new Set(['அ', 'ஆ', 'இ', 'ஈ', 'உ', 'ஊ', 'எ', 'ஏ', 'ஐ', 'ஒ', 'ஓ', 'ஔ']);
const VOWEL_SIGNS = new Set(['\u0bbe', '\u0bbf', '\u0bc0', '\u0bc1', '\u0bc2', '\u0bc6', '\u0bc7', '\u0bc8', '\u0bca', '\u0bcb', '\u0bcc']);
const PULLI = '\u0bcd';
const AYTHAM = 'ஃ';

export type TamilLetterKind = 'vowel' | 'consonant' | 'aytham' | 'other';

export interface TamilLetterParts {
  kind: TamilLetterKind;
  /** the consonant without sign or pulli (க for கொ, க், க; க்ஷ for க்ஷே) */
  consonant?: string;
  /** the vowel sign, '' for the inherent a (க), undefined for a pulli consonant */
  sign?: string;
  pulli: boolean;
  /** more marks than a letter can carry: a vowel sign after a pulli, two vowel signs, a mark with no base */
  malformed: boolean;
}

/** Splits one letter; a letter of another script is 'other'. */
export function tamilLetterParts(letter: string): TamilLetterParts {
  if (INDEPENDENT_VOWELS.has(letter)) return { kind: 'vowel', pulli: false, malformed: false };
  if (letter === AYTHAM) return { kind: 'aytham', pulli: false, malformed: false };
  const chars = [...letter];
  let base = chars[0] ?? '';
  let rest = chars.slice(1);
  // க்ஷ and ஸ்ரீ (also typed ஶ்ரீ) arrive as one letter from letters(): treat their whole cluster as the consonant.
  if (letter.startsWith('க்ஷ')) {
    base = 'க்ஷ';
    rest = [...letter.slice('க்ஷ'.length)];
  } else if (SRI.has(letter)) {
    return { kind: 'consonant', consonant: 'ஸ்ரீ', sign: 'ீ', pulli: false, malformed: false };
  }
  const isConsonant = base === 'க்ஷ' || /^[\u0b95-\u0bb9]$/.test(base);
  if (!isConsonant) {
    const danglingMark = /^[\u0bbe-\u0bcd\u0bd7]/.test(letter);
    return { kind: danglingMark ? 'consonant' : 'other', pulli: false, malformed: danglingMark };
  }
  const marks = rest.filter((c) => c !== '\u200c' && c !== '\u200d');
  if (marks.length === 0) return { kind: 'consonant', consonant: base, sign: '', pulli: false, malformed: false };
  if (marks.length === 1 && marks[0] === PULLI) return { kind: 'consonant', consonant: base, pulli: true, malformed: false };
  if (marks.length === 1 && VOWEL_SIGNS.has(marks[0]!)) return { kind: 'consonant', consonant: base, sign: marks[0], pulli: false, malformed: false };
  return {
    kind: 'consonant',
    consonant: base,
    pulli: marks.includes(PULLI),
    sign: marks.find((m) => VOWEL_SIGNS.has(m)),
    malformed: true,
  };
}

export function isGrantha(consonant: string | undefined): boolean {
  return consonant !== undefined && (GRANTHA.has(consonant) || consonant === 'ஸ்ரீ');
}

/** The same consonant carrying another vowel: க + ை → கை; '' gives the bare consonant, PULLI the dead one. */
export function withSign(consonant: string, sign: string): string {
  return consonant + sign;
}

export const TAMIL_PULLI = PULLI;
export const TAMIL_VOWEL_SIGNS: ReadonlySet<string> = VOWEL_SIGNS;
