import { z } from 'zod';

/**
 * The file organisers load (`contestAdmin load file.json` or PUT /contests/{key}): everything a
 * contest needs is data, so a new contest or a moved window needs no deploy (issue 5 §7).
 */
const localised = z.object({ en: z.string(), ta: z.string(), bm: z.string() });

const choiceItem = z.object({
  type: z.enum(['spelling', 'meaning', 'fill']),
  prompt: z.string().min(1).max(300),
  choices: z.array(z.string().min(1).max(120)).min(2).max(6),
  answer: z.string().min(1).max(120),
});
const jumbleItem = z.object({
  type: z.literal('jumble'),
  /** a clue: the letters alone are too hard for young students */
  prompt: z.string().min(1).max(300),
  answer: z.string().min(2).max(40),
});
export const contestItemSchema = z
  .discriminatedUnion('type', [choiceItem, jumbleItem])
  .refine((item) => item.type === 'jumble' || item.choices.includes(item.answer), { message: 'the answer must be one of the choices' });
export type ContestItem = z.infer<typeof contestItemSchema>;

export const contestDefinitionSchema = z
  .object({
    key: z.string().regex(/^[A-Za-z0-9_-]{2,40}$/),
    productId: z.number().int().positive().optional(),
    kind: z.enum(['timed', 'awards']),
    title: localised,
    /** wall-clock date and times in Malaysia (UTC+8), as in the store product's meta */
    window: z.object({ date: z.string(), startTime: z.string(), endTime: z.string() }).optional(),
    rounds: z.number().int().min(0).max(20).default(0),
    levelsPerRound: z.number().int().min(0).max(10).default(0),
    paidFromRound: z.number().int().min(1).max(21).default(2),
    nameDisplay: z.enum(['full', 'initials']).default('full'),
    /** extra time, in % of each level's length, for pupils whose teacher granted "more time" (issue 26, WCAG 2.2.1) */
    extraTimePercent: z.number().int().min(0).max(200).default(50),
    /**
     * When results become public, 'YYYY-MM-DD HH:mm' on a Malaysian clock. Optional: a timed
     * contest publishes three days after its end; an award contest with winners, when loaded.
     */
    resultsAt: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2} \d{1,2}:\d{2}$/, 'resultsAt is YYYY-MM-DD HH:mm (Malaysia)')
      .optional(),
    prizes: z.array(localised).default([]),
    levels: z
      .array(
        z.object({
          number: z.number().int().positive(),
          title: z.string().max(120).default(''),
          durationSeconds: z.number().int().min(10).max(3600),
          items: z.array(contestItemSchema).min(1).max(30),
        }),
      )
      .default([]),
    winners: z
      .array(
        z.object({
          category: localised,
          position: z.number().int().positive(),
          name: z.string().min(1),
          school: z.string().default(''),
          score: z.number().optional(),
        }),
      )
      .default([]),
    certificates: z
      .array(
        z.object({
          code: z.string().regex(/^[A-Z0-9-]{6,40}$/),
          mykad: z
            .string()
            .regex(/^\d{12}$/)
            .optional(),
          name: z.string().min(1),
          school: z.string().default(''),
          award: z.enum(['first', 'second', 'third', 'merit', 'gold', 'silver', 'bronze', 'participation']),
          category: localised.optional(),
          score: z.number().optional(),
        }),
      )
      .default([]),
  })
  .refine((c) => c.kind === 'awards' || (c.window && c.rounds > 0 && c.levelsPerRound > 0), {
    message: 'a timed contest needs a window, rounds and levelsPerRound',
  })
  .refine((c) => c.kind === 'awards' || c.levels.length === c.rounds * c.levelsPerRound, {
    message: 'a timed contest needs one level per round and level (rounds × levelsPerRound)',
  });
export type ContestDefinition = z.infer<typeof contestDefinitionSchema>;
