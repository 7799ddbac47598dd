import { z } from 'zod/mini';
import { LANGUAGE_SETS, languageSchema, type HttpClient } from '@app/shared';

const figuresSchema = z.object({ topics: z.number(), words: z.number() });
const setSchema = z.object({ set: z.enum(LANGUAGE_SETS), topics: z.number(), items: z.number() });
export const libraryStatsSchema = z.object({
  languages: z.array(
    z.extend(figuresSchema, {
      language: languageSchema,
      years: z.array(z.extend(figuresSchema, { year: z.int() })),
      sets: z._default(z.array(setSchema), []),
      sayings: z._default(z.number(), 0),
      concreteNouns: z._default(z.object({ items: z.number(), withPicture: z.number() }), { items: 0, withPicture: 0 }),
      distractors: z._default(z.object({ items: z.number(), distractors: z.number(), withEnough: z.number() }), {
        items: 0,
        distractors: 0,
        withEnough: 0,
      }),
    }),
  ),
  totals: figuresSchema,
  pictures: z.object({ items: z.number(), withPicture: z.number(), files: z.number() }),
  audio: z.object({ items: z.number(), withFile: z.number(), queued: z.number() }),
});
export type LibraryStats = z.infer<typeof libraryStatsSchema>;

/** GET /wp-json/custom/v1/library-stats: the bundled library's figures and media coverage. */
export async function fetchLibraryStats(http: HttpClient): Promise<LibraryStats> {
  const { data } = await http.get('/wp-json/custom/v1/library-stats');
  return libraryStatsSchema.parse(data);
}

const sheetWordSchema = z.object({
  word: z.string(),
  topic: z.string(),
  year: z.number(),
  translation: z.optional(z.boolean()),
});
export const contactSheetSchema = z.object({
  pictures: z.array(
    z.object({
      id: z.string(),
      names: z.object({ en: z.optional(z.string()), ms: z.optional(z.string()), ta: z.optional(z.string()) }),
      words: z.object({ ta: z.array(sheetWordSchema), en: z.array(sheetWordSchema), bm: z.array(sheetWordSchema) }),
    }),
  ),
  withoutPicture: z.object({ ta: z.number(), en: z.number(), bm: z.number() }),
});
export type ContactSheet = z.infer<typeof contactSheetSchema>;

/** GET /wp-json/custom/v1/library-pictures: every bundled picture beside its words in the three languages. */
export async function fetchContactSheet(http: HttpClient): Promise<ContactSheet> {
  const { data } = await http.get('/wp-json/custom/v1/library-pictures');
  return contactSheetSchema.parse(data);
}

export function percent(done: number, total: number): number {
  return total === 0 ? 0 : Math.round((done / total) * 100);
}

export function pictureUrl(id: string): string {
  return `/media/pictures/${encodeURIComponent(id)}.svg`;
}
