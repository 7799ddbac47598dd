import { z } from 'zod/mini';
import type { RoundState } from './questionRound';

/**
 * A saved round is parsed before it is trusted (STYLE.md rule 4): a snapshot from an older
 * version or a hand-edited record starts a fresh round instead of crashing the game.
 */
export function roundStateSchema<P>(promptSchema: z.ZodMiniType<P>): z.ZodMiniType<RoundState<P>> {
  const result = z.object({
    given: z.string(),
    answer: z.string(),
    verdict: z.enum(['right', 'near', 'almost', 'wrong']),
    points: z.number().check(z.gte(0)),
    hints: z.int().check(z.gte(0)),
  });
  return z
    .object({
      level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      questions: z.array(
        z.object({
          prompt: promptSchema,
          answer: z.string(),
          word: z.optional(z.string()),
          options: z.array(z.string()),
          alsoRight: z.optional(z.array(z.string())),
        }),
      ),
      current: z.int().check(z.gte(0)),
      score: z.number().check(z.gte(0)),
      removed: z.array(z.int().check(z.gte(0))),
      hints: z.int().check(z.gte(0)),
      results: z.array(result),
      feedback: z.nullable(result),
      finished: z.boolean(),
      nearMiss: z.optional(z.enum(['partial', 'almost', 'none'])),
    })
    .check(z.refine((s) => s.current <= s.questions.length && s.results.length <= s.questions.length, 'round out of range')) as unknown as z.ZodMiniType<
    RoundState<P>
  >;
}
