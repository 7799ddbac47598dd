import { z } from 'zod';
import type { ErrorPrompt } from './errorQuestions';

export const errorPromptSchema: z.ZodType<ErrorPrompt> = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('pick'), correct: z.string(), help: z.string().optional(), image: z.string().optional() }),
  z.object({ mode: z.literal('spot'), correct: z.string(), inSentence: z.boolean() }),
]) as z.ZodType<ErrorPrompt>;
