import { randomBytes } from 'node:crypto';
import { createRng, shuffled, type Language, type Topic, type TopicItem } from '@app/shared/node';

export interface GenerationRequest {
  language: Language;
  year: number;
  theme: string;
  count: number;
  /** words or phrases the teacher wants in the topic (any of the three languages) */
  keywords: string[];
  title?: string;
  /** varies the choice and order of words; the same seed and settings give the same topic */
  seed: number;
}

const norm = (s: string | undefined) => (s ?? '').normalize('NFC').toLocaleLowerCase().trim();

/**
 * How well an item answers a teacher's keyword: 'names' when the word, a translation or a tag is
 * the keyword ("milk" → பால்), 'mentions' when it only appears inside a longer text (a proverb
 * whose meaning talks of milk). Named items come first.
 */
export function keywordMatch(item: TopicItem, keyword: string): 'names' | 'mentions' | undefined {
  const k = norm(keyword);
  if (!k) return undefined;
  const names = [item.word, item.translations.en, item.translations.ta, item.translations.bm, ...item.tags];
  if (names.some((f) => norm(f) === k)) return 'names';
  const texts = [...names, item.meaning, item.category];
  return k.length > 2 && texts.some((f) => norm(f).includes(k)) ? 'mentions' : undefined;
}

const matching = (items: TopicItem[], keywords: string[], how: 'names' | 'mentions') => items.filter((i) => keywords.some((k) => keywordMatch(i, k) === how));

export function aiTopicKey(language: Language, theme: string): string {
  return `ai-generated-${language}-${theme.replace(/[^a-z0-9]+/g, '-')}-${randomBytes(3).toString('hex')}`;
}

/**
 * The offline generator (docs/architecture.md "api", used when no AI endpoint is configured or it fails):
 * builds a topic from the bundled lexicon — the teacher's keywords first, then the theme's words
 * at or below the requested year, then the theme at other years. Items are copied whole, so
 * pictures, audio, clues and sentences come along.
 */
export function generateFromLexicon(request: GenerationRequest, library: Topic[]): Topic {
  const inLanguage = library.filter((t) => t.language === request.language);
  const rng = createRng(request.seed);
  // each preference group is shuffled by the seed, so another seed picks other words of the theme
  const byPreference = [
    ...shuffled(
      matching(
        inLanguage.flatMap((t) => t.items),
        request.keywords,
        'names',
      ),
      rng,
    ),
    ...shuffled(
      matching(
        inLanguage.flatMap((t) => t.items),
        request.keywords,
        'mentions',
      ),
      rng,
    ),
    ...shuffled(
      inLanguage.filter((t) => t.theme === request.theme && t.year <= request.year).flatMap((t) => t.items),
      rng,
    ),
    ...shuffled(
      inLanguage.filter((t) => t.theme === request.theme && t.year > request.year).flatMap((t) => t.items),
      rng,
    ),
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

/** Two topics are the same topic when they hold the same words in the same language. */
export function sameWords(a: Pick<Topic, 'language' | 'items'>, b: Pick<Topic, 'language' | 'items'>): boolean {
  const words = (t: Pick<Topic, 'items'>) =>
    t.items
      .map((i) => norm(i.word))
      .sort()
      .join('\u0000');
  return a.language === b.language && a.items.length === b.items.length && words(a) === words(b);
}
