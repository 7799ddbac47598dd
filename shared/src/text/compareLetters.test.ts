import fc from 'fast-check';
import { allRight, compareLetters, consonantOfLetter, relateLetter, vowelOfLetter, type LetterMark } from './compareLetters';
import { letters } from './letters';

const R: LetterMark = 'right';
const E: LetterMark = 'elsewhere';
const M: LetterMark = 'sameConsonant'; // மெய் சரி
const U: LetterMark = 'sameVowel'; // உயிர் சரி
const X: LetterMark = 'absent';

describe('compareLetters (SPEC: issue 22 "each letter right / elsewhere / same consonant (மெய்) / same vowel (உயிர்) / absent, with Wordle\'s counting")', () => {
  /*
   * Fourteen guess–answer cases written for this project in the style of the word tests of
   * tamil-aadal's backend/utils_test.go (MIT, github.com/psankar/tamil-aadal): one case per kind of
   * uyir/mei tag that file checks. Our words are our own. Two deliberate differences: a letter the
   * word holds once is marked once (Wordle's counting, where tamil-aadal marks every copy
   * "elsewhere"), and each letter gets one mark, the most telling one.
   */
  it.each<[string, string, string, LetterMark[]]>([
    ['1 every letter right', 'மயில்', 'மயில்', [R, R, R]],
    ['2 உயிர்மெய் with அ for its மெய்: the consonant is right (ம for ம்)', 'பழம்', 'பழம', [R, R, M]],
    ['3 another மெய் in the last place shares nothing (ல் for ம்)', 'பழம்', 'பழல்', [R, R, X]],
    ['4 உயிர்மெய் with உ for the மெய்: still the consonant (மு for ம்)', 'பழம்', 'பழமு', [R, R, M]],
    ["5 the issue's child: கா written for கி has the consonant right", 'கிளி', 'காளி', [M, R]],
    ['6 two places with the consonant right and the vowel wrong', 'கிளி', 'காளை', [M, M]],
    ['7 another consonant with the same vowel (கி for யி)', 'மயில்', 'மகில்', [R, U, R]],
    ['8 a bare உயிர் for an உயிர்மெய் with அ shares the vowel (அ for ம)', 'மயில்', 'அகில்', [U, U, R]],
    ['9 another consonant with the inherent அ (ச for ம)', 'மயில்', 'சயில்', [U, R, R]],
    ['10 the consonant right with a long vowel (மா for ம)', 'மயில்', 'மாயில்', [M, R, R]],
    ['11 two letters swapped are elsewhere', 'மயில்', 'மல்யி', [R, E, E]],
    ['12 a letter the word holds once is counted once; its other copies fall back to மெய்/உயிர்', 'தட்டு', 'டுடுடு', [X, M, R]],
    ['13 a repeated letter: one copy elsewhere, the next one only the consonant', 'அப்பா', 'பாபாஅ', [E, M, E]],
    ['14 ஃ and a Latin letter are letters with no halves', 'எஃகு', 'எaகு', [R, X, R]],
  ])('%s: answer %s, guess %s', (_, target, guess, expected) => {
    expect(compareLetters(target, guess)).toEqual(expected);
  });

  it.each<[string, string, string, LetterMark[]]>([
    ['the hangman case: சோ for சு is the consonant, not "not in the word"', 'சு', 'சோ', [M]],
    ['ஆ for கா shares the vowel', 'காடு', 'ஆடு', [U, R]],
    ['ஃ elsewhere', 'எஃகு', 'ஃஎகு', [E, E, R]],
    ['க்ஷ and ஸ்ரீ stay whole', 'ஸ்ரீக்ஷா', 'க்ஷாஸ்ரீ', [E, E]],
    ['க்ஷெ for க்ஷா: the grantha consonant is right', 'க்ஷா', 'க்ஷெ', [M]],
    ['decomposed input compares as NFC (ெ + ா is ொ)', 'கொடி', 'க\u0bc6\u0bbeடி', [R, R]],
    ['English: right / elsewhere / absent, without case', 'book', 'OBOX', [E, E, R, X]],
    ['Malay: a repeated letter counted once', 'buku', 'uuuu', [X, R, X, R]],
    ['a shorter guess is marked as far as it goes', 'பழம்', 'பழ', [R, R]],
    ['a longer guess: extra letters can only be elsewhere or absent', 'பழம்', 'பழம்ப', [R, R, R, X]],
  ])('%s: answer %s, guess %s', (_, target, guess, expected) => {
    expect(compareLetters(target, guess)).toEqual(expected);
  });

  it.each([
    ['கா', 'க', 'ஆ'],
    ['க', 'க', 'அ'],
    ['க்', 'க', undefined],
    ['ஆ', undefined, 'ஆ'],
    ['ஃ', undefined, undefined],
    ['a', undefined, undefined],
    ['க்ஷே', 'க்ஷ', 'ஏ'],
  ])('%s has மெய் %s and உயிர் %s', (letter, consonant, vowel) => {
    expect(consonantOfLetter(letter)).toBe(consonant);
    expect(vowelOfLetter(letter)).toBe(vowel);
  });

  it('English and Malay never get a மெய்/உயிர் mark', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'i', 'o', 'u'), minLength: 1, maxLength: 6 }),
        fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'i', 'o', 'u'), minLength: 1, maxLength: 6 }),
        (target, guess) => {
          return compareLetters(target, guess).every((m) => m === 'right' || m === 'elsewhere' || m === 'absent');
        },
      ),
    );
  });

  it('property: right and elsewhere together never use a letter more often than the word holds it', () => {
    const unit = fc.constantFrom('க', 'கா', 'கி', 'க்', 'ச', 'சு', 'அ', 'ம்');
    fc.assert(
      fc.property(fc.array(unit, { minLength: 1, maxLength: 5 }), fc.array(unit, { minLength: 1, maxLength: 5 }), (t, g) => {
        const marks = compareLetters(t.join(''), g.join(''));
        const guessLetters = letters(g.join(''));
        for (const letter of new Set(guessLetters)) {
          const used = guessLetters.filter((l, i) => l === letter && (marks[i] === 'right' || marks[i] === 'elsewhere')).length;
          if (used > t.filter((l) => l === letter).length) return false;
        }
        return marks.length === guessLetters.length;
      }),
    );
  });

  it('allRight only when every letter is right and the lengths agree', () => {
    expect(allRight(compareLetters('மயில்', 'மயில்'), 'மயில்')).toBe(true);
    expect(allRight(compareLetters('பழம்', 'பழ'), 'பழம்')).toBe(false);
    expect(allRight(compareLetters('கிளி', 'காளி'), 'கிளி')).toBe(false);
  });

  it('relateLetter: one letter against one letter', () => {
    expect(relateLetter('சு', 'சோ')).toBe('sameConsonant');
    expect(relateLetter('சு', 'கு')).toBe('sameVowel');
    expect(relateLetter('சு', 'சு')).toBe('right');
    expect(relateLetter('சு', 'ப')).toBe('absent');
    expect(relateLetter('A', 'a')).toBe('right');
  });
});
