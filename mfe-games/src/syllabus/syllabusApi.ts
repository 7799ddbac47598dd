import { z } from 'zod/mini';
import { languageSchema, topicSchema, type Language, type Syllabus, type HttpClient } from '@app/shared';

const summarySchema = z.catchall(z.extend(z.omit(topicSchema, { items: true }), { itemCount: z.int().check(z.nonnegative()) }), z.unknown());
const syllabusSchema = z.object({
  language: languageSchema,
  years: z.array(z.object({ year: z.int(), themes: z.array(z.object({ theme: z.string(), topics: z.array(summarySchema) })) })),
});

/** GET /wp-json/custom/v1/syllabus: years → themes → topic summaries, validated. */
export async function fetchSyllabus(http: HttpClient, language: Language): Promise<Syllabus> {
  const { data } = await http.get('/wp-json/custom/v1/syllabus', { params: { language } });
  return syllabusSchema.parse(data) as Syllabus;
}

/** Where a syllabus topic leads: the game hub with the topic chosen. */
export function topicHref(topic: { key: string; language: Language; year: number }): string {
  const params = new URLSearchParams({ topic: topic.key, language: topic.language, year: String(topic.year) });
  return `/home?${params.toString()}`;
}
