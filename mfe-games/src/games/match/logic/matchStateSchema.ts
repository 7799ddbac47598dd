import { z } from 'zod/mini';
import { languageSchema } from '@app/shared';
import type { MatchState } from './matchBoard';

const level = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** A saved board is parsed before it is trusted (STYLE.md rule 4); anything odd starts a fresh board. */
export const matchStateSchema: z.ZodMiniType<MatchState> = z
  .object({
    level,
    side: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('meaning') }),
      z.object({ kind: z.literal('clue') }),
      z.object({ kind: z.literal('translation'), language: languageSchema }),
    ]),
    pairs: z.array(z.object({ id: z.int().check(z.gte(0)), word: z.string(), partner: z.string() })).check(z.minLength(1)),
    rightOrder: z.array(z.int().check(z.gte(0))),
    selectedLeft: z.nullable(z.int()),
    selectedRight: z.nullable(z.int()),
    matched: z.array(z.int()),
    hinted: z.array(z.int()),
    wrongTries: z.record(z.string(), z.int().check(z.gte(0))),
    firstWrong: z.optional(z.record(z.string(), z.int().check(z.gte(0)))),
    score: z.number().check(z.gte(0)),
    attempts: z.int().check(z.gte(0)),
    last: z.nullable(z.object({ left: z.int(), right: z.int(), correct: z.boolean() })),
    finished: z.boolean(),
  })
  .check(
    z.refine((s) => {
      const ids = s.pairs.map((p) => p.id).sort((a, b) => a - b);
      return s.rightOrder.length === ids.length && [...s.rightOrder].sort((a, b) => a - b).every((id, i) => id === ids[i]);
    }, 'right column must hold every pair once'),
  ) as unknown as z.ZodMiniType<MatchState>;
