import type { TopicItem } from '@app/shared';
import { createRng } from '@app/shared';
import { GAME_SCORING, maxScore } from '@app/shared';
import { applyChangeMove, currentWord, startChange, type ChangeState } from './ladderMoves';
import { buildLadderRounds, hasLadder, knownWords, ladderForLevel, pickLadders, placeToChange, stepOptions } from './ladderRounds';

const item = (word: string, ladder?: string[], clue = `${word}?`): TopicItem => ({ word, ladder, clue, translations: {}, misspellings: [], tags: [] });
const TAMIL = [
  item('மண்', ['பால்', 'கால்', 'கல்', 'கண்', 'மண்']),
  item('வீடு', ['மாடு', 'ஆடு', 'காடு', 'கூடு', 'வீடு']),
  item('பூனை', ['பனை', 'பானை', 'யானை', 'பூனை']),
  item('பணம்', ['மரம்', 'மனம்', 'மணம்', 'பணம்']),
  item('புலி', ['வலி', 'எலி', 'புலி']),
  item('மயில்', ['வெயில்', 'குயில்', 'மயில்']),
];

describe('choosing ladders for a level', () => {
  it('should play the last steps of a ladder: 2 on easy, 3 on medium, all of it on hard', () => {
    const ladder = ['பால்', 'கால்', 'கல்', 'கண்', 'மண்'];
    expect(ladderForLevel(ladder, 1)).toEqual(['கல்', 'கண்', 'மண்']);
    expect(ladderForLevel(ladder, 2)).toEqual(['கால்', 'கல்', 'கண்', 'மண்']);
    expect(ladderForLevel(ladder, 3)).toEqual(ladder);
    expect(ladderForLevel(['வலி', 'எலி', 'புலி'], 3)).toEqual(['வலி', 'எலி', 'புலி']);
  });

  it('should give hard the long ladders first', () => {
    const hard = pickLadders(TAMIL, 3, createRng(1));
    expect(
      hard
        .slice(0, 2)
        .map((i) => i.word)
        .sort(),
    ).toEqual(['மண்', 'வீடு']);
  });

  it('should show the words on the way in order on easy, mixed up on medium and not at all on hard', () => {
    const [easy] = buildLadderRounds([TAMIL[0]!], 1, createRng(1));
    const [medium] = buildLadderRounds([TAMIL[0]!], 2, createRng(1));
    const [hard] = buildLadderRounds([TAMIL[0]!], 3, createRng(1));
    expect(easy!.between).toEqual(['கண்']);
    expect([...medium!.between].sort()).toEqual(['கண்', 'கல்'].sort());
    expect(hard!.between).toEqual([]);
  });

  it('should only take items whose ladder is a real ladder ending at the word', () => {
    expect(hasLadder(item('மண்', ['கண்', 'மண்']))).toBe(true);
    expect(hasLadder(item('மண்', ['கண்', 'பண்']))).toBe(false);
    expect(hasLadder(item('மண்', ['பால்', 'மண்']))).toBe(false);
    expect(hasLadder(item('மண்'))).toBe(false);
  });
});

describe('the letters offered at a step', () => {
  const known = knownWords(TAMIL);

  it('should offer the right letter and look-alikes that spell no word the topic knows', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const options = stepOptions(['கா', 'ல்'], ['க', 'ல்'], 4, known, createRng(seed));
      expect(options).toHaveLength(4);
      expect(options).toContain('க');
      expect(options).not.toContain('கா'); // the letter already there is no change
      // பால் and வால் are words of this topic: never offered as wrong answers
      expect(options).not.toContain('பா');
      expect(options).not.toContain('வா');
      expect(new Set(options).size).toBe(4);
    }
  });

  it('should offer a vowel for a vowel in English', () => {
    const options = stepOptions(['c', 'a', 't'], ['c', 'o', 't'], 3, new Set(['cut']), createRng(2));
    expect(options).toContain('o');
    expect(options.every((l) => 'aeiou'.includes(l))).toBe(true);
    expect(options).not.toContain('u'); // "cut" is a word
  });
});

