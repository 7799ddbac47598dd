import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_SCORING, ladderProblems, letters, sameLetters, topicSchema, type Topic } from '@app/shared';
import { gameById, gamesForTopic } from '../../common/gameRegistry';
import { LEVELS } from '../../common/levels';
import { createRng } from '@app/shared';
import { buildLadderRounds, CHANGE_LEVELS } from './ladderRounds';

/** Every bundled topic that carries word ladders, in every language. */
const ROOT = join(__dirname, '../../../../../api/content/topics');
const ladderTopics: Topic[] = existsSync(ROOT)
  ? readdirSync(ROOT).flatMap((lang) =>
      readdirSync(join(ROOT, lang))
        .filter((f) => f.endsWith('.json'))
        .map((f) => topicSchema.parse(JSON.parse(readFileSync(join(ROOT, lang, f), 'utf8'))))
        .filter((t) => t.items.some((i) => i.ladder)),
    )
  : [];

describe('bundled word ladders', () => {
  it('should have a ladder topic in every language', () => {
    expect(new Set(ladderTopics.map((t) => t.language))).toEqual(new Set(['ta', 'en', 'bm']));
  });

  for (const topic of ladderTopics) {
    describe(topic.key, () => {
      it('should hold at least 12 ladders, each step one letter (letters()) and ending at its word', () => {
        const ladders = topic.items.filter((i) => i.ladder);
        expect(ladders.length).toBeGreaterThanOrEqual(12);
        for (const item of ladders) {
          const ladder = item.ladder!;
          expect({ word: item.word, problems: ladderProblems(ladder) }).toEqual({ word: item.word, problems: [] });
          expect(sameLetters(ladder[ladder.length - 1]!, item.word)).toBe(true);
          for (let k = 1; k < ladder.length; k++) {
            const a = letters(ladder[k - 1]!);
            const b = letters(ladder[k]!);
            expect({ step: `${ladder[k - 1]} → ${ladder[k]}`, changed: a.filter((l, i) => l !== b[i]).length }).toEqual({
              step: `${ladder[k - 1]} → ${ladder[k]}`,
              changed: 1,
            });
          }
        }
      });

      it('should be offered the change game', () => {
        expect(gamesForTopic(topic)).toContain(gameById('change'));
      });

      it('should play longer ladders on each harder level', () => {
        const meanSteps = LEVELS.map((level) => {
          const rounds = [1, 2, 3, 4, 5].flatMap((seed) => buildLadderRounds(topic.items, level, createRng(seed)));
          expect(rounds.length).toBe(5 * GAME_SCORING.change.unitsPerRound[level]);
          return rounds.reduce((n, r) => n + r.rungs.length - 1, 0) / rounds.length;
        });
        expect(meanSteps[0]!).toBeLessThan(meanSteps[1]!);
        expect(meanSteps[1]!).toBeLessThan(meanSteps[2]!);
      });

      it('should offer the right letter at every step, and the same number of letters on every rung', () => {
        for (const level of LEVELS) {
          for (const round of buildLadderRounds(topic.items, level, createRng(level))) {
            round.options.forEach((options, k) => {
              const place = round.rungs[k]!.findIndex((l, i) => l !== round.rungs[k + 1]![i]);
              expect(options).toContain(round.rungs[k + 1]![place]);
              expect(options).toHaveLength(CHANGE_LEVELS[level].options);
              expect(round.rungs[k]!.length).toBe(round.rungs[k + 1]!.length);
            });
          }
        }
      });
    });
  }
});
