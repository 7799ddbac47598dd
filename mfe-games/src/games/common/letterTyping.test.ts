import {
  entryStatus,
  eraseLetter,
  isLetterOpen,
  isTypedText,
  isWholeLetter,
  settleEntry,
  settleStream,
  startEntry,
  streamText,
  typeLetter,
  typeText,
  type LetterEntry,
} from './letterTyping';

/** Types a key sequence one key (one string) at a time, as a keyboard sends it. */
const typeKeys = (entry: LetterEntry, keys: string[]) => keys.reduce(typeText, entry);
const blank = (n: number, skip: boolean[] = []) => startEntry(Array<string>(n).fill(''), skip);
const cp = (s: string) => [...s]; // one code point per key, as a Tamil keyboard sends it

describe('a letter is judged once it is complete (code points arrive one by one)', () => {
  it.each<[string, string[], number, string[], 'typing' | 'full' | 'complete']>([
    // [what, keys, cells, cells after, status]
    ['க then ா makes கா in one cell', cp('கா'), 1, ['கா'], 'complete'],
    ['a bare க may still take a sign: the word is full, not complete', cp('க'), 1, ['க'], 'full'],
    ['க then ் is க், which may still become க்ஷ', cp('க்'), 1, ['க்'], 'full'],
    ['ம then ் is ம், complete', cp('ம்'), 1, ['ம்'], 'complete'],
    ['க ் ஷ stays one letter க்ஷ in one cell', cp('க்ஷ'), 1, ['க்ஷ'], 'full'],
    ['க ் ஷ ா is க்ஷா', cp('க்ஷா'), 1, ['க்ஷா'], 'complete'],
    ['க்ஷே may still become க்ஷோ', cp('க்ஷே'), 1, ['க்ஷே'], 'full'],
    ['ஸ ் ர ீ stays one letter ஸ்ரீ in one cell', cp('ஸ்ரீ'), 2, ['ஸ்ரீ', ''], 'typing'],
    ['ஸ ் ர ீ ர ங ் க ம ்: ஸ்ரீரங்கம் in five cells', cp('ஸ்ரீரங்கம்'), 5, ['ஸ்ரீ', 'ர', 'ங்', 'க', 'ம்'], 'complete'],
    ['ஸ் then ர then ா is two letters: ஸ் and ரா', cp('ஸ்ரா'), 2, ['ஸ்', 'ரா'], 'complete'],
    ['ெ then ா after க makes கொ (typed as two signs)', ['க', '\u0bc6', '\u0bbe'], 1, ['கொ'], 'complete'],
    ['ெ after க is கெ, which may still become கொ', ['க', '\u0bc6'], 1, ['கெ'], 'full'],
    ['a new consonant completes the letter before it', cp('கம'), 2, ['க', 'ம'], 'full'],
    ['பள்ளி fills four cells', cp('பள்ளி'), 4, ['ப', 'ள்', 'ளி', ''], 'typing'],
    ['a lone sign at the start fills nothing', ['ா', 'க'], 1, ['க'], 'full'],
    ['a second vowel sign is dropped, never a cell of its own', ['க', 'ா', 'ா', 'ம'], 2, ['கா', 'ம'], 'full'],
    ['a joiner some keyboards insert is dropped', ['க', '்', '\u200d', 'ஷ'], 1, ['க்ஷ'], 'full'],
    ['an IME commits a whole word at once', ['பள்ளி'], 4, ['ப', 'ள்', 'ளி', ''], 'typing'],
    ['Latin letters are complete as they arrive', cp('cat'), 3, ['c', 'a', 't'], 'complete'],
    ['typing past the last cell is ignored', cp('cats'), 3, ['c', 'a', 't'], 'complete'],
  ])('%s', (_what, keys, n, cells, status) => {
    const e = typeKeys(blank(n), keys);
    expect(e.cells).toEqual(cells);
    expect(entryStatus(e)).toBe(status);
  });

  it('should complete an open letter when the child moves on (settle), and split a ஸ்ர that never got its ீ', () => {
    const e = settleEntry(typeKeys(blank(2), cp('க')));
    expect(e.cells).toEqual(['க', '']);
    expect(e.open).toBeNull();
    expect(settleEntry(typeKeys(blank(2), cp('ஸ்ர'))).cells).toEqual(['ஸ்', 'ர']);
    const word = settleEntry(typeKeys(blank(1), cp('க')));
    expect(entryStatus(word)).toBe('complete');
  });

  it('should complete an open letter at a space, so an IME that commits "word " works', () => {
    expect(entryStatus(typeKeys(blank(1), ['க', ' ']))).toBe('complete');
  });
});

