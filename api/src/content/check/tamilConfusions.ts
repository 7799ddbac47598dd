import { letters } from '@app/shared/node';
import { tamilLetterParts, type TamilLetterParts } from './tamilLetterParts';

/**
 * The spelling errors a Tamil teacher actually marks in a primary pupil's book (issue 25.2), and
 * nothing else. A misspelling the error and spelling games show must be one of these, made at
 * most twice in one word, so a child who knows the word can tell it apart and a child who does
 * not is really tested:
 *  - `l-sounds`: ல / ள / ழ (பள்ளி → பழ்ழி; a doubled consonant is swapped as a pair);
 *  - `r-sounds`: ர / ற (சோறு → சோரு);
 *  - `n-sounds`: ந / ன / ண (மணி → மனி);
 *  - `vowel-length`: a short vowel for a long one or back (குடும்பம் → குடூம்பம், கோழி → கொழி);
 *  - `missing-pulli`: a consonant's pulli left off (பாம்பு → பாமபு);
 *  - `single-for-double`: a doubled consonant written once (பத்து → பது, ஆரஞ்சுப்பழம் → ஆரஞ்சுபழம்);
 *  - `double-for-single`: a consonant doubled where it is not (நகம் → நக்கம், பறவைகள் → பறவைக்கள்),
 *    the other half of the வலிமிகுதல் errors every Tamil teacher corrects.
 * Two forms look like errors but are giveaways no child writes and every child spots: a final
 * short உ or இ lengthened (பாம்பு → பாம்பூ, பாட்டி → பாட்டீ; Tamil words of two letters or more
 * never end in ூ or ீ), and ஐ written as அய் (பச்சை → பச்சய்).
 */
export type TamilConfusion = 'l-sounds' | 'r-sounds' | 'n-sounds' | 'vowel-length' | 'missing-pulli' | 'single-for-double' | 'double-for-single';
export const TAMIL_CONFUSIONS: readonly TamilConfusion[] = [
  'l-sounds',
  'r-sounds',
  'n-sounds',
  'vowel-length',
  'missing-pulli',
  'single-for-double',
  'double-for-single',
];

/** A misspelling may combine at most this many confusions: more, and the word is no longer recognisable. */
export const MAX_CONFUSIONS = 2;

const GROUPS: ReadonlyArray<[TamilConfusion, ReadonlySet<string>]> = [
  ['l-sounds', new Set(['ல', 'ள', 'ழ'])],
  ['r-sounds', new Set(['ர', 'ற'])],
  ['n-sounds', new Set(['ந', 'ன', 'ண'])],
];
/** Short and long vowel signs ('' is the inherent அ), and the independent vowels. */
const LENGTH_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['', '\u0bbe'],
  ['\u0bbf', '\u0bc0'],
  ['\u0bc1', '\u0bc2'],
  ['\u0bc6', '\u0bc7'],
  ['\u0bca', '\u0bcb'],
  ['அ', 'ஆ'],
  ['இ', 'ஈ'],
  ['உ', 'ஊ'],
  ['எ', 'ஏ'],
  ['ஒ', 'ஓ'],
];
const FINAL_LONG_GIVEAWAY: Readonly<Record<string, string>> = { '\u0bc1': '\u0bc2', '\u0bbf': '\u0bc0' };

export type TamilDistractorVerdict =
  { ok: true; confusions: TamilConfusion[] } | { ok: false; reason: 'giveaway' | 'not-a-confusion' | 'too-many'; message: string };

function groupOf(consonant: string | undefined): TamilConfusion | undefined {
  return consonant === undefined ? undefined : GROUPS.find(([, g]) => g.has(consonant))?.[0];
}

function isLengthPair(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && LENGTH_PAIRS.some(([s, l]) => (a === s && b === l) || (a === l && b === s));
}

/** The one confusion that turns letter `a` into letter `b`, if one does. */
function letterConfusion(a: TamilLetterParts, b: TamilLetterParts, la: string, lb: string): TamilConfusion | undefined {
  if (a.kind === 'vowel' && b.kind === 'vowel') return isLengthPair(la, lb) ? 'vowel-length' : undefined;
  if (a.kind !== 'consonant' || b.kind !== 'consonant' || a.malformed || b.malformed) return undefined;
  if (a.consonant === b.consonant) {
    if (!a.pulli && !b.pulli && isLengthPair(a.sign, b.sign)) return 'vowel-length';
    if (a.pulli && !b.pulli && b.sign === '') return 'missing-pulli';
    return undefined;
  }
  const group = groupOf(a.consonant);
  const sameMark = a.pulli === b.pulli && (a.pulli || a.sign === b.sign);
  return group && group === groupOf(b.consonant) && sameMark ? group : undefined;
}

