import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@app/shared/src/i18n/language';
import type { Topic } from '@app/shared/src/content/topicSchema';
import type { ApiConfig } from '../config/apiConfig';
import type { Queryable } from '../db/database';
import { countFiles, mediaDirOf, speechGenerator } from './contentMedia';

export interface LibraryStats {
  languages: Array<{ language: Language; topics: number; words: number; years: Array<{ year: number; topics: number; words: number }> }>;
  totals: { topics: number; words: number };
  pictures: { items: number; withPicture: number; files: number };
  audio: { items: number; withFile: number; queued: number };
}

/** The data page's figures (issue 7): the bundled library by language and year, and media coverage. */
export async function libraryStats(db: Queryable, config: ApiConfig): Promise<LibraryStats> {
  const rows = (await db.query<{ language: Language; year: number; items: Topic['items'] | string }>("SELECT language, year, items FROM topics WHERE key LIKE 'pre-generated-%'")).rows;
  const mediaDir = mediaDirOf(config);
  const byLanguage = new Map<Language, Map<number, { topics: number; words: number }>>();
  let withPicture = 0;
  let withFile = 0;
  let items = 0;
  for (const row of rows) {
    const list = typeof row.items === 'string' ? (JSON.parse(row.items) as Topic['items']) : row.items;
    const years = byLanguage.get(row.language) ?? new Map<number, { topics: number; words: number }>();
    byLanguage.set(row.language, years);
    const y = years.get(Number(row.year)) ?? { topics: 0, words: 0 };
    y.topics += 1;
    y.words += list.length;
    years.set(Number(row.year), y);
    for (const item of list) {
      items++;
      if (item.image) withPicture++;
      if (item.audio && existsSync(join(mediaDir, 'audio', `${item.audio}.wav`))) withFile++;
    }
  }
  const languages = LANGUAGES.map((language) => {
    const years = [...(byLanguage.get(language) ?? new Map<number, { topics: number; words: number }>()).entries()].sort(([a], [b]) => a - b).map(([year, v]) => ({ year, ...v }));
    return { language, topics: years.reduce((n, y) => n + y.topics, 0), words: years.reduce((n, y) => n + y.words, 0), years };
  });
  return {
    languages,
    totals: { topics: rows.length, words: items },
    pictures: { items, withPicture, files: countFiles(join(mediaDir, 'pictures'), '.svg') },
    audio: { items, withFile, queued: speechGenerator(config).queued },
  };
}