describe('cells a crossing word already settled are passed over', () => {
  it('should pass over a settled crossing letter when the child types only the missing letters', () => {
    // பள்ளிக் with its third cell (ளி) already given by a crossing word
    const e = startEntry(['', '', 'ளி', ''], [false, false, true, false]);
    expect(typeKeys(e, cp('பள்க்')).cells).toEqual(['ப', 'ள்', 'ளி', 'க்']);
  });

  it('should type through a settled crossing letter when the child types the whole word', () => {
    const e = startEntry(['', '', 'ளி', ''], [false, false, true, false]);
    const after = typeKeys(e, cp('பள்ளிக்'));
    expect(after.cells).toEqual(['ப', 'ள்', 'ளி', 'க்']);
    expect(entryStatus(after)).toBe('full');
  });

  it('should keep a vowel sign in the letter before a skipped cell, not in the next cell', () => {
    const e = startEntry(['', 'ம', ''], [false, true, false]);
    const after = typeKeys(e, cp('கா'));
    expect(after.cells).toEqual(['கா', 'ம', '']);
    expect(typeKeys(after, cp('ப')).cells).toEqual(['கா', 'ம', 'ப']);
  });
});

describe('keypad letters and backspace', () => {
  it('should take a keypad letter whole and complete, even a bare consonant', () => {
    const e = typeLetter(blank(2), 'க');
    expect(e.open).toBeNull();
    expect(typeLetter(e, 'ஸ்ரீ').cells).toEqual(['க', 'ஸ்ரீ']);
  });

  it('should erase the letter being typed whole, then the ones before it, passing over settled cells', () => {
    let e = typeKeys(startEntry(['', 'ம', ''], [false, true, false]), cp('காப'));
    expect(e.cells).toEqual(['கா', 'ம', 'ப']);
    e = eraseLetter(e);
    expect(e.cells).toEqual(['கா', 'ம', '']);
    e = eraseLetter(e);
    expect(e.cells).toEqual(['', 'ம', '']);
    expect(e.cursor).toBe(0);
    expect(eraseLetter(e)).toEqual(e);
  });
});

describe('letters', () => {
  it.each([
    ['கா', true],
    ['க்ஷ', true],
    ['ஸ்ரீ', true],
    ['ஃ', true],
    ['a', true],
    ['ா', false],
    ['காா', false],
    ['ஸ்ர', false],
    ['கம', false],
    ['', false],
  ])('%s is a whole letter: %s', (text, expected) => expect(isWholeLetter(text)).toBe(expected));

  it.each([
    ['க', true],
    ['க்', true],
    ['ஸ்', true],
    ['கெ', true],
    ['கே', true],
    ['ஒ', true],
    ['க்ஷ', true],
    ['கா', false],
    ['ம்', false],
    ['ஸ்ரீ', false],
    ['a', false],
    ['கொ', false],
  ])('%s may still grow: %s', (text, expected) => expect(isLetterOpen(text)).toBe(expected));

  it('should type letters and signs, not named keys or shortcuts', () => {
    expect(isTypedText('ா')).toBe(true);
    expect(isTypedText('a')).toBe(true);
    expect(isTypedText('Enter')).toBe(false);
    expect(isTypedText('a', { ctrlKey: true })).toBe(false);
    expect(isTypedText('1')).toBe(false);
  });
});

describe('typing taken one letter at a time (guess, jumble, spell)', () => {
  /** Feeds keys one at a time, as a keyboard sends them, and collects every letter completed on the way. */
  const stream = (keys: string[]) =>
    keys.reduce(
      ({ done, open }, key) => {
        const s = streamText(open, key);
        return { done: [...done, ...s.complete], open: s.open };
      },
      { done: [] as string[], open: '' },
    );

  it.each<[string, string[], string[], string]>([
    // [what, keys, letters completed, letter still open]
    ['க alone is not a letter yet: it may still take a sign', cp('க'), [], 'க'],
    ['க then ா is கா, complete at once', cp('கா'), ['கா'], ''],
    ['க then ம completes க and opens ம', cp('கம'), ['க'], 'ம'],
    ['ம then ் is ம், complete', cp('ம்'), ['ம்'], ''],
    ['க ் ஷ ா is one letter க்ஷா', cp('க்ஷா'), ['க்ஷா'], ''],
    ['ஸ ் ர ீ is one letter ஸ்ரீ', cp('ஸ்ரீ'), ['ஸ்ரீ'], ''],
    ['கெ may still become கொ', ['க', '\u0bc6'], [], 'கெ'],
    ['க ெ ா is கொ', ['க', '\u0bc6', '\u0bbe'], ['கொ'], ''],
    ['an IME commits நாய் whole', ['நாய்'], ['நா', 'ய்'], ''],
    ['a lone sign is no letter', ['ா'], [], ''],
    ['Latin letters are complete as they arrive', cp('cat'), ['c', 'a', 't'], ''],
  ])('%s', (_what, keys, done, open) => {
    expect(stream(keys)).toEqual({ done, open });
  });

  it('should complete the open letter when the child settles it (Enter, a keypad letter)', () => {
    expect(settleStream('க')).toEqual(['க']);
    expect(settleStream('க்')).toEqual(['க்']);
    // ஸ்ர never got its ீ: two letters after all
    expect(settleStream('ஸ்ர')).toEqual(['ஸ்', 'ர']);
    expect(settleStream('')).toEqual([]);
  });
});
