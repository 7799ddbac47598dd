import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { isBrokenLetter, letters, topicSchema, type Topic } from '@app/shared';
import { gameById, usableItems } from './common/gameRegistry';
import { LEVELS } from './common/levels';
import { createRng } from '@app/shared';
import { buildCrossPuzzle } from './cross/logic/buildCrossPuzzle';
import { crosswordReach, generateCrossword, isCrosswordConnected } from './cross/logic/crosswordLayout';
import { buildGuessRounds } from './guess/logic/guessRounds';
import { buildJumbleRounds } from './jumble/logic/jumbleRounds';
import { buildSearchPuzzle } from './search/logic/buildSearchPuzzle';
import { buildSpellRounds } from './spell/logic/spellRounds';

/**
 * Issue 7 "Must show": a jumble/search/cross/guess/spell never splits a Tamil letter — checked on
 * every generated puzzle of every bundled Tamil topic, every level, several seeds.
 */
const DIR = join(__dirname, '../../../api/content/topics/ta');
const topics: Topic[] = existsSync(DIR)
  ? readdirSync(DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => topicSchema.parse(JSON.parse(readFileSync(join(DIR, f), 'utf8'))))
  : [];
const SEEDS = [1, 2, 3];

/** Every cell/tile is one whole letter (no lone vowel sign or pulli). */
function expectWholeLetters(cells: readonly string[], where: string) {
  const broken = cells.filter((c) => isBrokenLetter(c) || letters(c).length !== 1);
  expect({ where, broken }).toEqual({ where, broken: [] });
}

describe('every generated puzzle of every bundled Tamil topic', () => {
  it('should find the bundled Tamil topics', () => {
    expect(topics.length).toBeGreaterThan(0);
  });

  for (const topic of topics) {
    describe(topic.key, () => {
      it('should lay every connectable word it can into one connected crossword of at most 15×15', () => {
        const words = usableItems(gameById('cross')!, topic).map((i) => ({ word: i.word, clue: i.clue ?? i.meaning ?? i.word }));
        const reach = crosswordReach(words);
        // Fixed seed, no clock: the same layout on a busy machine.
        const c = generateCrossword(words, createRng(1), { timeBudgetMs: 1e6 });
        expect(isCrosswordConnected(c)).toBe(true);
        expect(Math.max(c.width, c.height)).toBeLessThanOrEqual(15);
        expectWholeLetters(
          c.cells.flat().filter((x): x is string => x !== null),
          'cross, all words',
        );
        expect(c.placements.length + c.skipped.length).toBe(words.length);
        // Words sharing no whole letter with the main group are reported and never placed.
        for (const w of reach.unconnectable) expect(c.skipped).toContain(w);
        expect(c.placements.length).toBeLessThanOrEqual(reach.placeable);
        expect(c.placements.length).toBeGreaterThanOrEqual(Math.min(2, reach.placeable));
      });

      for (const level of LEVELS) {
        it(`should never split a Tamil letter (level ${level})`, () => {
          for (const seed of SEEDS) {
            const search = buildSearchPuzzle(usableItems(gameById('search')!, topic), level, createRng(seed));
            expectWholeLetters(search.grid.flat(), `search ${seed}`);
            const cross = buildCrossPuzzle(usableItems(gameById('cross')!, topic), level, createRng(seed));
            expectWholeLetters(
              cross.cells.flat().filter((c): c is string => c !== null),
              `cross ${seed}`,
            );
            for (const p of cross.placements) expect(p.letters.join('')).toBe(p.word.normalize('NFC'));
            expect(isCrosswordConnected(cross)).toBe(true);
            expect(Math.max(cross.width, cross.height)).toBeLessThanOrEqual(15);
            for (const r of buildJumbleRounds(usableItems(gameById('jumble')!, topic), level, createRng(seed))) {
              expectWholeLetters(r.tiles, `jumble ${r.word}`);
              expect([...r.tiles].sort()).toEqual([...letters(r.word)].sort());
            }
            for (const r of buildGuessRounds(usableItems(gameById('guess')!, topic), level, createRng(seed))) expectWholeLetters(r.letters, `guess ${r.word}`);
            for (const r of buildSpellRounds(usableItems(gameById('spell')!, topic), level, createRng(seed))) expectWholeLetters(r.letters, `spell ${r.word}`);
          }
        });
      }
    });
  }
});
