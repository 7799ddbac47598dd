import { randomBytes } from 'node:crypto';
import type { Language } from '@app/shared/src/i18n/language';
import type { Topic, TopicItem } from '@app/shared/src/content/topicSchema';

export interface GenerationRequest {
  language: Language;
  year: number;
  theme: string;
  count: number;
  /** words or phrases the teacher wants in the topic (any of the three languages) */
  keywords: string[];
  title?: string;
}

const norm = (s: string | undefined) => (s ?? '').normalize('NFC').toLocaleLowerCase().trim();

function mentions(item: TopicItem, keyword: string): boolean {
  const k = norm(keyword);
  if (!k) return false;
  const fields = [item.word, item.meaning, item.category, item.translations.en, item.translations.ta, item.translations.bm, ...item.tags];
  return fields.some((f) => norm(f) === k || (k.length > 2 && norm(f).includes(k)));
}

export function aiTopicKey(language: Language, theme: string): string {
  return `ai-generated-${language}-${theme.replace(/[^a-z0-9]+/g, '-')}-${randomBytes(3).toString('hex')}`;
}

/**
 * The offline generator (DESIGN.md §5, used when no AI endpoint is configured or it fails):
 * builds a topic from the bundled lexicon — the teacher's keywords first, then the theme's words
 * at or below the requested year, then the theme at other years. Items are copied whole, so
 * pictures, audio, clues and sentences come along.
 */
export function generateFromLexicon(request: GenerationRequest, library: Topic[]): Topic {
  const inLanguage = library.filter((t) => t.language === request.language);
  const byPreference = [
    ...inLanguage.flatMap((t) => t.items.filter((i) => request.keywords.some((k) => mentions(i, k)))),
    ...inLanguage.filter((t) => t.theme === request.theme && t.year <= request.year).flatMap((t) => t.items),
    ...inLanguage.filter((t) => t.theme === request.theme && t.year > request.year).flatMap((t) => t.items),
  ];
  const seen = new Set<string>();
  const items: TopicItem[] = [];
  for (const item of byPreference) {
    const key = norm(item.word);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(item);
    if (items.length === request.count) break;
  }
  const source = inLanguage.find((t) => t.theme === request.theme);
  return {
    key: aiTopicKey(request.language, request.theme),
    language: request.language,
    title: request.title?.trim() || `${source?.title ?? request.theme} ★`,
    year: request.year,
    theme: request.theme,
    description: source?.description,
    items,
  };
}
