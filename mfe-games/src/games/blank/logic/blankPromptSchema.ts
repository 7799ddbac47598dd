import { z } from 'zod';
import { languageSchema } from '@app/shared';
import type { BlankPrompt } from './blankQuestions';

export const blankPromptSchema: z.ZodType<BlankPrompt> = z.object({
  before: z.string(),
  after: z.string(),
  letterCount: z.number().int().min(1),
  image: z.string().optional(),
  translation: z.string().optional(),
  translationLanguage: languageSchema.optional(),
}) as z.ZodType<BlankPrompt>;
