/**
 * The Tamil on-screen keypad model (spell and cross games). A child taps a consonant (மெய்) and then
 * a vowel (உயிர்) to make the combined letter (உயிர்மெய்): க + ொ → கொ, or the pulli for க். This
 * module holds the letters and the combine/split arithmetic; the games draw the keys.
 */
import { letters } from './letters';

/** உயிர் எழுத்துகள்: the 12 vowels, in school order. */
export const TAMIL_VOWELS = ['அ', 'ஆ', 'இ', 'ஈ', 'உ', 'ஊ', 'எ', 'ஏ', 'ஐ', 'ஒ', 'ஓ', 'ஔ'] as const;
export type TamilVowel = (typeof TAMIL_VOWELS)[number];

/** ஆய்த எழுத்து */
export const TAMIL_AYTHAM = 'ஃ';

/** மெய் எழுத்துகளின் அடிப்படை: the 18 consonants, in school order (written here with their inherent அ). */
export const TAMIL_CONSONANTS = ['க', 'ங', 'ச', 'ஞ', 'ட', 'ண', 'த', 'ந', 'ப', 'ம', 'ய', 'ர', 'ல', 'வ', 'ழ', 'ள', 'ற', 'ன'] as const;

/** கிரந்த எழுத்துகள். ஸ்ரீ never takes a vowel sign; the others combine like consonants. */
export const TAMIL_GRANTHA = ['ஜ', 'ஷ', 'ஸ', 'ஹ', 'க்ஷ'] as const;
export const TAMIL_SRI = 'ஸ்ரீ';

export const TAMIL_PULLI = '்';

/** The sign each vowel takes after a consonant; அ has none (the consonant's own sound). */
export const TAMIL_VOWEL_SIGNS: Readonly<Record<TamilVowel, string>> = {
  அ: '',
  ஆ: 'ா',
  இ: 'ி',
  ஈ: 'ீ',
  உ: 'ு',
  ஊ: 'ூ',
  எ: 'ெ',
  ஏ: 'ே',
  ஐ: 'ை',
  ஒ: 'ொ',
  ஓ: 'ோ',
  ஔ: 'ௌ',
};

const SIGN_TO_VOWEL = new Map<string, TamilVowel>(TAMIL_VOWELS.filter((v) => v !== 'அ').map((v): [string, TamilVowel] => [TAMIL_VOWEL_SIGNS[v], v]));
const ALL_CONSONANTS: readonly string[] = [...TAMIL_CONSONANTS, ...TAMIL_GRANTHA];

export function isTamilVowel(letter: string): letter is TamilVowel {
  return (TAMIL_VOWELS as readonly string[]).includes(letter);
}

export function isTamilConsonant(letter: string): boolean {
  return ALL_CONSONANTS.includes(letter);
}

/**
 * Combine a consonant with a vowel into one letter (க + ஓ → கோ), or with the pulli (`'்'`) into a
 * mei letter (க + ் → க்). Returns undefined when the pair does not make a Tamil letter.
 */
export function combineTamil(consonant: string, vowelOrPulli: string): string | undefined {
  if (!isTamilConsonant(consonant)) return undefined;
  if (vowelOrPulli === TAMIL_PULLI) return consonant + TAMIL_PULLI;
  if (isTamilVowel(vowelOrPulli)) return consonant + TAMIL_VOWEL_SIGNS[vowelOrPulli];
  const fromSign = SIGN_TO_VOWEL.get(vowelOrPulli);
  return fromSign ? consonant + TAMIL_VOWEL_SIGNS[fromSign] : undefined;
}

export type TamilLetterParts =
  | { kind: 'vowel'; vowel: TamilVowel }
  | { kind: 'mei'; consonant: string }
  | { kind: 'uyirmei'; consonant: string; vowel: TamilVowel }
  | { kind: 'other'; letter: string };

/** Split one letter back into the keys that make it: கொ → க + ஒ, க் → க (mei), அ → அ. */
export function splitTamil(letter: string): TamilLetterParts {
  const l = letters(letter);
  const one = l[0];
  if (l.length !== 1 || one === undefined) return { kind: 'other', letter };
  if (isTamilVowel(one)) return { kind: 'vowel', vowel: one };
  if (isTamilConsonant(one)) return { kind: 'uyirmei', consonant: one, vowel: 'அ' };
  for (const consonant of ALL_CONSONANTS) {
    if (!one.startsWith(consonant) || one.length === consonant.length) continue;
    const rest = one.slice(consonant.length);
    // க்ஷ starts with க: only accept a split whose rest is exactly one sign.
    if (rest === TAMIL_PULLI) return { kind: 'mei', consonant };
    const vowel = SIGN_TO_VOWEL.get(rest);
    if (vowel) return { kind: 'uyirmei', consonant, vowel };
  }
  return { kind: 'other', letter: one };
}

/** The 12 × 18 uyirmei grid plus the mei row, for a keypad that shows every letter at once. */
export function uyirmeiRow(consonant: string): string[] {
  return TAMIL_VOWELS.map((v) => consonant + TAMIL_VOWEL_SIGNS[v]);
}
