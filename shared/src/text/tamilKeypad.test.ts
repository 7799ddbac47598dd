import { letters } from './letters';
import { combineTamil, splitTamil, TAMIL_CONSONANTS, TAMIL_GRANTHA, TAMIL_PULLI, TAMIL_VOWELS, uyirmeiRow } from './tamilKeypad';

describe('Tamil keypad model', () => {
  it('has 12 vowels, 18 consonants and the grantha letters ஜ ஷ ஸ ஹ க்ஷ', () => {
    expect(TAMIL_VOWELS).toHaveLength(12);
    expect(TAMIL_CONSONANTS).toHaveLength(18);
    expect([...TAMIL_GRANTHA]).toEqual(['ஜ', 'ஷ', 'ஸ', 'ஹ', 'க்ஷ']);
  });

  it.each([
    ['க', 'அ', 'க'],
    ['க', 'ஆ', 'கா'],
    ['க', 'ஒ', 'கொ'],
    ['க', 'ஔ', 'கௌ'],
    ['ழ', 'இ', 'ழி'],
    ['க', TAMIL_PULLI, 'க்'],
    ['க்ஷ', 'ஏ', 'க்ஷே'],
    ['க்ஷ', TAMIL_PULLI, 'க்ஷ்'],
    ['ஜ', 'ா', 'ஜா'],
    ['அ', 'ஆ', undefined],
    ['க', 'x', undefined],
  ])('combine %s + %s → %s', (consonant, vowel, expected) => {
    expect(combineTamil(consonant, vowel)).toBe(expected);
  });

  it.each([
    ['அ', { kind: 'vowel', vowel: 'அ' }],
    ['க', { kind: 'uyirmei', consonant: 'க', vowel: 'அ' }],
    ['கொ', { kind: 'uyirmei', consonant: 'க', vowel: 'ஒ' }],
    ['க\u0bc6\u0bbe', { kind: 'uyirmei', consonant: 'க', vowel: 'ஒ' }],
    ['ம்', { kind: 'mei', consonant: 'ம' }],
    ['க்ஷே', { kind: 'uyirmei', consonant: 'க்ஷ', vowel: 'ஏ' }],
    ['க்ஷ்', { kind: 'mei', consonant: 'க்ஷ' }],
    ['ஸ்ரீ', { kind: 'other', letter: 'ஸ்ரீ' }],
    ['a', { kind: 'other', letter: 'a' }],
  ])('split %s', (letter, expected) => {
    expect(splitTamil(letter)).toEqual(expected);
  });

  it('every consonant × vowel combines into one letter and splits back', () => {
    for (const c of [...TAMIL_CONSONANTS, ...TAMIL_GRANTHA]) {
      for (const v of TAMIL_VOWELS) {
        const l = combineTamil(c, v)!;
        expect(letters(l)).toEqual([l]);
        expect(splitTamil(l)).toEqual({ kind: 'uyirmei', consonant: c, vowel: v });
      }
      expect(splitTamil(combineTamil(c, TAMIL_PULLI)!)).toEqual({ kind: 'mei', consonant: c });
      expect(uyirmeiRow(c)).toHaveLength(12);
    }
  });
});
