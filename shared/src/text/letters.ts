/**
 * EVERY GAME THAT SPLITS, SHUFFLES, COUNTS, COMPARES OR PLACES LETTERS MUST USE THIS MODULE.
 *
 * A "letter" is what a child calls a letter: one Tamil எழுத்து (க, கொ, க், க்ஷே, ஸ்ரீ), one English
 * or Malay letter. JavaScript string indexes split Tamil letters into a consonant and a dangling
 * vowel sign or pulli (கொ is 2 code points, க்ஷே is 4), which shows a broken tile. Splitting by
 * grapheme cluster is right for everything except the grantha conjuncts க்ஷ and ஸ்ரீ, which
 * Intl.Segmenter (Node 20 and Chromium agree) returns as two clusters each. ஸ்ரீ is also typed
 * with ஶ (U+0BB6, the letter Unicode 4.1 added for it): ஶ்ரீ is the same letter and is kept
 * whole too, so ஶ்ரீரங்கம் counts 5 letters, as ஸ்ரீரங்கம் does.
 */
import type { Rng } from '../random/seededRandom';

const JOINERS = /[\u200c\u200d]/g;
const TAMIL_CHAR = /[\u0b80-\u0bff]/;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const KA_PULLI = 'க்';
const SSA = 'ஷ';
/** ஸ் and ஶ் both open ஸ்ரீ (ஶ்ரீ); see the note at the top. */
const SRI_OPENERS: ReadonlySet<string> = new Set(['ஸ்', 'ஶ்']);
const RII = 'ரீ';

let segmenter: Intl.Segmenter | undefined;
function graphemeSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter;
}

/**
 * Text of Tamil, Latin letters, combining marks, digits, spaces and common punctuation only: in
 * it a grapheme cluster is a base character and the marks after it (or marks at the very start),
 * exactly as Intl.Segmenter cuts it. Creating the first Intl.Segmenter loads ICU's break rules,
 * one 75–100 ms task on a cheap phone (4x CPU) while a game draws its first board (issue 22), so
 * such text is cut by CLUSTER and only other text (emoji, flags, Hangul, controls, CR LF, scripts
 * with conjuncts) waits for the segmenter. letters.test.ts checks both agree on every bundled word.
 */
const SIMPLE_TEXT = /^[\u0300-\u036f\u0020-\u007e\u00a0-\u00ac\u00ae-\u024f\u0b80-\u0bff\u2010-\u2027\u2030-\u205e]*$/;
const CLUSTER = /\P{M}\p{M}*|\p{M}+/gu;

/** The grapheme clusters of normalised text, by CLUSTER when SIMPLE_TEXT allows it. */
export function graphemes(text: string): string[] {
  if (SIMPLE_TEXT.test(text)) return text.match(CLUSTER) ?? [];
  return Array.from(graphemeSegmenter().segment(text), ({ segment }) => segment);
}

/** NFC (so ெ + ா typed separately equals ொ) without zero-width joiners, which some keyboards insert. */
export function normaliseText(text: string): string {
  return text.normalize('NFC').replace(JOINERS, '');
}

/** The letters of `text`, in order. Spaces and punctuation are letters too; filter them if a game must. */
export function letters(text: string): string[] {
  const out: string[] = [];
  for (const segment of graphemes(normaliseText(text))) {
    const previous = out[out.length - 1];
    if (previous === KA_PULLI && segment.startsWith(SSA)) {
      out[out.length - 1] = previous + segment; // க் + ஷ(ே…) → க்ஷ(ே…)
    } else if (previous !== undefined && SRI_OPENERS.has(previous) && segment === RII) {
      out[out.length - 1] = previous + segment; // ஸ் + ரீ → ஸ்ரீ, ஶ் + ரீ → ஶ்ரீ
    } else {
      out.push(segment);
    }
  }
  return out;
}

export function joinLetters(parts: readonly string[]): string {
  return parts.join('');
}

/** How many letters a word has (what a crossword cell count or a tile count needs). */
export function letterCount(text: string): number {
  return letters(text).length;
}

/** Letters that are part of a word (not spaces, hyphens or punctuation): what tiles and grid cells hold. */
export function wordLetters(text: string): string[] {
  return letters(text).filter((l) => WORD_CHAR.test(l));
}

export interface SameLettersOptions {
  /** compare English/Malay without case (Tamil has no case) */
  ignoreCase?: boolean;
  /** ignore leading/trailing spaces and collapse inner runs of spaces (default true) */
  trim?: boolean;
}

/** Whether two answers spell the same letters once both are normalised (NFC, no joiners). */
export function sameLetters(a: string, b: string, options: SameLettersOptions = {}): boolean {
  const prepare = (s: string): string => {
    let t = normaliseText(s);
    if (options.trim !== false) t = t.trim().replace(/\s+/g, ' ');
    if (options.ignoreCase) t = t.toLocaleLowerCase();
    return t;
  };
  const la = letters(prepare(a));
  const lb = letters(prepare(b));
  return la.length === lb.length && la.every((l, i) => l === lb[i]);
}

/**
 * The letters of `word` in a random order that is never the original order when another order
 * exists (a jumble that is already solved is no puzzle). `rng` returns [0, 1) like Math.random;
 * pass a seeded one in tests.
 */
export function shuffleLetters(word: string, rng: Rng = Math.random): string[] {
  const original = letters(word);
  const shuffled = [...original];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(rng() * (i + 1)));
    swap(shuffled, i, j);
  }
  if (shuffled.every((l, i) => l === original[i])) {
    // Swapping the first letter with any different letter always gives a different order.
    const other = shuffled.findIndex((l) => l !== shuffled[0]);
    if (other > 0) swap(shuffled, 0, other);
  }
  return shuffled;
}

function swap(list: string[], i: number, j: number): void {
  const t = list[i] as string;
  list[i] = list[j] as string;
  list[j] = t;
}

/** Levenshtein distance counted in letters: கொ→கோ is 1, not a code-point accident. */
export function letterEditDistance(a: string, b: string): number {
  const la = letters(a);
  const lb = letters(b);
  // Indexes below stay inside the arrays by construction; `?? 0` only satisfies noUncheckedIndexedAccess.
  let previous = Array.from({ length: lb.length + 1 }, (_, j) => j);
  for (let i = 1; i <= la.length; i++) {
    const current = [i];
    for (let j = 1; j <= lb.length; j++) {
      const cost = la[i - 1] === lb[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[lb.length] ?? 0;
}

/** True when the text has Tamil script and no letters of another script (digits, spaces and punctuation allowed). */
export function isTamilText(text: string): boolean {
  let tamil = false;
  for (const ch of normaliseText(text)) {
    if (TAMIL_CHAR.test(ch)) tamil = true;
    else if (/[\p{L}\p{M}]/u.test(ch)) return false;
  }
  return tamil;
}

/** Whether a letter is broken: it begins with a Tamil vowel sign or pulli (a split Tamil letter). */
export function isBrokenLetter(letter: string): boolean {
  return /^[\u0bbe-\u0bcd\u0bd7]/.test(letter);
}
