import type { TopicItem } from '@app/shared';
import { createRng } from '@app/shared';
import { applyTileMove, MAX_TRIES, pickTileWords, startTile, tilePoints } from './tileGame';
import { markGuess } from './tileScoring';

const item = (word: string): TopicItem => ({ word, clue: `${word}?`, translations: {}, misspellings: [], tags: [] });

describe('tile marks', () => {
  it.each([
    ['crane', 'crane', ['right', 'right', 'right', 'right', 'right']],
    ['react', 'crane', ['elsewhere', 'elsewhere', 'right', 'elsewhere', 'absent']],
    // the second "e" of "geese" is absent: "those" has one e left over after the right one
    ['geese', 'those', ['absent', 'absent', 'absent', 'right', 'right']],
  ])('%s against %s', (guess, answer, marks) => {
    expect(markGuess(guess, answer)).toEqual(marks);
  });

  it('marks whole Tamil letters, and the same consonant with another vowel as sameConsonant', () => {
    // answer: கொக்கு (கொ க் கு); guess: காக்கை (கா க் கை)
    expect(markGuess('காக்கை', 'கொக்கு')).toEqual(['sameConsonant', 'right', 'sameConsonant']);
    // க is elsewhere in காகம் (கா க ம்): that beats the same-consonant hint at கா's place
    // ம for க shares the inherent அ: tile marks the vowel half too (issue 22)
    expect(markGuess('கமலா', 'காகம்')).toEqual(['elsewhere', 'sameVowel', 'absent']);
  });

  it('treats ஸ்ரீ and க்ஷ as one letter each', () => {
    // ஸ்ரீ ர ங் க ம்
    expect(markGuess('ஸ்ரீரங்கம்', 'ஸ்ரீரங்கம்')).toEqual(['right', 'right', 'right', 'right', 'right']);
    // ல க்ஷ் மி against ல க் ஷ மி would be 4 code-point letters: it must stay 3
    expect(markGuess('லக்ஷ்மி', 'லக்ஷ்மி')).toEqual(['right', 'right', 'right']);
  });
});

describe('tile game', () => {
  const words = ['பூனை', 'யானை', 'மாடு', 'குதிரை', 'கோழி', 'வாத்து', 'குரங்கு'].map(item);

  it('picks short words on easy and refuses a guess of the wrong length', () => {
    const picked = pickTileWords(words, 1, createRng(1));
    expect(picked).toHaveLength(3);
    const state = startTile(picked);
    expect(applyTileMove(state, { type: 'guess', text: 'அ' }, 1)[1]).toBe('wrongLength');
  });

  it('solves a word, scores fewer tries higher, and finishes after the last word', () => {
    let state = startTile([{ word: 'பூனை' }, { word: 'மாடு' }]);
    let outcome;
    [state, outcome] = applyTileMove(state, { type: 'guess', text: 'யானை' }, 2);
    expect(outcome).toBe('marked');
    expect(state.guesses[0]!.marks).toEqual(['absent', 'right']);
    [state, outcome] = applyTileMove(state, { type: 'guess', text: 'பூனை' }, 2);
    expect(outcome).toBe('solved');
    expect(state.score).toBe(tilePoints(2, 2));
    for (let i = 0; i < MAX_TRIES - 1; i++) [state, outcome] = applyTileMove(state, { type: 'guess', text: 'ஆடு' }, 2);
    expect(outcome).toBe('marked');
    [state, outcome] = applyTileMove(state, { type: 'guess', text: 'ஆடு' }, 2);
    expect(outcome).toBe('failed');
    expect(state).toMatchObject({ finished: true, solved: 1 });
  });
});
