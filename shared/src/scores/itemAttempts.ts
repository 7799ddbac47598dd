import { z } from 'zod/mini';
import { ITEM_OUTCOMES } from '../scoring/nearMiss';

/**
 * What a child did with one item of a round: the record a game attempt sends with its score
 * (issue 22: stars from first-try accuracy; issue 23: the words each child got wrong). The api
 * checks every item against the topic and derives the saved score from these records with the
 * shared scoring rule, so the score and the answers can never disagree.
 *
 * Text is what the child saw or gave, NFC: letters joined (typed answers), the chosen option's
 * text, or an order's parts joined by " · ". Never a name or another child's data.
 */
export const ITEM_ATTEMPT_LIMITS = {
  /** no round has more units than this (GAME_SCORING's largest round is 12) */
  maxItems: 40,
  maxWordLength: 120,
  maxAnswerLength: 300,
  /** wrong answers kept per item, in order (the count goes on in `wrongTries`) */
  maxWrongAnswers: 12,
  /** a child may leave a game open; an hour on one item is the most we believe */
  maxItemMs: 3_600_000,
} as const;

const answerText = z.string().check(z.maxLength(ITEM_ATTEMPT_LIMITS.maxAnswerLength));

export const itemAttemptSchema = z.object({
  /** the item's `word` in the topic (its key there): the api refuses a word the topic lacks */
  word: z.string().check(z.minLength(1), z.maxLength(ITEM_ATTEMPT_LIMITS.maxWordLength)),
  /** how the item ended: right at last, a typed near miss, "almost", wrong, or skipped */
  outcome: z.enum(ITEM_OUTCOMES),
  /** the last answer given; absent when the item was skipped without one */
  given: z.optional(answerText),
  /** the wrong answers given before the last one, oldest first */
  wrong: z._default(z.array(answerText).check(z.maxLength(ITEM_ATTEMPT_LIMITS.maxWrongAnswers)), []),
  /** wrong tries on this item (a guessed letter that is not in the word, a flipped pair that did not match) */
  wrongTries: z._default(z.int().check(z.gte(0), z.lte(99)), 0),
  /** hints used on this item */
  hints: z._default(z.int().check(z.gte(0), z.lte(99)), 0),
  /** time spent on this item, in ms */
  ms: z.int().check(z.gte(0), z.lte(ITEM_ATTEMPT_LIMITS.maxItemMs)),
});
export type ItemAttempt = z.infer<typeof itemAttemptSchema>;

export const itemAttemptsSchema = z.array(itemAttemptSchema).check(z.maxLength(ITEM_ATTEMPT_LIMITS.maxItems));

/** Right at the first try: no wrong try and no hint before it. Accuracy counts only these. */
export function rightFirstTime(attempt: Pick<ItemAttempt, 'outcome' | 'wrongTries' | 'hints'>): boolean {
  return attempt.outcome === 'right' && attempt.wrongTries === 0 && attempt.hints === 0;
}
