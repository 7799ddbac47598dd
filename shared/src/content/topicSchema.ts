/*
 * Changes by "content-pipeline" (issue 12): optional topic fields `set` (a language set such as
 * proverbs or ஆத்திசூடி, see LANGUAGE_SETS) and `monolingual` (items need no translations);
 * themes `toys`, `language` (opposites, singular and plural, இணைமொழி, ஆத்திசூடி, kata ganda…) and
 * `words` (word play such as the ladders of the change game; its label comes with that work).
 *
 * Changes by "content" (issue 7), for the games engineers:
 * - TopicSummary gained `fieldCounts` (how many items carry each optional field), filled by
 *   GET /topics and GET /syllabus, so the hub can choose games without loading the topic.
 * - Added `Syllabus` (GET /wp-json/custom/v1/syllabus?language=): years → themes → summaries.
 * - Added `SYLLABUS_THEMES` (theme ids in display order; labels are i18n keys `syllabus.themes.<id>`).
 * - Letters: use `letters()` from shared/src/text/letters.ts for anything letter-level.
 */
import { z } from 'zod/mini';
import { LANGUAGES } from '../i18n/language';

/**
 * The content model of docs/architecture.md "Games". A topic is one list of items in one language; every game
 * plays any topic that has the fields it needs. Keys start with `pre-generated-` (bundled),
 * `ai-generated-` (AI) or `custom-` (hand-made); analytics reads that prefix (docs/requirements.md §3).
 */
export const languageSchema = z.enum(LANGUAGES);

export const topicItemSchema = z.object({
  word: z.string().check(z.minLength(1)),
  meaning: z.optional(z.string()),
  translations: z._default(z.object({ en: z.optional(z.string()), ta: z.optional(z.string()), bm: z.optional(z.string()) }), {}),
  clue: z.optional(z.string()),
  /** an example sentence that contains `word` */
  sentence: z.optional(z.string()),
  misspellings: z._default(z.array(z.string()), []),
  category: z.optional(z.string()),
  /** picture id (an emoji icon name or one of our drawings), served from /media/pictures/<id>.svg */
  image: z.optional(z.string()),
  /** audio file id, served from /media/audio/<id>.wav */
  audio: z.optional(z.string()),
  tags: z._default(z.array(z.string()), []),
  /**
   * For the change game: a word ladder from a start word to this item's word, one letter changed
   * a step and every step a real word (start, …, word). Checked with ladderProblems().
   */
  ladder: z.optional(z.array(z.string().check(z.minLength(1))).check(z.minLength(2))),
});
export type TopicItem = z.infer<typeof topicItemSchema>;

/**
 * Language sets a school drills as their own lists, apart from themed vocabulary. A topic that is
 * one of them says so in `set`, so the data page can count proverbs, ஆத்திசூடி or penjodoh
 * bilangan, and the content check knows which items need a meaning.
 */
export const LANGUAGE_SETS = [
  /** பழமொழி, peribahasa, proverbs */
  'proverbs',
  /** மரபுத்தொடர், simpulan bahasa, idioms */
  'idioms',
  /** உவமைத்தொடர், perumpamaan, similes */
  'similes',
  /** இணைமொழி: two words that go together (ஆடல் பாடல்) */
  'paired-words',
  /** இரட்டைக்கிளவி: a doubled sound word (சலசல, கலகல) */
  'twin-words',
  /** ஔவையாரின் ஆத்திசூடி */
  'aathichoodi',
  /** திருக்குறள் */
  'thirukkural',
  /** penjodoh bilangan: classifiers (seekor, sebuah) */
  'classifiers',
  /** kata ganda: reduplicated words (rama-rama, sayur-mayur) */
  'reduplication',
  /** ஔவையாரின் கொன்றை வேந்தன் (issue 25) */
  'konrai-vendhan',
  /** உலகநாதரின் உலகநீதி (issue 25) */
  'ulaganeethi',
  /** ஔவையாரின் மூதுரை (issue 25): only verses we are sure of word for word */
  'moothurai',
] as const;
export const languageSetSchema = z.enum(LANGUAGE_SETS);
export type LanguageSet = z.infer<typeof languageSetSchema>;

export const TOPIC_KEY_PATTERN = /^(pre-generated|ai-generated|custom)-[a-z0-9-]+$/;

export const topicSchema = z.object({
  key: z.string().check(z.regex(TOPIC_KEY_PATTERN, 'topic key must start with pre-generated-, ai-generated- or custom- and use a-z, 0-9 and -')),
  language: languageSchema,
  title: z.string().check(z.minLength(1)),
  /** Malaysian primary school year 1–6 */
  year: z.int().check(z.gte(1), z.lte(6)),
  /** syllabus theme id: family, school, animals, food, body, numbers, colours, festivals, nature, transport, jobs, feelings, … */
  theme: z.string().check(z.minLength(1)),
  description: z.optional(z.string()),
  /** for `stack`: items are in a meaningful order */
  ordered: z.optional(z.boolean()),
  /** a language set (proverbs, ஆத்திசூடி, …) rather than themed vocabulary */
  set: z.optional(languageSetSchema),
  /** the items have no counterpart in the other languages (இரட்டைக்கிளவி), so they need no translations */
  monolingual: z.optional(z.boolean()),
  items: z.array(topicItemSchema).check(z.minLength(1)),
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
  'family',
  'school',
  'body',
  'colours',
  'numbers',
  'animals',
  'food',
  'fruits',
  'home',
  'clothes',
  'toys',
  'nature',
  'weather',
  'transport',
  'places',
  'jobs',
  'feelings',
  'festivals',
  'time',
  'actions',
  'language',
  'phrases',
  'words',
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
/** docs/requirements.md §3: "content_type is AI-Generated if topic_key starts with 'ai-generated', Pre-Generated if it starts with 'pre-generated', otherwise Unknown." */
export function topicSource(topicKey: string): TopicSource {
  if (topicKey.startsWith('ai-generated')) return 'AI-Generated';
  if (topicKey.startsWith('pre-generated')) return 'Pre-Generated';
  return 'Unknown';
}
