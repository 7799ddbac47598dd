import { describe, it } from 'node:test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'expect';
import { AWARD_MIN_SCORE_SHARE, createRng, gradeContestSubmission, letters, pickOne, rankBand, shuffled, type Rng } from '@app/shared/node';
import { contestDefinitionSchema } from '../../src/routes/contests/contestDefinition';

// Fair contests: a certificate that random tapping can earn is a bug. Every bundled timed
// contest is entered by 2,000 random entrants, each level graded by the server's own rule: a
// choice picked at random, a jumble's tiles put down in a random order. Even as the only entrant
// (first of one: the best rank there is), none may earn more than a participation certificate.

const DIR = join(import.meta.dirname, '../../src/db/seed/contests');
const ENTRANTS = 2_000;

const timedContests = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => contestDefinitionSchema.parse(JSON.parse(readFileSync(join(DIR, f), 'utf8'))))
  .filter((c) => c.kind === 'timed');

type Item = { choices?: readonly string[]; answer: string };

function randomAnswer(item: Item, rng: Rng): string {
  return item.choices && item.choices.length > 0 ? pickOne(item.choices, rng) : shuffled(letters(item.answer), rng).join('');
}

describe('a random entrant in a bundled timed contest', () => {
  it('there is at least one timed contest to check', () => {
    expect(timedContests.length).toBeGreaterThan(0);
  });

  for (const contest of timedContests) {
    it(`${contest.key}: never earns an award, even ranked first; scores well under the bronze share`, () => {
      const levels = contest.levels;
      const max = levels.reduce((n, l) => n + l.items.length, 0);
      let best = 0;
      let total = 0;
      for (let seed = 1; seed <= ENTRANTS; seed += 1) {
        const rng = createRng(seed);
        let score = 0;
        for (const level of levels) {
          const graded = gradeContestSubmission({
            answers: level.items.map((i) => i.answer),
            submitted: level.items.map((i) => randomAnswer(i, rng)),
            // a whole level's time, so no plausibility rule stands in for the grading
            timeTakenSeconds: level.durationSeconds,
            elapsedMs: level.durationSeconds * 1000,
            durationSeconds: level.durationSeconds,
          });
          if (!graded.ok) throw new Error(graded.reason);
          score += graded.score;
        }
        expect([seed, rankBand(1, 1, { score, maxScore: max })]).toEqual([seed, 'participation']);
        best = Math.max(best, score);
        total += score;
      }
      expect(best / max).toBeLessThan(AWARD_MIN_SCORE_SHARE.bronze);
      // four choices an item: a quarter of the choice items on average, and never more on the whole
      expect(total / ENTRANTS / max).toBeLessThanOrEqual(0.25);
    });
  }
});
