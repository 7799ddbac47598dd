/**
 * Nicknames a class board must not show (issue 21): a short list of rude words in Tamil, Malay
 * and English, matched inside the nickname after folding case, spaces, punctuation, repeated
 * letters and the digits that stand in for letters ("b0d0h", "B o d o h", "bodohhh").
 *
 * Short words that hide inside ordinary names ("ass" in "Hassan") are matched only as the
 * whole nickname or a whole word of it. The list is small on purpose: the teacher admits and
 * removes players too, and a long list refuses real children's names.
 */
const INSIDE: readonly string[] = [
  // en
  'fuck',
  'shit',
  'bitch',
  'cunt',
  'pussy',
  'bastard',
  'whore',
  'slut',
  'nigger',
  'penis',
  'vagina',
  // bm
  'bodoh',
  'sial',
  'puki',
  'pukimak',
  'pantat',
  'lancau',
  'kimak',
  'butoh',
  'celaka',
  'sundal',
  'bangsat',
  'haram jadah',
  // ta (and its common romanisations)
  'முட்டாள்',
  'பன்றி',
  'தேவடியா',
  'புண்டை',
  'சூத்து',
  'கூதி',
  'ஓம்மால',
  'மயிர்',
  'thevdiya',
  'thevidiya',
  'koothi',
  'oombu',
];

/** Matched only as a whole word: inside longer words they are innocent. */
const WHOLE_WORD: readonly string[] = ['ass', 'anus', 'sex', 'dick', 'babi', 'pig', 'naai', 'நாய்', 'punda', 'pundai', 'sunni'];

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '!': 'i' };

/**
 * Letters only, lower case, digits read as the letters they stand in for (only in a word that
 * has letters: "45" is a number, "b0d0h" is not), a run of one letter cut to `run` letters.
 */
function fold(word: string, run: 1 | 2): string {
  const lower = word.normalize('NFC').toLocaleLowerCase();
  if (!/\p{L}/u.test(lower)) return '';
  const letters = lower.replace(/[0134578@$!]/g, (c) => LEET[c] ?? c).replace(/[^\p{L}\p{M}]/gu, '');
  return run === 1 ? letters.replace(/(\p{L})\1+/gu, '$1') : letters.replace(/(\p{L})\1{2,}/gu, '$1$1');
}

const FOLDED_INSIDE = INSIDE.map((w) => fold(w, 1));
// whole words keep a double letter: "ass" must not become the innocent "as"
const FOLDED_WHOLE = new Set(WHOLE_WORD.map((w) => fold(w, 2)));

/** Whether a nickname is fit for a class board (false: one of the listed words is in it). */
export function isNicknameAllowed(nickname: string): boolean {
  const words = nickname.split(/[\s._-]+/);
  // spaced-out letters ("B o d o h") are read together as well as word by word
  const all = words.map((w) => fold(w, 1)).join('');
  if (FOLDED_INSIDE.some((word) => all.includes(word))) return false;
  return !words.some((w) => FOLDED_WHOLE.has(fold(w, 2))) && !FOLDED_WHOLE.has(words.map((w) => fold(w, 2)).join(''));
}
