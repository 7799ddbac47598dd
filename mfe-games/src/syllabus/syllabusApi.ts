import { z } from 'zod';
import { languageSchema, topicSchema, type Language, type Syllabus, type HttpClient } from '@app/shared';

const summarySchema = topicSchema.omit({ items: true }).extend({ itemCount: z.number().int().nonnegative() }).passthrough();
const syllabusSchema = z.object({
  language: languageSchema,
  years: z.array(z.object({ year: z.number().int(), themes: z.array(z.object({ theme: z.string(), topics: z.array(summarySchema) })) })),
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
