import { z } from 'zod';
import { languageSchema } from '@app/shared';
import type { MatchState } from './matchBoard';

const level = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** A saved board is parsed before it is trusted (STYLE.md rule 4); anything odd starts a fresh board. */
export const matchStateSchema: z.ZodType<MatchState> = z
  .object({
    level,
    side: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('meaning') }),
      z.object({ kind: z.literal('clue') }),
      z.object({ kind: z.literal('translation'), language: languageSchema }),
    ]),
    pairs: z.array(z.object({ id: z.number().int().min(0), word: z.string(), partner: z.string() })).min(1),
    rightOrder: z.array(z.number().int().min(0)),
    selectedLeft: z.number().int().nullable(),
    selectedRight: z.number().int().nullable(),
    matched: z.array(z.number().int()),
    hinted: z.array(z.number().int()),
    wrongTries: z.record(z.string(), z.number().int().min(0)),
    firstWrong: z.record(z.string(), z.number().int().min(0)).optional(),
    score: z.number().min(0),
    attempts: z.number().int().min(0),
    last: z.object({ left: z.number().int(), right: z.number().int(), correct: z.boolean() }).nullable(),
    finished: z.boolean(),
  })
  .refine((s) => {
    const ids = s.pairs.map((p) => p.id).sort((a, b) => a - b);
    return s.rightOrder.length === ids.length && [...s.rightOrder].sort((a, b) => a - b).every((id, i) => id === ids[i]);
  }, 'right column must hold every pair once') as unknown as z.ZodType<MatchState>;
