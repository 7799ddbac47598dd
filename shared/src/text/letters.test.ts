import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type * as lettersModule from './letters';
import {
  graphemes,
  isBrokenLetter,
  isTamilText,
  joinLetters,
  letterCount,
  letterEditDistance,
  letters,
  normaliseText,
  sameLetters,
  shuffleLetters,
  wordLetters,
} from './letters';

/** A small seeded generator so shuffles are reproducible. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('letters() (docs/architecture.md "Games": NFC, joiners dropped, graphemes, க்ஷ and ஸ்ரீ merged)', () => {
  it.each([
    // issue 7 "Must show" words
    ['தமிழ்', ['த', 'மி', 'ழ்']],
    ['கொக்கு', ['கொ', 'க்', 'கு']],
    ['பள்ளிக்கூடம்', ['ப', 'ள்', 'ளி', 'க்', 'கூ', 'ட', 'ம்']],
    ['க்ஷேத்திரம்', ['க்ஷே', 'த்', 'தி', 'ர', 'ம்']],
    ['ஸ்ரீரங்கம்', ['ஸ்ரீ', 'ர', 'ங்', 'க', 'ம்']],
    // issue 25: ஸ்ரீ typed with ஶ (U+0BB6) is the same one letter
    ['ஶ்ரீரங்கம்', ['ஶ்ரீ', 'ர', 'ங்', 'க', 'ம்']],
    ['ஶ்ரீ', ['ஶ்ரீ']],
    ['ஶ்ரம்', ['ஶ்', 'ர', 'ம்']],
    ['லக்ஷ்மி', ['ல', 'க்ஷ்', 'மி']],
    // decomposed input: ொ typed as ெ + ா, ௌ typed as ெ + ௗ
    ['க\u0bc6\u0bbeக்கு', ['கொ', 'க்', 'கு']],
    ['ஔவை', ['ஔ', 'வை']],
    ['\u0b92\u0bd7வை', ['ஔ', 'வை']],
    ['க\u0bc6\u0bd7தம்', ['கௌ', 'த', 'ம்']],
    // joiners some keyboards insert are dropped
    ['க்\u200dஷ', ['க்ஷ']],
    ['ஸ்\u200cரீ', ['ஸ்ரீ']],
    // ஸ் followed by something other than ரீ is not merged
    ['ஸ்ரம்', ['ஸ்', 'ர', 'ம்']],
    ['அஃது', ['அ', 'ஃ', 'து']],
    ['colour', ['c', 'o', 'l', 'o', 'u', 'r']],
    ['kereta api', ['k', 'e', 'r', 'e', 't', 'a', ' ', 'a', 'p', 'i']],
    ['', []],
  ])('%s → %j', (input, expected) => {
    expect(letters(input)).toEqual(expected);
  });

  it('joining the letters gives the normalised word back', () => {
    for (const w of ['தமிழ்', 'கொக்கு', 'பள்ளிக்கூடம்', 'க்ஷேத்திரம்', 'ஸ்ரீரங்கம்', 'லக்ஷ்மி']) {
      expect(joinLetters(letters(w))).toBe(w);
      expect(letters(w).some(isBrokenLetter)).toBe(false);
    }
  });

  it('letterCount and wordLetters count letters, not code points', () => {
    expect(letterCount('க்ஷேத்திரம்')).toBe(5);
    expect('க்ஷேத்திரம்'.length).toBe(11);
    expect(wordLetters('kereta api')).toHaveLength(9);
    expect(wordLetters('யானை, பூனை!')).toEqual(['யா', 'னை', 'பூ', 'னை']);
  });

  it('property: joining letters() of any string gives its NFC form without joiners', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'கஙசஞடணதநபமயரலவழளறனஜஷஸஹஅஆஇஈஉஊஎஏஐஒஓஔாிீுூெேைொோௌ்ஃ\u200d\u200c ab'.split('')) }), (s) => {
        expect(joinLetters(letters(s))).toBe(s.normalize('NFC').replace(/[\u200c\u200d]/g, ''));
      }),
    );
  });

  it('property: a well-formed Tamil word never yields a letter that starts with a vowel sign or pulli', () => {
    const consonants = [...'கஙசஞடணதநபமயரலவழளறனஜஷஸஹ'];
    const signs = ['', 'ா', 'ி', 'ீ', 'ு', 'ூ', 'ெ', 'ே', 'ை', 'ொ', 'ோ', 'ௌ', '்'];
    const syllable = fc.oneof(
      fc.constantFrom(...'அஆஇஈஉஊஎஏஐஒஓஔ'),
      fc.tuple(fc.constantFrom(...consonants), fc.constantFrom(...signs)).map(([c, s]) => c + s),
      fc.constantFrom('ஸ்ரீ', 'க்ஷ', 'க்ஷே', 'க்ஷ்'),
    );
    fc.assert(
      fc.property(fc.array(syllable, { minLength: 1, maxLength: 12 }), (parts) => {
        const word = parts.join('');
        const ls = letters(word);
        expect(ls.some(isBrokenLetter)).toBe(false);
        expect(joinLetters(ls)).toBe(word);
      }),
    );
  });
});

describe('sameLetters()', () => {
  it.each([
    ['கொக்கு', 'க\u0bc6\u0bbeக்கு', {}, true],
    ['க்ஷேத்திரம்', 'க்\u200dஷேத்திரம்', {}, true],
    ['கொக்கு', 'கோக்கு', {}, false],
    [' kucing ', 'kucing', {}, true],
    ['Kucing', 'kucing', {}, false],
    ['Kucing', 'kucing', { ignoreCase: true }, true],
    ['kereta  api', 'kereta api', {}, true],
    [' kucing', 'kucing', { trim: false }, false],
  ] as const)('%s vs %s (%j) → %s', (a, b, options, expected) => {
    expect(sameLetters(a, b, options)).toBe(expected);
  });
});

describe('shuffleLetters()', () => {
  it('keeps Tamil letters whole and never returns the original order', () => {
    for (const word of ['தமிழ்', 'கொக்கு', 'பள்ளிக்கூடம்', 'க்ஷேத்திரம்', 'ஸ்ரீரங்கம்', 'லக்ஷ்மி', 'ab']) {
      for (let seed = 0; seed < 200; seed++) {
        const shuffled = shuffleLetters(word, seeded(seed));
        expect([...shuffled].sort()).toEqual([...letters(word)].sort());
        expect(joinLetters(shuffled)).not.toBe(word);
      }
    }
  });

  it('returns the only order there is for one letter or repeated letters', () => {
    expect(shuffleLetters('க்ஷ', seeded(1))).toEqual(['க்ஷ']);
    expect(shuffleLetters('aaa', seeded(1))).toEqual(['a', 'a', 'a']);
    expect(shuffleLetters('', seeded(1))).toEqual([]);
  });

  it('property: a shuffle is a permutation that differs whenever the letters are not all equal', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('க', 'கொ', 'க்ஷ', 'ஸ்ரீ', 'a', 'ம்'), { maxLength: 10 }), fc.integer(), (parts, seed) => {
        const word = parts.join('');
        const original = letters(word);
        const shuffled = shuffleLetters(word, seeded(seed));
        expect([...shuffled].sort()).toEqual([...original].sort());
        if (new Set(original).size > 1) expect(shuffled).not.toEqual(original);
      }),
    );
  });
});

describe('letterEditDistance()', () => {
  it.each([
    ['கொக்கு', 'கோக்கு', 1],
    ['கொக்கு', 'கொக்கு', 0],
    ['தமிழ்', 'தமிள்', 1],
    ['பள்ளிக்கூடம்', 'பள்ளிகூடம்', 1],
    ['லக்ஷ்மி', 'லட்சுமி', 2],
    ['colour', 'color', 1],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
  ])('%s → %s = %d', (a, b, d) => {
    expect(letterEditDistance(a, b)).toBe(d);
  });

  it('property: symmetric, zero only for equal words, bounded by the longer word', () => {
    const word = fc.array(fc.constantFrom('க', 'கொ', 'க்ஷ', 'ம்', 'a'), { maxLength: 8 }).map((p) => p.join(''));
    fc.assert(
      fc.property(word, word, (a, b) => {
        const d = letterEditDistance(a, b);
        expect(d).toBe(letterEditDistance(b, a));
        expect(d === 0).toBe(sameLetters(a, b));
        expect(d).toBeLessThanOrEqual(Math.max(letterCount(a), letterCount(b)));
      }),
    );
  });
});

describe('isTamilText()', () => {
  it.each([
    ['தமிழ்', true],
    ['யானை 2 பூனை!', true],
    ['kucing', false],
    ['தமிழ் Tamil', false],
    ['123', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(isTamilText(text)).toBe(expected);
  });
});

describe('graphemes(): Tamil and Latin text cut without Intl.Segmenter, exactly as it cuts (issue 22)', () => {
  // eslint-disable-next-line no-restricted-syntax -- the segmenter is the reference the quick cut must match
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const reference = (text: string) => Array.from(segmenter.segment(text), ({ segment }) => segment);

  /** Every string in every bundled topic (api/content/topics/<language>/*.json), normalised as letters() sees it. */
  function bundledStrings(): string[] {
    const root = join(__dirname, '../../../api/content/topics');
    const out: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === 'string') out.push(normaliseText(value));
      else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    for (const language of readdirSync(root)) {
      for (const file of readdirSync(join(root, language)).filter((f) => f.endsWith('.json'))) {
        walk(JSON.parse(readFileSync(join(root, language, file), 'utf8')));
      }
    }
    return out;
  }

  it('cuts every string of every bundled topic as Intl.Segmenter does', () => {
    const strings = bundledStrings();
    expect(strings.length).toBeGreaterThan(1000);
    expect(strings.filter((s) => JSON.stringify(graphemes(s)) !== JSON.stringify(reference(s)))).toEqual([]);
  });

  it.each([
    ['ாகி', ['ா', 'கி']], // a vowel sign at the start stands alone, as the segmenter leaves it
    [' ா', [' ா']],
    ['e\u0301té', ['e\u0301', 't', 'é']],
    ['“கிளி” — 3', ['“', 'கி', 'ளி', '”', ' ', '—', ' ', '3']],
    // text the quick cut does not cover goes to the segmenter
    ['a\r\nb', ['a', '\r\n', 'b']],
    ['👍🏽🇲🇾', ['👍🏽', '🇲🇾']],
    ['க\u00ad', ['க', '\u00ad']],
  ])('%j → %j', (text, expected) => {
    expect(graphemes(text)).toEqual(expected);
    expect(graphemes(text)).toEqual(reference(text));
  });

  it('property: any mix of Tamil, Latin, marks, digits and punctuation is cut as Intl.Segmenter cuts it', () => {
    // code points on purpose, not letters(): the property strings together lone vowel signs,
    // pulli and combining marks in any order, which whole letters would never produce
    const units = Array.from('கஙசஞடணதநபமயரலவழளறனஜஷஸஹஶஅஆஇஈஉஊஎஏஐஒஓஔாிீுூெேைொோௌௗ்ஂஃ௧ abzÀé\u0301\u0308-.,!?“”—…0');
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...units) }), (text) => {
        expect(graphemes(text)).toEqual(reference(text));
      }),
    );
  });

  it('never creates an Intl.Segmenter for Tamil or Latin words (its first one costs a cheap phone 75–100 ms)', () => {
    const created = jest.spyOn(Intl, 'Segmenter');
    jest.isolateModules(() => {
      // a fresh copy of the module, so no segmenter is cached from the tests above
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.isolateModules needs a synchronous load
      const fresh = require('./letters') as typeof lettersModule;
      expect(fresh.letters('ஸ்ரீ பள்ளிக்கூடம், kereta api')).toHaveLength(21);
    });
    expect(created).not.toHaveBeenCalled();
    created.mockRestore();
  });
});
