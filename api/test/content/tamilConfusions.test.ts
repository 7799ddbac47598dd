import { describe, it } from 'node:test';
import { expect } from 'expect';
import { distractorFigures, implausibleDistractor } from '../../src/content/check/distractors';
import { tamilConfusions } from '../../src/content/check/tamilConfusions';

describe('the Tamil confusions a misspelling may be made of (issue 25.2)', () => {
  const rows: Array<[string, string, string[] | 'giveaway' | 'not-a-confusion' | 'too-many']> = [
    // [word, misspelling, the confusions it is made of, or why it is refused]
    ['பள்ளி', 'பல்லி', ['l-sounds']],
    ['பள்ளி', 'பழ்ழி', ['l-sounds']],
    ['சோறு', 'சோரு', ['r-sounds']],
    ['மணி', 'மனி', ['n-sounds']],
    ['குடும்பம்', 'குடூம்பம்', ['vowel-length']],
    ['கோழி', 'கொழி', ['vowel-length']],
    ['ஆமை', 'அமை', ['vowel-length']],
    ['பாம்பு', 'பாமபு', ['missing-pulli']],
    ['பத்து', 'பது', ['single-for-double']],
    ['ஆரஞ்சுப்பழம்', 'ஆரஞ்சுபழம்', ['single-for-double']],
    ['நகம்', 'நக்கம்', ['double-for-single']],
    ['பறவைகள்', 'பறவைக்கள்', ['double-for-single']],
    ['கிளி', 'கீழி', ['vowel-length', 'l-sounds']],
    ['உலங்கு வானூர்தி', 'உலங்கு வாணூர்தி', ['n-sounds']],
    // the giveaways of the review of 2026-11-28
    ['பாம்பு', 'பாம்பூ', 'giveaway'],
    ['பாட்டி', 'பாட்டீ', 'giveaway'],
    ['பச்சை', 'பச்சய்', 'giveaway'],
    // none of the confusions: another nasal, a vowel sign dropped, a letter added, words joined
    ['முகம்', 'முகன்', 'not-a-confusion'],
    ['வஞ்சகம்', 'வன்சகம்', 'not-a-confusion'],
    ['தையல்', 'தயல்', 'not-a-confusion'],
    ['மீன்பிடி படகு', 'மீன்பிடிப்படகு', 'not-a-confusion'],
    // three errors in one word is not a word a child misspelt, it is another word
    ['பள்ளிக்கூடம்', 'பல்லிக்குடாம்', 'too-many'],
  ];
  for (const [word, misspelling, expected] of rows) {
    const what = Array.isArray(expected) ? `is ${expected.join(' + ')}` : `is refused (${expected})`;
    it(`${word} → ${misspelling} ${what}`, () => {
      const verdict = tamilConfusions(word, misspelling);
      if (Array.isArray(expected)) expect(verdict).toEqual({ ok: true, confusions: expected });
      else expect(verdict).toMatchObject({ ok: false, reason: expected });
    });
  }
});

describe('implausible distractors in English and Malay', () => {
  const rows: Array<['en' | 'bm', string, string, boolean]> = [
    ['en', 'thin', 'thyn', true],
    ['en', 'rain', 'rayn', true],
    ['en', 'karate', 'karatay', true],
    ['en', 'friend', 'freind', false],
    ['en', 'rabbit', 'rabit', false],
    // Malay's giveaway, the doubled consonant, is its own rule (doubled-consonant)
    ['bm', 'sekolah', 'sakolah', false],
  ];
  for (const [language, word, misspelling, refused] of rows) {
    it(`${language} ${word} → ${misspelling} ${refused ? 'is a giveaway' : 'is an error a pupil makes'}`, () => {
      expect(implausibleDistractor(language, word, misspelling) !== undefined).toBe(refused);
    });
  }
});

describe('distractor figures', () => {
  it('should count distractors per item, items with two or more, and the Tamil confusions used', () => {
    const item = (word: string, misspellings: string[]) => ({ word, misspellings, translations: {}, tags: [] });
    const figures = distractorFigures('ta', [item('பள்ளி', ['பல்லி', 'பளி', 'பாள்ளி']), item('பூ', ['பு']), item('கிளி', ['கீழி'])]);
    expect(figures).toEqual({
      items: 3,
      distractors: 5,
      withEnough: 1,
      confusions: { 'l-sounds': 2, 'vowel-length': 3, 'single-for-double': 1 },
    });
  });
});
