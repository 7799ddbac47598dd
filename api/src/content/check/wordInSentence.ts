import { type Language, letters } from '@app/shared/node';
import { tamilLetterParts } from './tamilLetterParts';

/**
 * Does an example sentence use its word? Natural sentences inflect: "வாயை மூடு" uses வாய், "The
 * cats sleep" uses cat, "Ibu memasak nasi" uses masak. The rules accept the inflections a
 * teacher writes and nothing looser, so a sentence about something else is still refused.
 */
export interface SentenceMatch {
  /** exact: the word as written; inflected: a suffix, case ending or affix; compound: inside a longer Tamil word */
  how: 'exact' | 'inflected' | 'compound';
  /** the sentence's word(s) that matched */
  form: string;
}

const TOKEN = /[\p{L}\p{M}\p{N}'’-]+/gu;

/** The words of a text, without punctuation (hyphenated and apostrophe words stay whole). */
export function textWords(text: string): string[] {
  return (text.normalize('NFC').match(TOKEN) ?? []).map((t) => t.replace(/^['’-]+|['’-]+$/g, '')).filter(Boolean);
}

export function findWordInSentence(sentence: string, word: string, language: Language): SentenceMatch | undefined {
  const tokens = textWords(sentence);
  const parts = textWords(word);
  if (parts.length === 0) return undefined;
  const fold = (s: string) => (language === 'ta' ? s : s.toLocaleLowerCase());
  let best: SentenceMatch | undefined;
  for (let i = 0; i + parts.length <= tokens.length; i++) {
    const leading = parts.slice(0, -1).every((p, k) => fold(tokens[i + k]!) === fold(p));
    if (!leading) continue;
    const lastToken = tokens[i + parts.length - 1]!;
    const how = matchOneWord(lastToken, parts[parts.length - 1]!, language);
    if (!how) continue;
    const match = { how, form: tokens.slice(i, i + parts.length).join(' ') };
    if (how === 'exact') return match;
    best ??= match;
  }
  return best;
}

function matchOneWord(token: string, word: string, language: Language): SentenceMatch['how'] | undefined {
  if (language === 'ta') return tamilForm(token, word);
  const t = token.toLocaleLowerCase().replace(/’/g, "'");
  const w = word.toLocaleLowerCase().replace(/’/g, "'");
  if (t === w) return 'exact';
  // a hyphenated word (kucing-kucing, well-known) may carry the word in one of its parts
  const pieces = t.includes('-') && !w.includes('-') ? t.split('-') : [t];
  for (const piece of pieces) {
    if (piece === w) return 'inflected';
    if (language === 'en' ? englishForms(w).has(piece) : malayForm(piece, w)) return 'inflected';
  }
  return undefined;
}

// ---- Tamil ----

/** ம் assimilates to the next consonant or takes the அத்துச் சாரியை: மரம் → மரங்கள், மரத்தை, பழஞ்சாறு, மரந்தான். */
const M_BECOMES = new Set(['த', 'ங', 'ஞ', 'ந']);
/** Sandhi before a hard consonant: கல் → கற்சிலை, முள் → முட்செடி, பொன் → பொற்குடம், மண் → மட்குடம். */
const FINAL_SANDHI: Record<string, string> = { ல: 'ற', ள: 'ட', ன: 'ற', ண: 'ட' };

/**
 * Tamil inflects at the end of a word, and the last letter of the stem may change:
 * - the word followed by a suffix: பூனை → பூனையை, கிளி → கிளிக்கு (the word's letters, then more);
 * - a last consonant with pulli takes the case vowel or doubles first: வாய் → வாயை, கண் → கண்ணை;
 * - a last உ gives way to the suffix's vowel or doubles the consonant before it:
 *   கதவு → கதவை, வீடு → வீட்டை, ஆறு → ஆற்றில்;
 * - ம் becomes த்த before a case ending or the nasal of the next consonant: மரம் → மரத்தை, மரங்கள்;
 * - ல், ள், ன், ண் become ற், ட் before a hard consonant: கல் → கற்சிலை;
 * - and the word may close a compound: நீர் in மழைநீர்.
 * Each comparison is letter by letter, so கண is never found at the start of கணி.
 */
function tamilForm(token: string, word: string): SentenceMatch['how'] | undefined {
  const t = letters(token);
  const w = letters(word);
  const n = w.length;
  if (n === 0) return undefined;
  const startsWith = (k: number) => w.slice(0, k).every((l, i) => t[i] === l);
  if (t.length >= n && startsWith(n)) return t.length === n ? 'exact' : 'inflected';
  if (n >= 2 && t.length >= n && startsWith(n - 1)) {
    const last = tamilLetterParts(w[n - 1]!);
    const next = tamilLetterParts(t[n - 1]!);
    if (last.kind === 'consonant' && next.kind === 'consonant' && last.consonant && next.consonant) {
      // A case ending brings a vowel sign (வாயை, பாலில்) or doubles the consonant first (கண்ணை, வீட்டை),
      // never the bare consonant: பால் is not in பாலம்.
      const changeable = last.pulli || last.sign === '\u0bc1';
      if (changeable && next.consonant === last.consonant && next.sign !== '') return 'inflected';
      if (last.pulli && last.consonant === 'ம' && next.pulli && M_BECOMES.has(next.consonant)) return 'inflected';
      if (last.pulli && next.pulli && FINAL_SANDHI[last.consonant] === next.consonant) return 'inflected';
    }
  }
  if (n >= 2) {
    for (let i = 1; i + n <= t.length; i++) if (w.every((l, k) => t[i + k] === l)) return 'compound';
  }
  return undefined;
}

// ---- English ----

/** Irregular forms a primary-school sentence uses; regular ones are built by `englishForms`. */
const ENGLISH_IRREGULAR: Record<string, string[]> = {
  child: ['children'],
  mouse: ['mice'],
  foot: ['feet'],
  tooth: ['teeth'],
  man: ['men'],
  woman: ['women'],
  person: ['people'],
  goose: ['geese'],
  ox: ['oxen'],
  leaf: ['leaves'],
  knife: ['knives'],
  wife: ['wives'],
  be: ['is', 'am', 'are', 'was', 'were', 'been'],
  have: ['has', 'had'],
  do: ['does', 'did', 'done'],
  go: ['goes', 'went', 'gone'],
  run: ['ran'],
  eat: ['ate', 'eaten'],
  swim: ['swam', 'swum'],
  fly: ['flew', 'flies'],
  sing: ['sang', 'sung'],
  drink: ['drank', 'drunk'],
  sit: ['sat'],
  write: ['wrote', 'written'],
  ride: ['rode', 'ridden'],
  drive: ['drove', 'driven'],
  take: ['took', 'taken'],
  give: ['gave', 'given'],
  see: ['saw', 'seen'],
  come: ['came'],
  buy: ['bought'],
  bring: ['brought'],
  catch: ['caught'],
  teach: ['taught'],
  think: ['thought'],
  sleep: ['slept'],
  keep: ['kept'],
  feel: ['felt'],
  make: ['made'],
  tell: ['told'],
  sell: ['sold'],
  find: ['found'],
  stand: ['stood'],
  get: ['got'],
  begin: ['began', 'begun'],
  dig: ['dug'],
  hide: ['hid', 'hidden'],
  wear: ['wore', 'worn'],
  throw: ['threw', 'thrown'],
  grow: ['grew', 'grown'],
  draw: ['drew', 'drawn'],
  blow: ['blew', 'blown'],
  know: ['knew', 'known'],
  fall: ['fell', 'fallen'],
  feed: ['fed'],
  meet: ['met'],
  hold: ['held'],
  win: ['won'],
  speak: ['spoke', 'spoken'],
  break: ['broke', 'broken'],
  wake: ['woke', 'woken'],
  say: ['said'],
  pay: ['paid'],
  lay: ['laid'],
  leave: ['left'],
  lose: ['lost'],
  send: ['sent'],
  spend: ['spent'],
  build: ['built'],
  hear: ['heard'],
  fight: ['fought'],
  shine: ['shone'],
  shoot: ['shot'],
  sweep: ['swept'],
  bite: ['bit', 'bitten'],
  choose: ['chose', 'chosen'],
  forget: ['forgot', 'forgotten'],
  freeze: ['froze', 'frozen'],
  steal: ['stole', 'stolen'],
  tear: ['tore', 'torn'],
  good: ['better', 'best'],
  bad: ['worse', 'worst'],
  many: ['more', 'most'],
  much: ['more', 'most'],
  little: ['less', 'least'],
};

/** The regular inflections of an English word: cats, boxes, babies, running, baked, bigger, happily, knives… */
export function englishForms(word: string): Set<string> {
  const w = word;
  const forms = new Set<string>([w, `${w}s`, `${w}es`, `${w}'s`, `${w}s'`, `${w}ed`, `${w}d`, `${w}ing`, `${w}er`, `${w}est`, `${w}ly`]);
  const vowel = (c: string | undefined) => c !== undefined && 'aeiou'.includes(c);
  const last = w[w.length - 1];
  if (last === 'y' && !vowel(w[w.length - 2])) {
    const stem = w.slice(0, -1);
    for (const s of ['ies', 'ied', 'ier', 'iest', 'ily', 'iness']) forms.add(stem + s);
  }
  if (last === 'e') {
    const stem = w.slice(0, -1);
    for (const s of ['ing', 'ed', 'er', 'est', 'y']) forms.add(stem + s);
  }
  // one vowel then one consonant at the end doubles it: run → running, big → bigger, stop → stopped
  if (w.length >= 3 && !vowel(last) && !'wxy'.includes(last ?? '') && vowel(w[w.length - 2]) && !vowel(w[w.length - 3])) {
    for (const s of ['ing', 'ed', 'er', 'est', 'y']) forms.add(w + last + s);
  }
  if (last === 'f') forms.add(`${w.slice(0, -1)}ves`);
  if (w.endsWith('fe')) forms.add(`${w.slice(0, -2)}ves`);
  for (const f of ENGLISH_IRREGULAR[w] ?? []) forms.add(f);
  return forms;
}

// ---- Malay ----

const MALAY_SUFFIXES = ['', 'nya', 'kan', 'an', 'i', 'lah', 'kah', 'pun', 'ku', 'mu', 'kannya', 'annya', 'inya'];
const MALAY_PREFIXES = [
  '',
  'di',
  'ter',
  'ber',
  'be',
  'bel',
  'se',
  'ke',
  'per',
  'pe',
  'pel',
  'me',
  'mem',
  'men',
  'meng',
  'menge',
  'meny',
  'pem',
  'pen',
  'peng',
  'penge',
  'peny',
  'memper',
  'diper',
  'keber',
  'kese',
  'sepe',
];
/** A nasal prefix swallows the root's first consonant: pukul → memukul, tulis → menulis, sapu → menyapu, kira → mengira. */
const NASAL_SWALLOWS: Record<string, string> = {
  mem: 'p',
  pem: 'p',
  men: 't',
  pen: 't',
  meny: 's',
  peny: 's',
  meng: 'k',
  peng: 'k',
};

/** Malay builds words with prefixes and suffixes around a root: makan → dimakan, makanan, memakannya. */
function malayForm(token: string, word: string): boolean {
  for (const suffix of MALAY_SUFFIXES) {
    if (!token.endsWith(suffix)) continue;
    const withoutSuffix = token.slice(0, token.length - suffix.length);
    for (const prefix of MALAY_PREFIXES) {
      if (!withoutSuffix.startsWith(prefix)) continue;
      const root = withoutSuffix.slice(prefix.length);
      if (root === word) return true;
      const swallowed = NASAL_SWALLOWS[prefix];
      if (swallowed && word.startsWith(swallowed) && root === word.slice(1)) return true;
    }
  }
  return false;
}
