import { z } from 'zod';
import { LANGUAGE_SETS, languageSchema, topicItemSchema, topicSchema } from '@app/shared/node';

/** Request and response shapes of the topic and library routes. */

// shared's schemas are zod/mini, which has functions instead of methods (it keeps the browser
// bundles small); the api derives its shapes with classic zod's methods, so it rebuilds shared's
// objects as classic ones over the very same fields (no object-level checks are lost: they have none).
const topicObject = z.object(topicSchema.shape);
const topicItemObject = z.object(topicItemSchema.shape);

export const listQuery = z.object({
  language: z.optional(languageSchema),
  year: z.coerce.number().int().min(1).max(6).optional(),
  theme: z.string().min(1).max(40).optional(),
});

/** A teacher's new topic: the server chooses the key (always `custom-…`) and the owner. */
export const createBody = topicObject.omit({ key: true }).extend({
  title: z.string().trim().min(1).max(120),
  theme: z.string().trim().min(1).max(40),
  description: z.string().max(500).optional(),
  items: z.array(topicItemSchema).min(4, 'A topic needs at least 4 items.').max(100, 'A topic can have at most 100 items.'),
});

export const syllabusQuery = z.object({ language: z._default(languageSchema, 'ta') });

/** Comma-separated topic keys, each once, at most 200. */
export const titlesQuery = z.object({
  keys: z
    .string()
    .max(8000)
    .transform((s) =>
      [
        ...new Set(
          s
            .split(',')
            .map((k) => k.trim())
            .filter(Boolean),
        ),
      ].slice(0, 200),
    ),
});

export const topicKeyParams = z.object({ key: z.string().min(1).max(200) });

/**
 * The request schemas of shared (topicSchema)
 * fill defaults when they read; an answer is written, not read, so an item's defaulted fields
 * (translations, misspellings, tags) may be absent here.
 */
export const topicResponseSchema = topicObject.extend({
  items: z.array(topicItemObject.partial().required({ word: true })),
});

const fieldCountsSchema = z.object({
  meaning: z.number(),
  clue: z.number(),
  sentence: z.number(),
  misspellings: z.number(),
  category: z.number(),
  image: z.number(),
  audio: z.number(),
  translations: z.number(),
});

/** A topic without its items: what lists and the syllabus give. */
export const topicSummarySchema = topicObject.omit({ items: true }).extend({
  itemCount: z.number(),
  /** how many items carry each optional field, so the hub knows which games a topic feeds */
  fieldCounts: fieldCountsSchema.optional(),
});

export const syllabusSchema = z.object({
  language: languageSchema,
  years: z.array(
    z.object({
      year: z.number(),
      themes: z.array(z.object({ theme: z.string(), topics: z.array(topicSummarySchema) })),
    }),
  ),
});

const figuresSchema = z.object({ topics: z.number(), words: z.number() });
export const libraryStatsSchema = z.object({
  languages: z.array(
    figuresSchema.extend({
      language: languageSchema,
      years: z.array(figuresSchema.extend({ year: z.number() })),
      sets: z.array(z.object({ set: z.enum(LANGUAGE_SETS), topics: z.number(), items: z.number() })),
      sayings: z.number(),
      withPicture: z.number(),
      withAudio: z.number(),
      concreteNouns: z.object({ items: z.number(), withPicture: z.number() }),
      distractors: z.object({ items: z.number(), distractors: z.number(), withEnough: z.number() }),
    }),
  ),
  totals: figuresSchema,
  pictures: z.object({ items: z.number(), withPicture: z.number(), files: z.number() }),
  audio: z.object({ items: z.number(), withFile: z.number(), queued: z.number() }),
});

const sheetWordSchema = z.object({
  word: z.string(),
  topic: z.string(),
  year: z.number(),
  translation: z.boolean().optional(),
});
const perLanguage = <T extends z.ZodType>(schema: T) => z.object({ ta: schema, en: schema, bm: schema });
export const contactSheetSchema = z.object({
  pictures: z.array(
    z.object({
      id: z.string(),
      names: z.object({ en: z.string().optional(), ms: z.string().optional(), ta: z.string().optional() }),
      words: perLanguage(z.array(sheetWordSchema)),
    }),
  ),
  withoutPicture: perLanguage(z.number()),
});

export const topicTitlesSchema = z.object({
  titles: z.record(z.string(), z.object({ title: z.string(), language: languageSchema })),
});
