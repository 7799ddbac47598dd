import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { topicSchema, type Topic } from '@app/shared';
import { gameById, gamesForTopic, usableItems } from '../../common/gameRegistry';
import { LEVELS } from '../../common/levels';
import { createRng } from '@app/shared';
import { buildCrossPuzzle } from './buildCrossPuzzle';
import { crossLevelPlan, givenCells } from './crossLevels';

const ROOT = join(__dirname, '../../../../../api/content/topics');
const topics: Topic[] = existsSync(ROOT)
  ? readdirSync(ROOT).flatMap((lang) =>
      readdirSync(join(ROOT, lang))
        .filter((f) => f.endsWith('.json'))
        .map((f) => topicSchema.parse(JSON.parse(readFileSync(join(ROOT, lang, f), 'utf8')))),
    )
  : [];

describe('crossLevelPlan: the three levels always differ', () => {
  it.each<[number, [number, number, number]]>([
    // [words the search could place, words kept on easy / medium / hard]
    [20, [5, 8, 12]],
    [9, [5, 8, 9]],
    [6, [4, 5, 6]],
    [4, [2, 3, 4]],
    [3, [2, 2, 3]],
    [2, [2, 2, 2]],
  ])('%d placeable words: %j', (placeable, words) => {
    expect(LEVELS.map((l) => crossLevelPlan(placeable, l).words)).toEqual(words);
  });

  it('should give the first letter of every word on easy, of every other word on medium, none on hard', () => {
    expect(LEVELS.map((l) => crossLevelPlan(2, l).given)).toEqual(['everyWord', 'everyOtherWord', 'none']);
  });

  it("should give medium a word's last letter where its first cell starts two words, so it never equals easy", () => {
    const word = (direction: 'across' | 'down', number: number) => ({ word: 'கடல்', clue: '', letters: ['க', 'ட', 'ல்'], row: 0, col: 0, direction, number });
    const both = { placements: [word('across', 1), word('down', 1)] };
    expect(givenCells(both, 'everyWord')).toEqual(['0,0']);
    expect(givenCells(both, 'everyOtherWord')).toEqual(['0,2']);
    expect(givenCells(both, 'none')).toEqual([]);
  });
});

describe('every bundled topic the crossword plays gives three different puzzles', () => {
  const crossTopics = topics.filter((t) => gamesForTopic(t).includes(gameById('cross')!));
  it('should find bundled crossword topics', () => expect(crossTopics.length).toBeGreaterThan(10));

  for (const topic of crossTopics) {
    it(`${topic.key}`, () => {
      for (const seed of [1, 2]) {
        const puzzles = LEVELS.map((level) => buildCrossPuzzle(usableItems(gameById('cross')!, topic), level, createRng(seed)));
        const shapes = puzzles.map((p) => JSON.stringify({ words: p.placements.map((w) => w.word).sort(), given: p.given }));
        expect(new Set(shapes).size).toBe(3);
        expect(puzzles[0]!.placements.length).toBeLessThanOrEqual(puzzles[2]!.placements.length);
        expect(puzzles[2]!.placements.length).toBeGreaterThanOrEqual(2);
      }
    });
  }
});
