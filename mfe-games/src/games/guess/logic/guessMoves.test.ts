import type { TopicItem } from '@app/shared';
import { isBrokenLetter } from '@app/shared';
import { createRng } from '@app/shared';
import { applyGuessMove, guessScore, initialGuessState, isRevealed } from './guessMoves';
import { buildGuessRounds, type GuessRound } from './guessRounds';

const item = (word: string): TopicItem => ({ word, translations: {}, misspellings: [], tags: [] });
const ROUND: GuessRound[] = [
  { word: 'கொக்கு', letters: ['கொ', 'க்', 'கு'] },
  { word: 'Kucing', letters: ['K', 'u', 'c', 'i', 'n', 'g'] },
];

describe('guess', () => {
  it('should hide whole Tamil letters, never a vowel sign or pulli on its own', () => {
    const rounds = buildGuessRounds(['க்ஷேத்திரம்', 'ஸ்ரீரங்கம்', 'லக்ஷ்மி', 'பள்ளிக்கூடம்', 'கொக்கு'].map(item), 3, createRng(1));
    for (const r of rounds) expect(r.letters.filter(isBrokenLetter)).toEqual([]);
    expect(rounds.find((r) => r.word === 'க்ஷேத்திரம்')?.letters[0] ?? 'க்ஷே').toBe('க்ஷே');
  });

  it('should show the first letter on easy only', () => {
    expect(initialGuessState(ROUND, 1).guessed).toEqual(['கொ']);
    expect(initialGuessState(ROUND, 2).guessed).toEqual([]);
  });

  it('should reveal a right letter, cost a life for a wrong one, and ignore a repeat', () => {
    let [s, o] = applyGuessMove(ROUND, 2, initialGuessState(ROUND, 2), { type: 'letter', letter: 'க்' });
    expect(o).toBe('hit');
    [s, o] = applyGuessMove(ROUND, 2, s, { type: 'letter', letter: 'ம' });
    expect(o).toBe('miss');
    expect(s.livesLeft).toBe(5);
    [s, o] = applyGuessMove(ROUND, 2, s, { type: 'letter', letter: 'ம' });
    expect(o).toBe('repeat');
    expect(s.attempts).toBe(2);
  });

  it('should solve a word when its last letter is found, then start the next with full lives', () => {
    let s = initialGuessState(ROUND, 2);
    let o;
    for (const l of ['கொ', 'க்', 'கு']) [s, o] = applyGuessMove(ROUND, 2, s, { type: 'letter', letter: l });
    expect(o).toBe('solved');
    expect(s).toMatchObject({ round: 1, solved: 1, livesLeft: 6, bonus: 6, guessed: [] });
  });

  it('should compare English and Malay letters without case', () => {
    const s = { ...initialGuessState(ROUND, 2), round: 1 };
    const [next, o] = applyGuessMove(ROUND, 2, s, { type: 'letter', letter: 'k' });
    expect(o).toBe('hit');
    expect(isRevealed('K', next.guessed)).toBe(true);
  });

  it('should lose the word when the lives run out and finish after the last word', () => {
    let s = { ...initialGuessState(ROUND, 3), round: 1 };
    let o;
    for (const l of ['z', 'x', 'q', 'w', 'v']) [s, o] = applyGuessMove(ROUND, 3, s, { type: 'letter', letter: l });
    expect(o).toBe('lost');
    expect(s.done).toBe(true);
    expect(guessScore(s, 3)).toBe(0);
  });

  it('issue 22: சோ for சு is the right consonant, not "not in the word", and takes no life', () => {
    const rounds: GuessRound[] = [{ word: 'சுறா', letters: ['சு', 'றா'] }];
    let [s, o] = applyGuessMove(rounds, 2, initialGuessState(rounds, 2), { type: 'letter', letter: 'சோ' });
    expect(o).toBe('near');
    expect(s.livesLeft).toBe(initialGuessState(rounds, 2).livesLeft);
    expect(s.attempts).toBe(1);
    expect(s.hits).toBe(0);
    // a letter sharing nothing still costs a life; a vowel alone in common is no help in hangman
    [s, o] = applyGuessMove(rounds, 2, s, { type: 'letter', letter: 'கு' });
    expect(o).toBe('miss');
    expect(s.livesLeft).toBe(initialGuessState(rounds, 2).livesLeft - 1);
    // once சு is found, சா no longer points at a hidden letter
    [s, o] = applyGuessMove(rounds, 2, s, { type: 'letter', letter: 'சு' });
    expect(o).toBe('hit');
    const [after, last] = applyGuessMove(rounds, 2, s, { type: 'letter', letter: 'சா' });
    expect(last).toBe('miss');
    expect(after.livesLeft).toBe(s.livesLeft - 1);
  });
});
