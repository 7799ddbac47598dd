import { type Language, letters } from '@app/shared/node';
import { tamilConfusions } from '../check/tamilConfusions';
import { tamilLetterParts, TAMIL_PULLI } from '../check/tamilLetterParts';

/**
 * Candidate misspellings for a word: the errors children make and teachers mark, most common
 * first. They are candidates only; the content check filters out real words and impossible forms
 * before an author sees them (see runSuggest.ts).
 */
export interface Suggestion {
  misspelling: string;
  /** the error it imitates, for the author: "ல → ள", "long vowel shortened" */
  why: string;
}

export function suggestMisspellings(language: Language, word: string): Suggestion[] {
  const raw = language === 'ta' ? [...tamilCandidates(word), ...twoTamilConfusions(word)] : language === 'bm' ? malayCandidates(word) : englishCandidates(word);
  const seen = new Set<string>([word.toLocaleLowerCase()]);
  const out: Suggestion[] = [];
  for (const s of raw) {
    const key = s.misspelling.toLocaleLowerCase();
    if (seen.has(key) || !s.misspelling.trim()) continue;
    seen.add(key);
    out.push(s);
  }
  return out;
}

// ---- Tamil: the confusions of check/tamilConfusions.ts, nothing else ----

const CONSONANT_CONFUSIONS: Record<string, string[]> = {
  ல: ['ள', 'ழ'],
  ள: ['ல', 'ழ'],
  ழ: ['ள', 'ல'],
  ர: ['ற'],
  ற: ['ர'],
  ந: ['ன', 'ண'],
  ன: ['ண', 'ந'],
  ண: ['ன', 'ந'],
};
const SIGN_LENGTH: Record<string, string> = {
  '': '\u0bbe',
  '\u0bbe': '',
  '\u0bbf': '\u0bc0',
  '\u0bc0': '\u0bbf',
  '\u0bc1': '\u0bc2',
  '\u0bc2': '\u0bc1',
  '\u0bc6': '\u0bc7',
  '\u0bc7': '\u0bc6',
  '\u0bca': '\u0bcb',
  '\u0bcb': '\u0bca',
};
const LONG_SIGNS = new Set(['\u0bbe', '\u0bc0', '\u0bc2', '\u0bc7', '\u0bcb']);
const VOWEL_LENGTH: Record<string, string> = {
  அ: 'ஆ',
  ஆ: 'அ',
  இ: 'ஈ',
  ஈ: 'இ',
  உ: 'ஊ',
  ஊ: 'உ',
  எ: 'ஏ',
  ஏ: 'எ',
  ஒ: 'ஓ',
  ஓ: 'ஒ',
};
/** The hard consonants children double where sandhi does not (நகம் → நக்கம், பறவைகள் → பறவைக்கள்). */
const DOUBLED_BY_MISTAKE = new Set(['க', 'ச', 'ட', 'த', 'ப', 'ற']);

