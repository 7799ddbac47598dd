import { letters } from '@app/shared/node';
import { HARD, isGrantha, NASAL, tamilLetterParts, type TamilLetterParts } from './tamilLetterParts';

/**
 * Forms Tamil spelling cannot have. A misspelling a child could never write teaches nothing and
 * gives the answer away, and a headword with one of these is a typing slip. The rules below are
 * the ones every Tamil grammar (Tolkappiyam's எழுத்ததிகாரம், Nannul, and the school grammar built
 * on them) states about where a letter may stand; each is described in our own words.
 *
 * Loanwords (கேக், பஸ், சூப், டாக்டர்) break the native rules about word endings and clusters, so
 * the rules leave room for what Malaysian Tamil textbooks actually print: a single hard consonant
 * with pulli at the end of a word, clusters that involve a grantha letter, and a nasal plus a hard
 * consonant closing a loanword (பேண்ட், கேம்ப்).
 */
export type TamilSpellingRule =
  'malformed-letter' | 'not-tamil-script' | 'bad-first-letter' | 'vowel-inside-word' | 'double-pulli' | 'bad-last-letter' | 'nasal-cluster' | 'aytham';

export interface TamilSpellingProblem {
  rule: TamilSpellingRule;
  message: string;
}

export interface TamilSpellingOptions {
  /**
   * The headword the form stands for (pass the word itself when checking a headword). A form may
   * end in a hard consonant with pulli only when its headword does (a loanword such as கேக்).
   */
  headword?: string;
}

/** Letters no Tamil word starts with (a grammar's list of word-initial letters leaves these out). */
const NEVER_FIRST = new Set(['ங', 'ண', 'ழ', 'ள', 'ற', 'ன']);
/** The medial consonants that may carry pulli before another consonant with pulli (காய்ச்சல், பார்த்தான், வாழ்த்து). */
const CLUSTER_OPENERS = new Set(['ய', 'ர', 'ழ']);
/** A nasal with pulli is followed by its own hard consonant: ங்க, ஞ்ச, ந்த (and itself doubled: ங்ங, ஞ்ஞ, ந்ந). */
const NASAL_PARTNERS: Record<string, readonly string[]> = { ங: ['க', 'ங'], ஞ: ['ச', 'ஞ', 'ய'], ந: ['த', 'ந'] };
/** Nasals no modern word ends in (the grammars' ஞ், ந் endings survive only in a couple of archaic words). */
const NEVER_LAST_PULLI = new Set(['ங', 'ஞ', 'ந']);

const isWordLetter = (p: TamilLetterParts) => p.kind !== 'other';

/** Tamil spelling problems of one word or phrase (each space-separated word is checked on its own). */
export function tamilSpellingProblems(form: string, options: TamilSpellingOptions = {}): TamilSpellingProblem[] {
  const problems: TamilSpellingProblem[] = [];
  const add = (rule: TamilSpellingRule, message: string) => {
    if (!problems.some((p) => p.rule === rule && p.message === message)) problems.push({ rule, message });
  };
  if (/[\p{L}\p{N}]/u.test(form.replace(/[\u0b80-\u0bff]/g, ''))) {
    add('not-tamil-script', 'it mixes Tamil with letters or digits of another script');
  }
  const words = splitWords(form);
  const headWords = options.headword !== undefined ? splitWords(options.headword) : [];
  words.forEach((word, j) => {
    const ls = letters(word);
    const parts = ls.map(tamilLetterParts);
    if (!parts.some(isWordLetter)) return;
    const isLast = j === words.length - 1;
    // Compare with the headword's word in the same place: its last word for the last one.
    const h = isLast ? headWords.length - 1 : j;
    const headWord = headWords[h];
    const ending: Ending = {
      loanword: headWord !== undefined && endsInHardPulli(headWord) && !doubledForNext(headWord, headWords[h + 1]),
      nextWordConsonant: isLast ? undefined : tamilLetterParts(letters(words[j + 1]!)[0] ?? '').consonant,
    };
    parts.forEach((p, i) => {
      if (p.malformed) add('malformed-letter', `"${ls[i]}" is not a letter: a consonant carries one vowel sign or one pulli, never both or two`);
    });
    checkFirst(ls, parts, add);
    checkInside(ls, parts, ending, add);
    checkLast(ls, parts, ending, add);
  });
  return problems;
}

type Add = (rule: TamilSpellingRule, message: string) => void;

