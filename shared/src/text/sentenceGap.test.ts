import { GAME_ITEM_RULES } from '../scoring/gameItems';
import { splitSentence } from './sentenceGap';

describe('splitSentence', () => {
  const rows: [sentence: string, word: string, cut: { before: string; after: string } | undefined][] = [
    ['பூனை பால் குடித்தது.', 'பூனை', { before: '', after: ' பால் குடித்தது.' }],
    ['காட்டில் ஒரு யானை நடந்தது.', 'யானை', { before: 'காட்டில் ஒரு ', after: ' நடந்தது.' }],
    ['பூனைக்குப் பால் கொடு.', 'பூனை', { before: '', after: 'க்குப் பால் கொடு.' }],
    // a vowel sign is never separated from its consonant
    ['அவன் பாலை குடித்தான்.', 'பால்', undefined],
    ['கணினி புதியது.', 'கண', undefined],
    ['The cat sleeps.', 'cat', { before: 'The ', after: ' sleeps.' }],
    ['Kucing itu comel.', 'kucing', { before: '', after: ' itu comel.' }],
    ['The dog barks.', 'cat', undefined],
    // a word opening its sentence with a capital still counts, so the hub offers the item
    ['Mata kiri saya gatal.', 'mata', { before: '', after: ' kiri saya gatal.' }],
    // an inflected form is not the word: the gap would make the answer wrong
    ['Ibu memasak nasi.', 'masak', undefined],
  ];
  for (const [sentence, word, cut] of rows) {
    it(`should cut "${sentence}" around "${word}" ${cut ? 'on letter boundaries' : 'nowhere'}`, () => {
      expect(splitSentence(sentence, word)).toEqual(cut);
    });
  }

  it('should let the blank game accept an item whose word opens its sentence with a capital', () => {
    const item = { word: 'mata', sentence: 'Mata kiri saya gatal.', translations: {}, misspellings: [], tags: [] };
    expect(GAME_ITEM_RULES.blank.accepts(item)).toBe(true);
  });
});