function tamilCandidates(word: string): Suggestion[] {
  const ls = letters(word);
  const parts = ls.map(tamilLetterParts);
  const swap = (i: number, letter: string) => [...ls.slice(0, i), letter, ...ls.slice(i + 1)].join('');
  const consonants: Suggestion[] = [];
  const vowels: Suggestion[] = [];
  const doubles: Suggestion[] = [];
  const pulli: Suggestion[] = [];
  const rare: Suggestion[] = [];
  const wordEnd = (i: number) => i === ls.length - 1 || !/[\u0b80-\u0bff]/.test(ls[i + 1] ?? '');
  const wordStart = (i: number) => i === 0 || !/[\u0b80-\u0bff]/.test(ls[i - 1] ?? '');
  parts.forEach((p, i) => {
    if (p.kind === 'consonant' && p.consonant && !p.malformed) {
      const mark = p.pulli ? TAMIL_PULLI : (p.sign ?? '');
      const previous = parts[i - 1];
      const next = parts[i + 1];
      // A doubled consonant is confused as a pair (பள்ளி → பல்லி), so swap both letters at once.
      const secondOfPair = previous?.pulli && previous.consonant === p.consonant;
      const firstOfPair = p.pulli && next?.consonant === p.consonant && !next.pulli;
      for (const other of secondOfPair ? [] : (CONSONANT_CONFUSIONS[p.consonant] ?? [])) {
        const changed = firstOfPair ? [...ls.slice(0, i), other + TAMIL_PULLI, other + (next.sign ?? ''), ...ls.slice(i + 2)].join('') : swap(i, other + mark);
        consonants.push({ misspelling: changed, why: `${p.consonant} → ${other}` });
      }
      const to = !p.pulli && p.sign !== undefined ? SIGN_LENGTH[p.sign] : undefined;
      // the inherent a made long (க → கா) is a rarer slip than a long vowel made short: only inside a word;
      // a final short உ or இ made long (பாம்பூ) is a giveaway, never a child's error
      const edge = p.sign === '' && (wordStart(i) || wordEnd(i));
      const finalLong = wordEnd(i) && !wordStart(i) && (p.sign === '\u0bc1' || p.sign === '\u0bbf');
      if (to !== undefined && !finalLong) {
        (edge ? rare : vowels).push({
          misspelling: swap(i, p.consonant + to),
          why: LONG_SIGNS.has(to) ? 'short vowel written long' : 'long vowel written short',
        });
      }
      if (p.pulli && next && next.consonant === p.consonant && !next.pulli) {
        doubles.push({
          misspelling: [...ls.slice(0, i), ...ls.slice(i + 1)].join(''),
          why: `doubled ${p.consonant} written once`,
        });
      }
      if (p.pulli && !wordEnd(i)) pulli.push({ misspelling: swap(i, p.consonant), why: `pulli left off ${p.consonant}்` });
      const single = !p.pulli && !wordStart(i) && DOUBLED_BY_MISTAKE.has(p.consonant) && !previous?.pulli;
      if (single) doubles.push({ misspelling: [...ls.slice(0, i), p.consonant + TAMIL_PULLI, ...ls.slice(i)].join(''), why: `${p.consonant} doubled` });
    }
    if (p.kind === 'vowel' && wordStart(i) && VOWEL_LENGTH[ls[i]!]) {
      vowels.push({ misspelling: swap(i, VOWEL_LENGTH[ls[i]!]!), why: 'first vowel length' });
    }
  });
  return [...consonants, ...vowels, ...doubles, ...pulli, ...rare];
}

/**
 * Two confusions in one word (கிளி → கீலி), offered last: a short word whose every single error is
 * another real word (கிலி, கிழி, கீளி) has no other plausible misspelling.
 */
function twoTamilConfusions(word: string): Suggestion[] {
  const out: Suggestion[] = [];
  for (const first of tamilCandidates(word)) {
    for (const second of tamilCandidates(first.misspelling)) {
      if (tamilConfusions(word, second.misspelling).ok) out.push({ misspelling: second.misspelling, why: `${first.why}, and ${second.why}` });
    }
  }
  return out;
}

// ---- Malay: e/a, ng/n, a dropped h or k, u/o and i/e in the last syllable ----

function malayCandidates(word: string): Suggestion[] {
  const out: Suggestion[] = [];
  const w = word;
  const add = (misspelling: string, why: string) => {
    if (misspelling !== w) out.push({ misspelling, why });
  };
  // e (pepet) and a are the same sound in many syllables: sekolah → sakolah, kerusi → karusi
  for (let i = 0; i < w.length; i++) {
    if (w[i] === 'e') add(w.slice(0, i) + 'a' + w.slice(i + 1), 'e → a');
    if (w[i] === 'a' && i > 0 && i < w.length - 1) add(w.slice(0, i) + 'e' + w.slice(i + 1), 'a → e');
  }
  add(w.replace(/ng\b/, 'n'), 'final ng → n');
  add(w.replace(/ng(?=[aeiou])/, 'n'), 'ng → n');
  add(w.replace(/h\b/, ''), 'final h dropped');
  add(w.replace(/([aeiou])h([aeiou])/, '$1$2'), 'h dropped');
  add(w.replace(/k\b/, ''), 'final k dropped');
  add(w.replace(/u([^aeiou]*)$/, 'o$1'), 'u → o in the last syllable');
  add(w.replace(/i([^aeiou]*)$/, 'e$1'), 'i → e in the last syllable');
  add(w.replace(/ny/, 'n'), 'ny → n');
  add(w.replace(/sy/, 's'), 'sy → s');
  add(w.replace(/kh/, 'k'), 'kh → k');
  add(w.replace(/^([bcdfgjklmnprst])e/, '$1'), 'first e dropped');
  return out;
}