describe('climbing a ladder', () => {
  const rounds = buildLadderRounds([TAMIL[0]!], 1, createRng(4));
  const full = (level: 1 | 2 | 3) => GAME_SCORING.change.pointsPerUnit(level);
  const climbAll = (state: ChangeState, level: 1 | 2 | 3) => {
    let s = state;
    while (!s.finished) {
      const round = s.rounds[s.current]!;
      const place = placeToChange(round, s.step);
      if (s.selected === null) [s] = applyChangeMove(s, { type: 'select', place }, level);
      [s] = applyChangeMove(s, { type: 'replace', letter: round.rungs[s.step + 1]![place]! }, level);
    }
    return s;
  };

  it('should start on the start word with the letter to change marked on easy', () => {
    const s = startChange(rounds, true);
    expect(currentWord(s)).toEqual(['க', 'ல்']);
    expect(s.selected).toBe(1);
    expect(rounds[0]!.rungs.at(-1)).toEqual(['ம', 'ண்']);
  });

  it("should climb a step with the right letter and earn the ladder's points at the target", () => {
    let s = startChange(rounds, true);
    let outcome;
    [s, outcome] = applyChangeMove(s, { type: 'replace', letter: 'ண்' }, 1);
    expect(outcome).toBe('stepped');
    expect(currentWord(s)).toEqual(['க', 'ண்']);
    expect(s.score).toBe(0);
    [s, outcome] = applyChangeMove(s, { type: 'replace', letter: 'ம' }, 1);
    expect(outcome).toBe('solved');
    expect(s).toMatchObject({ finished: true, results: ['right'], score: full(1) });
  });

  it('should say a letter stays when the child picks one that does not change, and give half for a ladder with slips', () => {
    let s = startChange(rounds, false);
    let outcome;
    [s, outcome] = applyChangeMove(s, { type: 'select', place: 0 }, 2);
    expect(outcome).toBe('stays');
    [s, outcome] = applyChangeMove(s, { type: 'select', place: 1 }, 2);
    expect(outcome).toBe('selected');
    [s, outcome] = applyChangeMove(s, { type: 'replace', letter: 'ம்' }, 2);
    expect(outcome).toBe('wrongLetter');
    expect(s.mistakes).toBe(2);
    [s, outcome] = applyChangeMove(s, { type: 'replace', letter: 'ண்' }, 2);
    expect(outcome).toBe('stepped');
    s = climbAll(s, 2);
    expect(s).toMatchObject({ results: ['near'], score: Math.floor(full(2) / 2) });
  });

  it('should make a perfect climb score the maximum GAME_SCORING allows for the round', () => {
    for (const level of [1, 2, 3] as const) {
      const played = buildLadderRounds(TAMIL, level, createRng(7));
      const s = climbAll(startChange(played, level === 1), level);
      expect(s.score).toBe(maxScore('change', { level, itemCount: played.length }));
      expect(s.results.every((r) => r === 'right')).toBe(true);
    }
  });

  it('should give the letter to change, then the new letter, as hints (the frame charges them)', () => {
    let s = startChange(rounds, false);
    let outcome;
    [s, outcome] = applyChangeMove(s, { type: 'hint' }, 2);
    expect(outcome).toBe('showPlace');
    expect(s.selected).toBe(1);
    [s, outcome] = applyChangeMove(s, { type: 'hint' }, 2);
    expect(outcome).toBe('revealed');
    expect(currentWord(s)).toEqual(['க', 'ண்']);
  });

  it('should count a skipped ladder as skipped, with no points', () => {
    const [s, outcome] = applyChangeMove(startChange(rounds, true), { type: 'skip' }, 1);
    expect(outcome).toBe('skipped');
    expect(s).toMatchObject({ finished: true, results: ['skipped'], score: 0 });
  });
});
