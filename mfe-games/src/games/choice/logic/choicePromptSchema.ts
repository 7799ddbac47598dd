import { z } from 'zod/mini';
import { languageSchema } from '@app/shared';
import type { ChoicePrompt } from './choiceQuestions';

export const choicePromptSchema: z.ZodMiniType<ChoicePrompt> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('picture'), image: z.string() }),
  z.object({ kind: z.literal('translation'), text: z.string(), language: languageSchema }),
  z.object({ kind: z.literal('meaning'), text: z.string() }),
  z.object({ kind: z.literal('clue'), text: z.string() }),
]);
