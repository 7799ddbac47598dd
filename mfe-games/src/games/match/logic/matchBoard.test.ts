import type { Topic } from '@app/shared';
import { createRng } from '@app/shared';
import { tamilAnimalsTopic, wordsOnlyTopic } from '../../choice/testing/tamilAnimalsTopic';
import { applyMatchMove, canPlayMatch, chooseSide, generateMatchBoard, matchedByPlayer, type MatchState } from './matchBoard';
import { chargeHints, maxScore } from '@app/shared';

function board(level: 1 | 2 | 3 = 1): MatchState {
  const state = generateMatchBoard(tamilAnimalsTopic, level, createRng(11));
  if (!state) throw new Error('no board');
  return state;
}

describe('match board', () => {
  it('should be offered only for topics with meanings, translations or clues', () => {
    expect(canPlayMatch(tamilAnimalsTopic)).toBe(true);
    expect(canPlayMatch(wordsOnlyTopic)).toBe(false);
  });

  it('should join Tamil words to English on the easy level and to meanings on the medium level', () => {
    expect(chooseSide(tamilAnimalsTopic, 1)).toEqual({ side: { kind: 'translation', language: 'en' }, count: 8 });
    expect(chooseSide(tamilAnimalsTopic, 2)).toEqual({ side: { kind: 'meaning' }, count: 8 });
  });

  it('should fall back to the side with most pairs when the favourite has too few', () => {
    // only three clues: the hard level wants 8 clue pairs, so it uses meanings
    expect(chooseSide(tamilAnimalsTopic, 3)?.side).toEqual({ kind: 'meaning' });
  });

  it('should lay 6, 7 and 8 pairs with the right column in another order', () => {
    for (const [level, count] of [
      [1, 6],
      [2, 7],
      [3, 8],
    ] as const) {
      const state = board(level);
      expect(state.pairs).toHaveLength(count);
      expect(state.rightOrder.slice().sort()).toEqual(state.pairs.map((p) => p.id).sort());
      expect(state.rightOrder).not.toEqual(state.pairs.map((p) => p.id));
    }
  });

  it('should join a word to its partner in either order and score it', () => {
    let state = board();
    state = applyMatchMove(state, { type: 'selectLeft', id: 0 });
    expect(state.selectedLeft).toBe(0);
    state = applyMatchMove(state, { type: 'selectRight', id: 0 });
    expect([state.matched, state.score, state.last]).toEqual([[0], 10, { left: 0, right: 0, correct: true }]);
    state = applyMatchMove(state, { type: 'selectRight', id: 1 });
    state = applyMatchMove(state, { type: 'selectLeft', id: 1 });
    expect(state.matched).toEqual([0, 1]);
  });

  it('should count a wrong join against both of its words and pay less for each later', () => {
    let state = board();
    state = applyMatchMove(state, { type: 'selectLeft', id: 2 });
    state = applyMatchMove(state, { type: 'selectRight', id: 3 });
    expect([state.matched, state.wrongTries, state.last?.correct, state.selectedLeft]).toEqual([[], { 2: 1, 3: 1 }, false, null]);
    state = applyMatchMove(state, { type: 'selectLeft', id: 2 });
    state = applyMatchMove(state, { type: 'selectRight', id: 2 });
    expect(state.score).toBe(7);
    state = applyMatchMove(state, { type: 'selectLeft', id: 3 });
    state = applyMatchMove(state, { type: 'selectRight', id: 3 });
    expect(state.score).toBe(14);
  });

  it('should ignore a pair already joined and let a selected word go when chosen again', () => {
    let state = applyMatchMove(applyMatchMove(board(), { type: 'selectLeft', id: 0 }), { type: 'selectRight', id: 0 });
    expect(applyMatchMove(state, { type: 'selectLeft', id: 0 })).toBe(state);
    state = applyMatchMove(state, { type: 'selectLeft', id: 1 });
    expect(applyMatchMove(state, { type: 'selectLeft', id: 1 }).selectedLeft).toBeNull();
  });

  it('should join the stuck word on a hint, which the frame charges back to nothing, and finish when all are joined', () => {
    let state = applyMatchMove(board(), { type: 'selectLeft', id: 3 });
    state = applyMatchMove(state, { type: 'hint' });
    expect([state.matched, state.hinted, state.score]).toEqual([[3], [3], 10]);
    expect(chargeHints('match', 1, state.score, 1)).toBe(0);
    for (const id of [0, 1, 2, 4, 5]) state = applyMatchMove(applyMatchMove(state, { type: 'selectLeft', id }), { type: 'selectRight', id });
    expect(state.finished).toBe(true);
    expect([chargeHints('match', 1, state.score, 1), maxScore('match', { level: 1, itemCount: state.pairs.length }), matchedByPlayer(state)]).toEqual([
      50, 60, 5,
    ]);
  });

  it('should keep the first of two words with the same partner', () => {
    const topic: Topic = {
      ...wordsOnlyTopic,
      language: 'en',
      items: ['cat', 'kitten', 'dog', 'cow'].map((word) => ({
        word,
        translations: { ta: word === 'kitten' ? 'பூனை' : { cat: 'பூனை', dog: 'நாய்', cow: 'மாடு' }[word] },
        misspellings: [],
        tags: [],
      })),
    };
    const state = generateMatchBoard(topic, 1, createRng(1));
    expect(state?.pairs.map((p) => p.word).sort()).toEqual(['cat', 'cow', 'dog']);
  });
});

// Issue 22.1: "a star that random tapping can earn is a bug". A guesser joins any open left word
// to any open right word. Two stars need 60 % of the pairs right first time; on four pairs (the
// last one forced) charging only the left word let 15 % of guessed rounds keep them; easy now has six.
describe('a guesser on easy', () => {
  it('almost never has four of six pairs right first time, so almost never keeps two stars', () => {
    const rng = createRng(2026);
    const pick = <T>(xs: T[]) => xs[Math.floor(rng() * xs.length)]!;
    const rounds = 1000;
    let twoStarRounds = 0;
    for (let r = 0; r < rounds; r += 1) {
      let state = board(1);
      while (!state.finished) {
        const open = state.pairs.map((p) => p.id).filter((id) => !state.matched.includes(id));
        state = applyMatchMove(applyMatchMove(state, { type: 'selectLeft', id: pick(open) }), { type: 'selectRight', id: pick(open) });
      }
      const clean = state.pairs.filter((p) => !state.wrongTries[String(p.id)]).length;
      if (clean / state.pairs.length >= 0.6) twoStarRounds += 1;
    }
    expect(board(1).pairs).toHaveLength(6);
    expect(twoStarRounds / rounds).toBeLessThan(0.01);
  });
});
