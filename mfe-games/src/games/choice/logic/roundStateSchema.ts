import { z } from 'zod';
import type { RoundState } from './questionRound';

/**
 * A saved round is parsed before it is trusted (STYLE.md rule 4): a snapshot from an older
 * version or a hand-edited record starts a fresh round instead of crashing the game.
 */
export function roundStateSchema<P>(promptSchema: z.ZodType<P>): z.ZodType<RoundState<P>> {
  const result = z.object({
    given: z.string(),
    answer: z.string(),
    verdict: z.enum(['right', 'near', 'almost', 'wrong']),
    points: z.number().min(0),
    hints: z.number().int().min(0),
  });
  return z
    .object({
      level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      questions: z.array(z.object({ prompt: promptSchema, answer: z.string(), options: z.array(z.string()), alsoRight: z.array(z.string()).optional() })),
      current: z.number().int().min(0),
      score: z.number().min(0),
      removed: z.array(z.number().int().min(0)),
      hints: z.number().int().min(0),
      results: z.array(result),
      feedback: result.nullable(),
      finished: z.boolean(),
      nearMiss: z.enum(['partial', 'almost', 'none']).optional(),
    })
    .refine((s) => s.current <= s.questions.length && s.results.length <= s.questions.length, 'round out of range') as unknown as z.ZodType<RoundState<P>>;
}
