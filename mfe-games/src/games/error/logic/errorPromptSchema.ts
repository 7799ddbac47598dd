import { z } from 'zod/mini';
import type { ErrorPrompt } from './errorQuestions';

export const errorPromptSchema: z.ZodMiniType<ErrorPrompt> = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('pick'), correct: z.string(), help: z.optional(z.string()), image: z.optional(z.string()) }),
  z.object({ mode: z.literal('spot'), correct: z.string(), inSentence: z.boolean() }),
]) as z.ZodMiniType<ErrorPrompt>;