/** The confusions that turn one word into another of the same letter count, or why none do. */
function sameLengthConfusions(w: string[], m: string[]): TamilDistractorVerdict {
  const wp = w.map(tamilLetterParts);
  const mp = m.map(tamilLetterParts);
  const found: TamilConfusion[] = [];
  for (let i = 0; i < w.length; i++) {
    if (w[i] === m[i]) continue;
    const a = wp[i]!;
    const b = mp[i]!;
    const last = i === w.length - 1 && w.length > 1;
    if (last && a.kind === 'consonant' && a.consonant === b.consonant && a.sign !== undefined && FINAL_LONG_GIVEAWAY[a.sign] === b.sign) {
      return { ok: false, reason: 'giveaway', message: `"${m[i]}" at the end: no Tamil word of two letters or more ends in a long ூ or ீ` };
    }
    const one = letterConfusion(a, b, w[i]!, m[i]!);
    if (!one) return { ok: false, reason: 'not-a-confusion', message: `"${w[i]}" → "${m[i]}" is none of the confusions children make` };
    found.push(one);
    // A doubled consonant is heard as one sound: ள்ளி → ழ்ழி is a single confusion, not two.
    const next = wp[i + 1];
    const nextM = mp[i + 1];
    const pairSwap =
      a.pulli &&
      next?.consonant === a.consonant &&
      nextM?.consonant === b.consonant &&
      one !== 'vowel-length' &&
      one !== 'missing-pulli' &&
      next?.sign === nextM?.sign &&
      next?.pulli === nextM?.pulli;
    if (pairSwap) i++;
  }
  return { ok: true, confusions: found };
}

/** A doubled consonant written once: the word with one pulli consonant left out before its twin. */
function singleForDouble(w: string[], m: string[]): boolean {
  for (let j = 0; j < w.length - 1; j++) {
    const a = tamilLetterParts(w[j]!);
    const b = tamilLetterParts(w[j + 1]!);
    if (!a.pulli || a.consonant !== b.consonant) continue;
    if ([...w.slice(0, j), ...w.slice(j + 1)].join('') === m.join('')) return true;
  }
  return false;
}

function wordVerdict(word: string, misspelling: string): TamilDistractorVerdict {
  const w = letters(word);
  const m = letters(misspelling);
  if (w.length === m.length) return sameLengthConfusions(w, m);
  const lastW = tamilLetterParts(w[w.length - 1] ?? '');
  if (m.length === w.length + 1 && lastW.sign === '\u0bc8' && m.join('') === [...w.slice(0, -1), `${lastW.consonant}`, 'ய்'].join('')) {
    return { ok: false, reason: 'giveaway', message: 'ஐ written as அய் is a spelling no pupil is taught, and it gives the answer away' };
  }
  if (m.length === w.length - 1 && singleForDouble(w, m)) return { ok: true, confusions: ['single-for-double'] };
  if (m.length === w.length + 1 && singleForDouble(m, w)) return { ok: true, confusions: ['double-for-single'] };
  return { ok: false, reason: 'not-a-confusion', message: 'it adds or drops letters, which none of the confusions children make does' };
}

/**
 * Which of the real confusions turn `word` into `misspelling` (one word or a phrase, compared word
 * by word), or why the misspelling is not such an error.
 */
export function tamilConfusions(word: string, misspelling: string): TamilDistractorVerdict {
  const ws = word.trim().split(/\s+/);
  const ms = misspelling.trim().split(/\s+/);
  if (ws.length !== ms.length) return { ok: false, reason: 'not-a-confusion', message: 'it joins or splits words' };
  const all: TamilConfusion[] = [];
  for (let i = 0; i < ws.length; i++) {
    if (ws[i] === ms[i]) continue;
    const verdict = wordVerdict(ws[i]!, ms[i]!);
    if (!verdict.ok) return verdict;
    all.push(...verdict.confusions);
  }
  if (all.length === 0) return { ok: false, reason: 'not-a-confusion', message: 'it is the word itself' };
  if (all.length > MAX_CONFUSIONS) {
    return { ok: false, reason: 'too-many', message: `${all.length} errors in one word (${all.join(', ')}); at most ${MAX_CONFUSIONS}` };
  }
  return { ok: true, confusions: all };
}