/** What decides how a word may end: its headword is a loanword ending in a hard consonant, or a word follows it. */
interface Ending {
  loanword: boolean;
  /** the first consonant of the next word in a phrase (பயிற்சிப் புத்தகம்: ப) */
  nextWordConsonant?: string;
}

/** The word ends in the next word's first consonant with pulli: the sandhi doubling, not a loanword's ending. */
function doubledForNext(word: string, next: string | undefined): boolean {
  if (next === undefined) return false;
  const ls = letters(word);
  const last = tamilLetterParts(ls[ls.length - 1] ?? '');
  return last.consonant !== undefined && last.consonant === tamilLetterParts(letters(next)[0] ?? '').consonant;
}

function splitWords(text: string): string[] {
  return text.split(/[\s\-‐–—.,;:!?"'“”‘’()]+/).filter(Boolean);
}

function checkFirst(ls: string[], parts: TamilLetterParts[], add: Add): void {
  const first = parts[0];
  if (!first) return;
  // A word begins with a vowel or a consonant that carries a vowel, never a dead consonant;
  // grantha loans such as ஸ்டார் are the exception textbooks print.
  if (first.kind === 'consonant' && first.pulli && !isGrantha(first.consonant)) {
    add('bad-first-letter', `a word cannot begin with a consonant with pulli ("${ls[0]}")`);
  }
  if (first.kind === 'consonant' && first.consonant && NEVER_FIRST.has(first.consonant)) {
    add('bad-first-letter', `no Tamil word begins with ${first.consonant} ("${ls[0]}")`);
  }
  if (first.kind === 'aytham') add('aytham', 'ஃ cannot begin a word');
}

function checkInside(ls: string[], parts: TamilLetterParts[], ending: Ending, add: Add): void {
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    const next = parts[i + 1];
    const previous = parts[i - 1];
    // After the first letter a vowel is written as a sign on its consonant (உயிர்மெய்), so a vowel
    // letter inside a word (பூனஅ) is a spelling a reader cannot pronounce as one word.
    if (i > 0 && p.kind === 'vowel' && !isAlapedai(ls[i - 1]!, ls[i]!))
      add('vowel-inside-word', `the vowel letter "${ls[i]}" stands inside a word, where Tamil writes a vowel sign`);
    if (p.kind === 'aytham' && (!next || next.kind !== 'consonant')) add('aytham', 'ஃ must be followed by a consonant (அஃது, எஃகு)');
    if (p.kind !== 'consonant' || !p.pulli) {
      // ங with a vowel stands only after ங் (அங்ஙனம்); anywhere else it is a slip for ன or ண.
      if (p.kind === 'consonant' && p.consonant === 'ங' && !p.malformed && !(previous?.pulli && previous.consonant === 'ங')) {
        add('nasal-cluster', `"${ls[i]}" (ங with a vowel) only follows ங், as in அங்ஙனம்`);
      }
      continue;
    }
    if (next?.kind === 'consonant' && next.pulli) checkTwoPulli(ls, parts, i, ending, add);
    checkPair(ls, parts, i, add);
    const partners = p.consonant ? NASAL_PARTNERS[p.consonant] : undefined;
    if (partners && next && !(next.kind === 'consonant' && next.consonant && partners.includes(next.consonant))) {
      add('nasal-cluster', `${p.consonant}் is followed only by ${partners.map((c) => `${p.consonant}்${c}`).join(', ')}`);
    }
  }
}

/** The short vowel that prolongs a long one (அளபெடை): தூ + உ in கெடுப்பதூஉம், ஓ + ஒ in ஓஒ. */
const ALAPEDAI: Record<string, string> = {
  '\u0bbe': 'அ',
  '\u0bc0': 'இ',
  '\u0bc2': 'உ',
  '\u0bc7': 'எ',
  '\u0bc8': 'இ',
  '\u0bcb': 'ஒ',
  '\u0bcc': 'உ',
  ஆ: 'அ',
  ஈ: 'இ',
  ஊ: 'உ',
  ஏ: 'எ',
  ஐ: 'இ',
  ஓ: 'ஒ',
  ஔ: 'உ',
};

function isAlapedai(previous: string, vowel: string): boolean {
  const p = tamilLetterParts(previous);
  const long = p.kind === 'vowel' ? previous : p.sign;
  return long !== undefined && ALAPEDAI[long] === vowel;
}

/** Sounds children confuse; a consonant with pulli is never followed by another of its own group. */
const CONFUSABLE_GROUPS = [
  ['ல', 'ள', 'ழ'],
  ['ந', 'ன', 'ண'],
  ['ர', 'ற'],
];

function checkPair(ls: string[], parts: TamilLetterParts[], i: number, add: Add): void {
  const a = parts[i]!;
  const b = parts[i + 1];
  if (!b || b.kind !== 'consonant' || !a.consonant || !b.consonant) return;
  const pair = `${ls[i]}${ls[i + 1]}`;
  // ர and ழ never double (ரகர, ழகர ஒற்றுகள் இரட்டிக்கா): பர்ரம், வாழ்ழை are not Tamil.
  if ((a.consonant === 'ர' || a.consonant === 'ழ') && b.consonant === a.consonant) {
    add('double-pulli', `"${pair}": ${a.consonant} is never doubled`);
    return;
  }
  // A doubled consonant repeats the same letter: வெள்ளை, never வெழ்ளை or வெள்ழை; ன்ற and ண்ட are other letters.
  const group = CONFUSABLE_GROUPS.find((g) => g.includes(a.consonant!));
  // ன் before ந is where two words meet in a compound (மின்நிலையம், தேன்நிலவு), so it is left alone.
  const compoundJoin = a.consonant === 'ன' && b.consonant === 'ந';
  if (group && b.consonant !== a.consonant && group.includes(b.consonant) && !compoundJoin) {
    add('double-pulli', `"${pair}": ${a.consonant}் cannot stand before ${b.consonant}; a doubled consonant repeats the same letter`);
  }
  // ண் pairs with ட and ன் with ற (கண்டு, கன்று): ண் before ற is never written.
  if (a.pulli && a.consonant === 'ண' && b.consonant === 'ற') add('nasal-cluster', `"${pair}": ண் is never followed by ற (ன்ற, as in கன்று)`);
}

function checkTwoPulli(ls: string[], parts: TamilLetterParts[], i: number, ending: Ending, add: Add): void {
  const a = parts[i]!;
  const b = parts[i + 1]!;
  const pair = `${ls[i]}${ls[i + 1]}`;
  if (a.consonant === b.consonant) {
    add('double-pulli', `"${pair}": a doubled consonant carries pulli once, then a vowel (த்த, not த்த்)`);
    return;
  }
  if (isGrantha(a.consonant) || isGrantha(b.consonant)) return;
  const opener = CLUSTER_OPENERS.has(a.consonant ?? '');
  if (opener && parts[i + 2] !== undefined) return;
  // Loanwords close on a nasal or ர் before a hard consonant (பேண்ட், கேம்ப், மார்ச்).
  const closesLoanword = i + 2 === parts.length && ending.loanword && (opener || NASAL.has(a.consonant ?? '')) && HARD.has(b.consonant ?? '');
  if (closesLoanword) return;
  // ய், ர், ழ் then the next word's hard consonant doubled at the join: தண்ணீர்த் தொட்டி, வாழ்க்கைப் பயணம்.
  const sandhiAtJoin = i + 2 === parts.length && opener && ending.nextWordConsonant === b.consonant && HARD.has(b.consonant ?? '');
  if (sandhiAtJoin) return;
  add('double-pulli', `"${pair}": only ய், ர், ழ் may stand before another consonant with pulli, and a vowel must follow the pair`);
}

function checkLast(ls: string[], parts: TamilLetterParts[], ending: Ending, add: Add): void {
  const last = parts[parts.length - 1];
  if (!last || last.kind !== 'consonant' || !last.pulli || !last.consonant) return;
  if (NEVER_LAST_PULLI.has(last.consonant)) add('bad-last-letter', `no Tamil word ends in ${last.consonant}் ("${ls.join('')}")`);
  // Native words never end in a hard consonant; loanwords (கேக், சூப்) do, so a misspelling may
  // only when the word it stands for does. Inside a phrase, a word takes the next word's hard
  // consonant with pulli (வலிமிகுதல்: பயிற்சிப் புத்தகம், சீனப் புத்தாண்டு).
  const doubledForNextWord = ending.nextWordConsonant === last.consonant;
  if (HARD.has(last.consonant) && parts.length > 1 && !ending.loanword && !doubledForNextWord) {
    add(
      'bad-last-letter',
      `it ends in "${ls[ls.length - 1]}": Tamil words end in a vowel or in ண் ம் ன் ய் ர் ல் வ் ழ் ள், and only loanwords such as கேக் end in a hard consonant`,
    );
  }
}

export function endsInHardPulli(word: string): boolean {
  const ls = letters(word.trim());
  const last = ls.length > 1 ? tamilLetterParts(ls[ls.length - 1]!) : undefined;
  return !!last && last.pulli && !!last.consonant && HARD.has(last.consonant);
}
