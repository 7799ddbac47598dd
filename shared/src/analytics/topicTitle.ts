import type { Language } from '../i18n/language';

/** What the api tells about a topic a score names (GET topics/titles). */
export interface TopicTitleEntry {
  /** the topic's own title, in the topic's language */
  title: string;
  language: Language;
  /** titles in other languages, where the content gives them */
  titles?: Partial<Record<Language, string>>;
}

/**
 * The name people see for a topic a score, a board or an analysis refers to: its title in the
 * reader's language where the topic has one, else its own title. Never its key: null when the
 * topic is unknown (deleted), and the page says so in words.
 */
export function topicTitleFor(entry: TopicTitleEntry | undefined, language: Language): string | null {
  if (!entry) return null;
  return entry.titles?.[language]?.trim() || entry.title.trim() || null;
}
