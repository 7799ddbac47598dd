import { z } from 'zod/mini';
import { languageSchema } from '@app/shared';
import type { BlankPrompt } from './blankQuestions';

export const blankPromptSchema: z.ZodMiniType<BlankPrompt> = z.object({
  before: z.string(),
  after: z.string(),
  letterCount: z.int().check(z.gte(1)),
  image: z.optional(z.string()),
  translation: z.optional(z.string()),
  translationLanguage: z.optional(languageSchema),
}) as z.ZodMiniType<BlankPrompt>;
