import { isTypedText, joinsPrevious, typeIntoLetters } from './letterTyping';

describe('letterTyping', () => {
  const rows: [string, string[], string, string[]][] = [
    ['a vowel sign joins its consonant', ['க'], 'ொ', ['கொ']],
    ['a pulli joins its consonant', ['ம', 'ர'], '்', ['ம', 'ர்']],
    ['a new consonant starts a new letter', ['கொ'], 'க', ['கொ', 'க']],
    ['the sign ெ joins க before ா arrives', ['க'], 'ெ', ['கெ']],
    ['ஷ after க் makes the conjunct க்ஷ', ['க்'], 'ஷ', ['க்ஷ']],
    ['Latin letters stay one each', ['c', 'a'], 't', ['c', 'a', 't']],
  ];
  for (const [name, current, typed, expected] of rows) {
    it(`should type letters: ${name}`, () => expect(typeIntoLetters(current, typed)).toEqual(expected));
  }

  it('should make கொ from க + ெ + ா typed one by one', () => {
    let l = typeIntoLetters([], 'க');
    l = typeIntoLetters(l, 'ெ');
    l = typeIntoLetters(l, 'ா');
    expect(l).toEqual(['கொ']);
  });

  it('should know when a key joins the letter before it', () => {
    expect(joinsPrevious('க', 'ு')).toBe(true);
    expect(joinsPrevious('கு', 'ம')).toBe(false);
    expect(joinsPrevious(undefined, 'ம')).toBe(false);
  });

  it('should type letters and signs, not named keys or shortcuts', () => {
    expect(isTypedText('ா')).toBe(true);
    expect(isTypedText('a')).toBe(true);
    expect(isTypedText('Enter')).toBe(false);
    expect(isTypedText('a', { ctrlKey: true })).toBe(false);
    expect(isTypedText('1')).toBe(false);
  });
});