// ---- English: the spelling errors of primary pupils ----

const ENGLISH_PATTERNS: Array<[RegExp, string, string]> = [
  [/ie/, 'ei', 'ie → ei'],
  [/ei/, 'ie', 'ei → ie'],
  [/ph/, 'f', 'ph → f'],
  [/ck/, 'k', 'ck → k'],
  [/^kn/, 'n', 'silent k dropped'],
  [/^wr/, 'r', 'silent w dropped'],
  [/mb$/, 'm', 'silent b dropped'],
  [/igh/, 'i', 'igh → i'],
  [/ght/, 't', 'silent gh dropped'],
  [/tion$/, 'shun', 'tion → shun'],
  [/ture$/, 'cher', 'ture → cher'],
  [/le$/, 'el', 'le → el'],
  [/el$/, 'le', 'el → le'],
  [/ea/, 'ee', 'ea → ee'],
  [/ee/, 'ea', 'ee → ea'],
  [/oo/, 'u', 'oo → u'],
  [/ai/, 'ay', 'ai → ay'],
  [/ay$/, 'ai', 'ay → ai'],
  [/ay$/, 'ey', 'ay → ey'],
  [/ou/, 'ow', 'ou → ow'],
  [/ow/, 'ou', 'ow → ou'],
  [/er$/, 'a', 'er → a'],
  [/our$/, 'or', 'our → or'],
  [/c(?=[eiy])/, 's', 'soft c → s'],
  [/c(?=[aou])/, 'k', 'hard c → k'],
  [/wh/, 'w', 'wh → w'],
  [/(?<=[^aeiou])y$/, 'ey', 'y → ey'],
  [/ey$/, 'y', 'ey → y'],
  [/e$/, '', 'final e dropped'],
];

const SHORT_VOWEL_NEIGHBOURS: Record<string, string[]> = { a: ['e'], e: ['a', 'i'], i: ['e'], o: ['u', 'a'], u: ['o', 'a'] };

function englishCandidates(word: string): Suggestion[] {
  const w = word.toLocaleLowerCase();
  const out: Suggestion[] = [];
  // a double letter written once (rabbit → rabit), the commonest error of all
  for (const m of w.matchAll(/([a-z])\1/g)) out.push({ misspelling: w.slice(0, m.index) + w.slice(m.index + 1), why: 'double letter written once' });
  for (const [pattern, replacement, why] of ENGLISH_PATTERNS) {
    const changed = w.replace(pattern, replacement);
    if (changed !== w) out.push({ misspelling: changed, why });
  }
  // a single consonant between vowels written double (lemon → lemmon)
  for (const m of w.matchAll(/(?<=[aeiou])([bdfglmnprt])(?=[aeiouy])/g)) {
    out.push({ misspelling: w.slice(0, m.index) + m[1] + w.slice(m.index), why: 'single letter written double' });
  }
  // a final consonant after a short vowel written double (bed → bedd, cat → catt)
  if (/[^aeiou][aeiou][bdgkmnpt]$/.test(w)) out.push({ misspelling: w + w[w.length - 1], why: 'final letter written double' });
  if (/^c[aou]/.test(w)) out.push({ misspelling: `k${w.slice(1)}`, why: 'c → k' });
  // a short vowel heard as its neighbour (the commonest error of a Malaysian ESL pupil): leg → lig
  for (const m of w.matchAll(/(?<=[^aeiou])([aeiou])(?=[^aeiouy]+$|[^aeiouy]+[aeiou]?[^aeiouy]*$)/g)) {
    for (const other of SHORT_VOWEL_NEIGHBOURS[m[1]!] ?? []) {
      out.push({ misspelling: w.slice(0, m.index) + other + w.slice(m.index + 1), why: `${m[1]} → ${other}` });
    }
  }
  return word[0] !== w[0] ? out.map((s) => ({ ...s, misspelling: s.misspelling[0]!.toLocaleUpperCase() + s.misspelling.slice(1) })) : out;
}
