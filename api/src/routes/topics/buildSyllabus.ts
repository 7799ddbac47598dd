import { SYLLABUS_THEMES, type Syllabus, type TopicSummary } from '@app/shared/node';

function themeOrder(theme: string): number {
  const i = (SYLLABUS_THEMES as readonly string[]).indexOf(theme);
  return i === -1 ? SYLLABUS_THEMES.length : i;
}

/** The syllabus page: topics by year, then by theme in the syllabus's order (unknown themes last, by name). */
export function buildSyllabus(language: Syllabus['language'], topics: TopicSummary[]): Syllabus {
  const years = new Map<number, Map<string, TopicSummary[]>>();
  for (const t of topics) {
    const themes = years.get(t.year) ?? new Map<string, TopicSummary[]>();
    years.set(t.year, themes);
    themes.set(t.theme, [...(themes.get(t.theme) ?? []), t]);
  }
  return {
    language,
    years: [...years.entries()]
      .sort(([a], [b]) => a - b)
      .map(([year, themes]) => ({
        year,
        themes: [...themes.entries()].sort(([a], [b]) => themeOrder(a) - themeOrder(b) || a.localeCompare(b)).map(([theme, list]) => ({ theme, topics: list })),
      })),
  };
}
