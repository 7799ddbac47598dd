import { LANGUAGES, type Language, SYLLABUS_THEMES, topicSchema, type Topic } from '@app/shared/node';

/**
 * A blank topic file for an author to fill in: every field the library requires is present,
 * empty, so the content check lists exactly what is left to write.
 */
export interface NewTopicRequest {
  language: Language;
  theme: string;
  year: number;
  title: string;
  /** file name without -y<year>.json; the theme by default */
  name?: string;
  /** how many blank items to start with (a Tamil topic needs 20) */
  items?: number;
}

export function newTopicFile(req: NewTopicRequest): { file: string; topic: Topic } {
  if (!(SYLLABUS_THEMES as readonly string[]).includes(req.theme)) {
    throw new Error(`theme must be one of ${SYLLABUS_THEMES.join(', ')}`);
  }
  const name = req.name ?? req.theme;
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error('the name is a-z, 0-9 and - (it becomes the file name and the key)');
  const stem = `${name}-y${req.year}`;
  const others = LANGUAGES.filter((l) => l !== req.language);
  const blank = () => ({
    word: '…',
    translations: Object.fromEntries(others.map((l) => [l, ''])),
    clue: '',
    sentence: '',
    misspellings: [],
    image: '',
    tags: [],
  });
  const topic = topicSchema.parse({
    key: `pre-generated-${req.language}-${stem}`,
    language: req.language,
    title: req.title,
    year: req.year,
    theme: req.theme,
    items: Array.from({ length: req.items ?? (req.language === 'ta' ? 20 : 15) }, blank),
  });
  return { file: `${req.language}/${stem}.json`, topic };
}

/** The file's text: the same layout as the existing topics (one space indent, Tamil unescaped). */
export function topicFileText(topic: Topic): string {
  return `${JSON.stringify(topic, null, 1)}\n`;
}
