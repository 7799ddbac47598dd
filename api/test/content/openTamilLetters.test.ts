import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { letters } from '@app/shared/node';
import { WORDLIST_DIR } from '../../src/content/check/wordLists';

/**
 * Issue 25.1: letters() splits Tamil as open-tamil's get_letters does (tamil/utf8.py, MIT), on every
 * headword of the TamilVU list open-tamil ships (api/content/wordlists/ta-tamilvu.txt), apart from
 * the two conjuncts we keep whole on purpose. The oracle below is our own statement of
 * get_letters' rule, written from its description, not its code:
 *  - a vowel (அ…ஔ), ஃ or a consonant (க…ன and the grantha ஶ ஜ ஷ ஸ ஹ) starts a new letter;
 *  - a vowel sign (ா…ௌ), the pulli and any other code point of the Tamil block (U+0B82–U+0BFA,
 *    such as ௗ) joins the letter before it, or starts one when nothing comes before;
 *  - a code point outside the Tamil block (a space, a Latin letter) is a letter of its own.
 * open-tamil returns க்ஷ as க் + ஷ and ஸ்ரீ as ஸ் + ரீ; we merge both (docs/architecture.md
 * "Games"), and ஸ்ரீ typed with ஶ (ஶ்ரீ) too.
 */
const STARTS = new Set([...'அஆஇஈஉஊஎஏஐஒஓஔஃ', ...'கஙசஞடணதநபமயரலவழளறனஶஜஷஸஹ']);
const VOWEL_SIGNS = new Set([...'ாிீுூெேைொோௌ']);
const inTamilBlock = (c: string) => c.codePointAt(0)! >= 0x0b82 && c.codePointAt(0)! <= 0x0bfa;

function openTamilLetters(word: string): string[] {
  const out: string[] = [];
  for (const c of word) {
    const joins = !STARTS.has(c) && (VOWEL_SIGNS.has(c) || inTamilBlock(c));
    if (joins && out.length > 0) out[out.length - 1] += c;
    else out.push(c);
  }
  return out;
}

/** open-tamil's split with the conjuncts our letters() keeps whole merged back. */
function withOurConjuncts(split: string[]): string[] {
  const out: string[] = [];
  for (const l of split) {
    const previous = out[out.length - 1];
    if (previous === 'க்' && l.startsWith('ஷ')) out[out.length - 1] = previous + l;
    else if ((previous === 'ஸ்' || previous === 'ஶ்') && l === 'ரீ') out[out.length - 1] = previous + l;
    else out.push(l);
  }
  return out;
}

const words = readFileSync(join(WORDLIST_DIR, 'ta-tamilvu.txt'), 'utf8')
  .split('\n')
  .map((w) => w.normalize('NFC'))
  .filter(Boolean);

describe("letters() and open-tamil's get_letters", () => {
  it('should split every one of the 63,896 TamilVU headwords as get_letters does', () => {
    expect(words.length).toBe(63896);
    const disagreements = words.filter((w) => {
      const ours = letters(w);
      const theirs = withOurConjuncts(openTamilLetters(w));
      return ours.length !== theirs.length || ours.some((l, i) => l !== theirs[i]);
    });
    expect(disagreements.slice(0, 20)).toEqual([]);
  });

  it('should count letters as open-tamil does on words with vowel signs, pulli and ஃ', () => {
    // a few rows checked by hand, so the oracle itself is pinned
    expect(openTamilLetters('கொக்கு')).toEqual(['கொ', 'க்', 'கு']);
    expect(openTamilLetters('அஃகம்')).toEqual(['அ', 'ஃ', 'க', 'ம்']);
    expect(openTamilLetters('பள்ளிக்கூடம்')).toEqual(['ப', 'ள்', 'ளி', 'க்', 'கூ', 'ட', 'ம்']);
    expect(openTamilLetters('அகவல் விருத்தம்')).toEqual(['அ', 'க', 'வ', 'ல்', ' ', 'வி', 'ரு', 'த்', 'த', 'ம்']);
    expect(openTamilLetters('கௌ')).toEqual(['கௌ']);
  });

  // Our own rows: the conjuncts where we differ from open-tamil on purpose (none is in the list).
  const conjuncts: Array<[string, string[], string[]]> = [
    // [word, open-tamil's split, ours]
    ['க்ஷேத்திரம்', ['க்', 'ஷே', 'த்', 'தி', 'ர', 'ம்'], ['க்ஷே', 'த்', 'தி', 'ர', 'ம்']],
    ['லக்ஷ்மி', ['ல', 'க்', 'ஷ்', 'மி'], ['ல', 'க்ஷ்', 'மி']],
    ['ஸ்ரீரங்கம்', ['ஸ்', 'ரீ', 'ர', 'ங்', 'க', 'ம்'], ['ஸ்ரீ', 'ர', 'ங்', 'க', 'ம்']],
    ['ஶ்ரீரங்கம்', ['ஶ்', 'ரீ', 'ர', 'ங்', 'க', 'ம்'], ['ஶ்ரீ', 'ர', 'ங்', 'க', 'ம்']],
  ];
  for (const [word, theirs, ours] of conjuncts) {
    it(`should keep ${ours[0]} whole in ${word} (${ours.length} letters; open-tamil counts ${theirs.length})`, () => {
      expect(openTamilLetters(word)).toEqual(theirs);
      expect(letters(word)).toEqual(ours);
      expect(withOurConjuncts(theirs)).toEqual(ours);
    });
  }

  it('should count ஶ்ரீரங்கம் and ஸ்ரீரங்கம் alike', () => {
    expect(letters('ஶ்ரீரங்கம்')).toHaveLength(letters('ஸ்ரீரங்கம்').length);
  });
});
