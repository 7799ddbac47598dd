import { describe, it } from 'node:test';
import { expect } from 'expect';
import { suggestMisspellings } from '../../src/content/tools/suggestMisspellings';

describe('misspelling suggestions (the errors children make, before the check filters them)', () => {
  const rows: Array<[Parameters<typeof suggestMisspellings>[0], string, string[], string[]]> = [
    // [language, word, some candidates it must offer, candidates it must not]
    ['ta', 'பூனை', ['பூணை', 'புனை'], ['பூனை', 'பூனய்']],
    // issue 25.2: a missing pulli and a doubled consonant are offered; a final long vowel never is
    ['ta', 'பாம்பு', ['பாமபு', 'பம்பு'], ['பாம்பூ']],
    ['ta', 'நகம்', ['நக்கம்'], []],
    ['ta', 'பாட்டி', ['பாடி'], ['பாட்டீ']],
    // two confusions, offered last, for a short word whose single errors are all real words
    ['ta', 'கிளி', ['கீழி'], []],
    ['ta', 'பள்ளி', ['பல்லி', 'பளி'], ['பல்ளி', 'பள்லி']],
    ['ta', 'சோறு', ['சோரு', 'சொறு'], []],
    ['ta', 'ஆமை', ['அமை'], []],
    ['bm', 'sekolah', ['sakolah', 'sekola', 'skolah'], ['sekolahh']],
    ['bm', 'payung', ['payun', 'payong'], []],
    ['bm', 'katak', ['kata'], []],
    ['en', 'rabbit', ['rabit'], []],
    ['en', 'friend', ['freind'], []],
    ['en', 'knife', ['nife'], []],
    ['en', 'leg', ['lig'], []],
    ['en', 'Monday', ['Mondey'], ['mondey']],
  ];
  for (const [language, word, offered, notOffered] of rows) {
    it(`${language} ${word}: offers ${offered.join(', ')}`, () => {
      const got = suggestMisspellings(language, word).map((s) => s.misspelling);
      for (const o of offered) expect(got).toContain(o);
      for (const n of notOffered) expect(got).not.toContain(n);
    });
  }
});
