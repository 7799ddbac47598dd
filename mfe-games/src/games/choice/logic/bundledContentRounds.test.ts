import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isBrokenLetter, letters, topicSchema, type Topic } from '@app/shared';
import { gamesForTopic } from '../../common/gameRegistry';
import { createRng } from '@app/shared';
import { generateBlankRound } from '../../blank/logic/blankQuestions';
import { type ErrorPrompt, generateErrorRound } from '../../error/logic/errorQuestions';
import { generateMatchBoard } from '../../match/logic/matchBoard';
import { generateChoiceRound } from './choiceQuestions';
import type { RoundState } from './questionRound';

/** Every bundled topic (api/content/topics/<language>/*.json), parsed as the app parses it. */
const CONTENT = join(__dirname, '../../../../../api/content/topics');
const topics: Topic[] = readdirSync(CONTENT).flatMap((language) =>
  readdirSync(join(CONTENT, language))
    .filter((f) => f.endsWith('.json'))
    .map((f) => topicSchema.parse(JSON.parse(readFileSync(join(CONTENT, language, f), 'utf8')))),
);

/** `sentence`: the options are the words of a sentence, where a word may come twice (but never the answer). */
function expectSoundOptions(round: RoundState<unknown>, sentence = (_prompt: unknown) => false) {
  for (const q of round.questions) {
    if (q.options.length === 0) continue;
    expect(q.options.filter((o) => o === q.answer)).toHaveLength(1);
    if (!sentence(q.prompt)) expect(new Set(q.options).size).toBe(q.options.length);
    for (const o of q.options) expect(letters(o).some(isBrokenLetter) && !letters(q.answer).some(isBrokenLetter)).toBe(false);
  }
}

describe('rounds made from every bundled topic', () => {
  it('should find the bundled content', () => {
    expect(topics.length).toBeGreaterThanOrEqual(36);
  });

  for (const topic of topics) {
    const offered = gamesForTopic(topic).map((g) => g.id);
    it(`${topic.key}: every level of blank, error, choice and match the hub offers makes a sound round`, () => {
      for (const level of [1, 2, 3] as const) {
        for (const seed of [1, 2]) {
          if (offered.includes('blank')) {
            const round = generateBlankRound(topic, level, createRng(seed));
            expect(round.questions.length).toBeGreaterThanOrEqual(3);
            expectSoundOptions(round);
            for (const q of round.questions) {
              // the gap falls between letters: cutting and joining loses no letter and splits none
              expect(letters(q.prompt.before).length + letters(q.answer).length + letters(q.prompt.after).length).toBe(
                letters(q.prompt.before + q.answer + q.prompt.after).length,
              );
              expect(letters(q.prompt.after)[0] === undefined || !isBrokenLetter(letters(q.prompt.after)[0] ?? '')).toBe(true);
            }
          }
          if (offered.includes('error')) {
            const round = generateErrorRound(topic, level, createRng(seed));
            expect(round.questions.length).toBeGreaterThanOrEqual(3);
            expectSoundOptions(round, (p) => (p as ErrorPrompt).mode === 'spot' && (p as ErrorPrompt & { mode: 'spot' }).inSentence);
          }
          if (offered.includes('choice')) {
            const round = generateChoiceRound(topic, level, createRng(seed));
            expect(round.questions.length).toBeGreaterThanOrEqual(3);
            expectSoundOptions(round);
          }
          if (offered.includes('match')) {
            const board = generateMatchBoard(topic, level, createRng(seed));
            expect(board?.pairs.length).toBeGreaterThanOrEqual(3);
          }
        }
      }
    });
  }
});
