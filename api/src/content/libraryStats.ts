import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language, LANGUAGE_SETS, type LanguageSet, type Topic } from '@app/shared/node';
import type { ApiConfig } from '../config/apiConfig';
import { loadBundledTopics } from './bundledTopics';
import { topicSet } from './check/checkTopic';
import { concreteNounFigures } from './check/concreteNouns';
import { distractorFigures } from './check/distractors';
import { countFiles, mediaDirOf, speechGenerator } from './contentMedia';
import { audioId } from './speech';

export interface YearFigures {
  year: number;
  topics: number;
  words: number;
}
export interface SetFigures {
  set: LanguageSet;
  topics: number;
  items: number;
}
export interface LanguageFigures extends Omit<YearFigures, 'year'> {
  language: Language;
  years: YearFigures[];
  /** language sets (proverbs, ஆத்திசூடி, penjodoh bilangan, …) in LANGUAGE_SETS order */
  sets: SetFigures[];
  /** proverbs and idioms */
  sayings: number;
  withPicture: number;
  withAudio: number;
  /** issue 25: things a child can see (items of picture themes, not abstract), and how many have their picture */
  concreteNouns: { items: number; withPicture: number };
  /** issue 25: wrong spellings the error and spelling games show, and items with two or more */
  distractors: { items: number; distractors: number; withEnough: number };
}
export interface LibraryStats {
  languages: LanguageFigures[];
  totals: { topics: number; words: number };
  pictures: { items: number; withPicture: number; files: number };
  audio: { items: number; withFile: number; queued: number };
}

/**
 * The library's figures from its topics: per language and year, the language sets, and picture
 * and audio coverage. `hasAudio` says whether an item's recording exists.
 */
export function countLibrary(
  topics: Topic[],
  hasAudio: (topic: Topic, item: Topic['items'][number]) => boolean,
): Omit<LibraryStats, 'pictures' | 'audio'> & {
  pictures: { items: number; withPicture: number };
  audio: { items: number; withFile: number };
} {
  const languages = LANGUAGES.map((language): LanguageFigures => {
    const own = topics.filter((t) => t.language === language);
    const years = [...new Set(own.map((t) => t.year))]
      .sort((a, b) => a - b)
      .map((year) => {
        const inYear = own.filter((t) => t.year === year);
        return { year, topics: inYear.length, words: inYear.reduce((n, t) => n + t.items.length, 0) };
      });
    const sets = LANGUAGE_SETS.flatMap((set) => {
      const inSet = own.filter((t) => topicSet(t) === set);
      return inSet.length ? [{ set, topics: inSet.length, items: inSet.reduce((n, t) => n + t.items.length, 0) }] : [];
    });
    const items = own.flatMap((t) => t.items.map((item) => ({ t, item })));
    return {
      language,
      topics: own.length,
      words: items.length,
      years,
      sets,
      sayings: sets.filter((s) => s.set === 'proverbs' || s.set === 'idioms').reduce((n, s) => n + s.items, 0),
      withPicture: items.filter(({ item }) => item.image).length,
      withAudio: items.filter(({ t, item }) => hasAudio(t, item)).length,
      concreteNouns: concreteNounFigures(own),
      distractors: (({ items: n, distractors, withEnough }) => ({ items: n, distractors, withEnough }))(
        distractorFigures(
          language,
          items.map(({ item }) => item),
        ),
      ),
    };
  });
  const words = languages.reduce((n, l) => n + l.words, 0);
  return {
    languages,
    totals: { topics: topics.length, words },
    pictures: { items: words, withPicture: languages.reduce((n, l) => n + l.withPicture, 0) },
    audio: { items: words, withFile: languages.reduce((n, l) => n + l.withAudio, 0) },
  };
}

/** The data page's figures: the bundled library as the files have it, and the media this api has made so far. */
export function libraryStats(config: ApiConfig): LibraryStats {
  const mediaDir = mediaDirOf(config);
  const counted = countLibrary(
    loadBundledTopics().map((b) => b.topic),
    (topic, item) => existsSync(join(mediaDir, 'audio', `${audioId(topic.language, item.word)}.wav`)),
  );
  return {
    ...counted,
    pictures: { ...counted.pictures, files: countFiles(join(mediaDir, 'pictures'), '.svg') },
    audio: { ...counted.audio, queued: speechGenerator(config).queued },
  };
}
