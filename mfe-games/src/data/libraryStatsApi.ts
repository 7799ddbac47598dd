import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { languageSchema } from '@app/shared';

const figuresSchema = z.object({ topics: z.number(), words: z.number() });
export const libraryStatsSchema = z.object({
  languages: z.array(figuresSchema.extend({ language: languageSchema, years: z.array(figuresSchema.extend({ year: z.number().int() })) })),
  totals: figuresSchema,
  pictures: z.object({ items: z.number(), withPicture: z.number(), files: z.number() }),
  audio: z.object({ items: z.number(), withFile: z.number(), queued: z.number() }),
});
export type LibraryStats = z.infer<typeof libraryStatsSchema>;

/** GET /wp-json/custom/v1/library-stats: the bundled library's figures and media coverage. */
export async function fetchLibraryStats(http: AxiosInstance): Promise<LibraryStats> {
  const { data } = await http.get('/wp-json/custom/v1/library-stats');
  return libraryStatsSchema.parse(data);
}

export function percent(done: number, total: number): number {
  return total === 0 ? 0 : Math.round((done / total) * 100);
}
