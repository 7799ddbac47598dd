/*
 * Changes by "content" (issue 7), for the games engineers:
 * - TopicSummary gained `fieldCounts` (how many items carry each optional field), filled by
 *   GET /topics and GET /syllabus, so the hub can choose games without loading the topic.
 * - Added `Syllabus` (GET /wp-json/custom/v1/syllabus?language=): years → themes → summaries.
 * - Added `SYLLABUS_THEMES` (theme ids in display order; labels are i18n keys `syllabus.themes.<id>`).
 * - Letters: use `letters()` from shared/src/text/letters.ts for anything letter-level.
 */
import { z } from 'zod';
import { LANGUAGES } from '../i18n/language';

/**
 * The content model of DESIGN.md §6. A topic is one list of items in one language; every game
 * plays any topic that has the fields it needs. Keys start with `pre-generated-` (bundled),
 * `ai-generated-` (AI) or `custom-` (hand-made); analytics reads that prefix (SPEC.md §3).
 */
export const languageSchema = z.enum(LANGUAGES);

export const topicItemSchema = z.object({
  word: z.string().min(1),
  meaning: z.string().optional(),
  translations: z.object({ en: z.string().optional(), ta: z.string().optional(), bm: z.string().optional() }).default({}),
  clue: z.string().optional(),
  /** an example sentence that contains `word` */
  sentence: z.string().optional(),
  misspellings: z.array(z.string()).default([]),
  category: z.string().optional(),
  /** picture id (an emoji icon name or one of our drawings), served from /media/pictures/<id>.svg */
  image: z.string().optional(),
  /** audio file id, served from /media/audio/<id>.wav */
  audio: z.string().optional(),
  tags: z.array(z.string()).default([]),
});
export type TopicItem = z.infer<typeof topicItemSchema>;

export const TOPIC_KEY_PATTERN = /^(pre-generated|ai-generated|custom)-[a-z0-9-]+$/;

export const topicSchema = z.object({
  key: z.string().regex(TOPIC_KEY_PATTERN, 'topic key must start with pre-generated-, ai-generated- or custom- and use a-z, 0-9 and -'),
  language: languageSchema,
  title: z.string().min(1),
  /** Malaysian primary school year 1–6 */
  year: z.number().int().min(1).max(6),
  /** syllabus theme id: family, school, animals, food, body, numbers, colours, festivals, nature, transport, jobs, feelings, … */
  theme: z.string().min(1),
  description: z.string().optional(),
  /** for `stack`: items are in a meaningful order */
  ordered: z.boolean().optional(),
  items: z.array(topicItemSchema).min(1),
});
export type Topic = z.infer<typeof topicSchema>;

export interface TopicFieldCounts {
  meaning: number;
  clue: number;
  sentence: number;
  misspellings: number;
  category: number;
  image: number;
  audio: number;
  translations: number;
}

/** What a topic list returns: the topic without its items. */
export type TopicSummary = Omit<Topic, 'items'> & { itemCount: number; fieldCounts?: TopicFieldCounts };

/** Syllabus themes in the order the syllabus page shows them. */
export const SYLLABUS_THEMES = [
  'family', 'school', 'body', 'colours', 'numbers', 'animals', 'food', 'fruits', 'home', 'clothes', 'nature', 'weather',
  'transport', 'places', 'jobs', 'feelings', 'festivals', 'time', 'actions', 'phrases',
] as const;

export interface SyllabusTheme {
  theme: string;
  topics: TopicSummary[];
}
export interface SyllabusYear {
  year: number;
  themes: SyllabusTheme[];
}
export interface Syllabus {
  language: z.infer<typeof languageSchema>;
  years: SyllabusYear[];
}

export type TopicSource = 'AI-Generated' | 'Pre-Generated' | 'Unknown';
/** SPEC.md §3: "content_type is AI-Generated if topic_key starts with 'ai-generated', Pre-Generated if it starts with 'pre-generated', otherwise Unknown." */
export function topicSource(topicKey: string): TopicSource {
  if (topicKey.startsWith('ai-generated')) return 'AI-Generated';
  if (topicKey.startsWith('pre-generated')) return 'Pre-Generated';
  return 'Unknown';
}
