import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type Language, isLanguage, LANGUAGES, topicSchema, type LanguageSet, type Topic } from '@app/shared/node';
import { CONTENT_DIR } from '../bundledTopics';
import { pictureExists, pictureNamed } from '../pictureLibrary';
import { checkTopic, isSaying, LANGUAGE_NAMES, topicSet, type CheckContext } from './checkTopic';
import { concreteNounFigures, type ConcreteNounFigures } from './concreteNouns';
import { checkContest, readContestFiles } from './checkContests';
import { distractorFigures, type DistractorFigures } from './distractors';
import type { Finding } from './findings';
import { collectLibraryWords, type TopicFile } from './libraryWords';
import { blockedWords, realWords, wordKey } from './wordLists';

/** What six school years need (issues 12 and 25): the coverage rule's targets. */
export const COVERAGE = {
  topicsPerLanguage: 30,
  topicsPerYear: 4,
  /** every topic has at least this many items, in every language (issue 25.4) ... */
  itemsPerTopic: 20,
  /** ... except a calendar (theme time, ordered: the 7 days, the 12 months), which has what it has, */
  /** and a classical verse set, of which we give only the lines we can vouch for */
  itemsPerVerseSet: 15,
  verseSets: ['aathichoodi', 'thirukkural', 'konrai-vendhan', 'ulaganeethi', 'moothurai'] satisfies LanguageSet[],
  /** proverbs and idioms per language, each with its meaning in all three languages */
  sayingsPerLanguage: 40,
  /** share of concrete nouns (concreteNouns.ts) that show their picture, in every language (issue 25.4) */
  picturedConcreteNouns: 0.95,
  /** the language sets a school drills, each its own topic */
  sets: {
    ta: ['proverbs', 'idioms', 'similes', 'paired-words', 'twin-words', 'aathichoodi', 'thirukkural', 'konrai-vendhan', 'ulaganeethi', 'moothurai'],
    bm: ['proverbs', 'idioms', 'classifiers', 'reduplication'],
    en: ['proverbs', 'idioms'],
  } satisfies Record<Language, LanguageSet[]>,
  /** Tamil, our default language, is at least as rich as the others (issue 25.4) */
  tamil: {
    topics: 40,
    topicsPerYear: 5,
    /** vocabulary topics (not a language set, not word play or grammar) in each of Years 4–6 */
    vocabularyPerUpperYear: 4,
    themes: ['clothes', 'toys', 'places', 'weather', 'actions', 'nature'] as readonly string[],
    /** topic files every Tamil library has: insects, health and the environment have no theme of their own */
    files: ['insects', 'health', 'environment', 'verbs', 'places', 'clothes', 'toys', 'weather'] as readonly string[],
  },
} as const;

/** Themes of grammar and word play rather than vocabulary: their topics are not counted as vocabulary. */
const NOT_VOCABULARY_THEMES = new Set(['language', 'phrases', 'words', 'time', 'numbers']);

/** A topic of themed words (not a language set, a grammar drill, a calendar or word play). */
export function isVocabularyTopic(topic: Topic): boolean {
  return !topicSet(topic) && !NOT_VOCABULARY_THEMES.has(topic.theme);
}

/** The item count a topic needs: fewer for a calendar and a classical verse set (see COVERAGE). */
export function itemsNeeded(topic: Topic): number {
  if (topic.theme === 'time' && topic.ordered) return 0;
  const set = topicSet(topic);
  if (set && (COVERAGE.verseSets as readonly string[]).includes(set)) return COVERAGE.itemsPerVerseSet;
  return COVERAGE.itemsPerTopic;
}

export interface ReadResult {
  files: TopicFile[];
  findings: Finding[];
  /** files that could not be checked further (bad JSON, schema) */
  unreadable: number;
}

/** Reads every topics/<lang>/*.json; a file that does not parse or fit the schema becomes a finding, never a throw. */
export function readTopicFiles(dir = join(CONTENT_DIR, 'topics')): ReadResult {
  const files: TopicFile[] = [];
  const findings: Finding[] = [];
  let unreadable = 0;
  const keys = new Map<string, string>();
  for (const folder of existsSync(dir) ? readdirSync(dir).sort() : []) {
    if (!isLanguage(folder)) continue;
    for (const name of readdirSync(join(dir, folder))
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const file = `${folder}/${name}`;
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(join(dir, folder, name), 'utf8'));
      } catch (e) {
        findings.push({ file, rule: 'schema', message: `not valid JSON: ${(e as Error).message}` });
        unreadable++;
        continue;
      }
      const parsed = topicSchema.safeParse(raw);
      const rawKey = typeof raw === 'object' && raw !== null && typeof (raw as { key?: unknown }).key === 'string' ? (raw as { key: string }).key : undefined;
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const path = issue.path.join('.');
          const index = issue.path[0] === 'items' && typeof issue.path[1] === 'number' ? issue.path[1] : undefined;
          const word = index !== undefined ? (raw as { items: Array<{ word?: unknown }> }).items[index]?.word : undefined;
          findings.push({
            file,
            topic: rawKey,
            item: index !== undefined ? { index: index + 1, word: typeof word === 'string' ? word : '?' } : undefined,
            rule: 'schema',
            message: `${path || 'topic'}: ${issue.message}`,
          });
        }
        unreadable++;
        continue;
      }
      const topic = parsed.data;
      const stem = basename(name, '.json');
      if (topic.language !== folder)
        findings.push({
          file,
          topic: topic.key,
          rule: 'schema',
          message: `language "${topic.language}" in the ${folder} folder`,
        });
      if (topic.key !== `pre-generated-${folder}-${stem}`) {
        findings.push({
          file,
          topic: topic.key,
          rule: 'schema',
          message: `key must be pre-generated-${folder}-${stem} (the folder and file name)`,
        });
      }
      if (!stem.endsWith(`-y${topic.year}`))
        findings.push({
          file,
          topic: topic.key,
          rule: 'schema',
          message: `file name must end in -y${topic.year} (its year)`,
        });
      const other = keys.get(topic.key);
      if (other) findings.push({ file, topic: topic.key, rule: 'duplicate', message: `key ${topic.key} is also ${other}'s` });
      keys.set(topic.key, file);
      files.push({ file, topic });
    }
  }
  return { files, findings, unreadable };
}

/** The context the real library is checked with: its own words, the word lists, the block lists and our pictures. */
export function libraryContext(files: TopicFile[]): CheckContext {
  const libraryWords = collectLibraryWords(files);
  const blocked = new Map(LANGUAGES.map((l) => [l, blockedWords(l)] as const));
  return {
    libraryWord: (language, word) => libraryWords.get(language)?.get(wordKey(word)),
    listedWord: (language, word) => realWords(language).source(word),
    blocked: (language) => blocked.get(language)!,
    pictureExists,
    pictureNamed,
  };
}

/** Themes whose topics play with words taught elsewhere, so a word in another topic of the year is no duplicate. */
export const WORD_PLAY_THEMES = new Set(['words']);

/** Rules across topics: a headword in two topics of one language and year, a saying given twice. */
export function crossTopicFindings(files: TopicFile[]): Finding[] {
  const findings: Finding[] = [];
  const headwords = new Map<string, string>();
  const sayings = new Map<string, string>();
  for (const { file, topic } of files) {
    topic.items.forEach((item, i) => {
      const at = { index: i + 1, word: item.word };
      if (isSaying(topic, item)) {
        // A proverb is what a saying topic repeats, not its key word, so compare the sayings themselves.
        const key = `${topic.language}\u0000${wordKey(item.sentence ?? item.word)}`;
        const first = sayings.get(key);
        if (first && item.sentence)
          findings.push({
            file,
            topic: topic.key,
            item: at,
            rule: 'duplicate',
            message: `"${item.sentence}" is also ${first}`,
          });
        else sayings.set(key, `${file} #${i + 1}`);
        return;
      }
      // Two topics of one year teach the same children: the same word in both is one word counted twice.
      // Word play (ladders) reuses words the children already know, on purpose.
      if (WORD_PLAY_THEMES.has(topic.theme)) return;
      const key = `${topic.language}\u0000${topic.year}\u0000${wordKey(item.word)}`;
      const first = headwords.get(key);
      if (first && !first.startsWith(`${file} `))
        findings.push({
          file,
          topic: topic.key,
          item: at,
          rule: 'duplicate',
          message: `"${item.word}" is also ${first} (same year)`,
        });
      else if (!first) headwords.set(key, `${file} #${i + 1}`);
    });
  }
  return findings;
}

/** Whether the library is big enough for six school years (the coverage targets above). */
export function coverageFindings(files: TopicFile[]): Finding[] {
  const findings: Finding[] = [];
  const add = (message: string) => findings.push({ file: 'library', rule: 'coverage', message });
  for (const language of LANGUAGES) {
    const own = files.filter((f) => f.topic.language === language).map((f) => f.topic);
    const name = LANGUAGE_NAMES[language];
    if (own.length < COVERAGE.topicsPerLanguage) add(`${name}: ${own.length} topics, ${COVERAGE.topicsPerLanguage} needed`);
    for (let year = 1; year <= 6; year++) {
      const n = own.filter((t) => t.year === year).length;
      if (n < COVERAGE.topicsPerYear) add(`${name} year ${year}: ${n} topics, ${COVERAGE.topicsPerYear} needed`);
    }
    const sayings = own
      .filter((t) => {
        const set = topicSet(t);
        return set === 'proverbs' || set === 'idioms';
      })
      .flatMap((t) => t.items)
      .filter((i) => i.meaning && LANGUAGES.every((l) => l === language || i.translations[l]));
    if (sayings.length < COVERAGE.sayingsPerLanguage) {
      add(`${name}: ${sayings.length} proverbs and idioms with meanings in all three languages, ${COVERAGE.sayingsPerLanguage} needed`);
    }
    const nouns = concreteNounFigures(own);
    if (nouns.items > 0 && nouns.withPicture < nouns.items * COVERAGE.picturedConcreteNouns) {
      const share = Math.round((1000 * nouns.withPicture) / nouns.items) / 10;
      add(`${name}: ${nouns.withPicture} of ${nouns.items} concrete nouns have their picture (${share} %), ${COVERAGE.picturedConcreteNouns * 100} % needed`);
    }
    const present = new Set(own.map(topicSet).filter(Boolean));
    for (const set of COVERAGE.sets[language] as readonly LanguageSet[]) {
      if (!present.has(set)) add(`${name}: no topic with "set": "${set}"`);
    }
  }
  for (const { file, topic } of files) {
    const needed = itemsNeeded(topic);
    if (topic.items.length < needed) {
      findings.push({ file, topic: topic.key, rule: 'coverage', message: `${topic.items.length} items; this topic needs ${needed}` });
    }
  }
  findings.push(...tamilCoverageFindings(files).map((message): Finding => ({ file: 'library', rule: 'coverage', message })));
  return findings;
}

/** Tamil as rich as the others (issue 25.4): topics, years, vocabulary, themes, pictures. */
export function tamilCoverageFindings(files: TopicFile[]): string[] {
  const out: string[] = [];
  const t = COVERAGE.tamil;
  const own = files.filter((f) => f.topic.language === 'ta');
  if (own.length < t.topics) out.push(`Tamil: ${own.length} topics, ${t.topics} needed`);
  for (let year = 1; year <= 6; year++) {
    const inYear = own.filter((f) => f.topic.year === year);
    if (inYear.length < t.topicsPerYear) out.push(`Tamil year ${year}: ${inYear.length} topics, ${t.topicsPerYear} needed`);
    const vocabulary = inYear.filter((f) => isVocabularyTopic(f.topic)).length;
    if (year >= 4 && vocabulary < t.vocabularyPerUpperYear) out.push(`Tamil year ${year}: ${vocabulary} vocabulary topics, ${t.vocabularyPerUpperYear} needed`);
  }
  for (const theme of t.themes) if (!own.some((f) => f.topic.theme === theme)) out.push(`Tamil: no topic of the theme "${theme}"`);
  for (const name of t.files) if (!own.some((f) => f.file.startsWith(`ta/${name}-y`))) out.push(`Tamil: no ${name} topic (ta/${name}-y<year>.json)`);
  return out;
}

export interface LibraryCheck {
  findings: Finding[];
  topics: number;
  items: number;
  /** per language: distractors per item and, for Tamil, which confusions they are */
  distractors: Record<Language, DistractorFigures>;
  /** per language: concrete nouns and how many have their picture */
  concreteNouns: Record<Language, ConcreteNounFigures>;
}

/** The whole content check over api/content/topics (or another folder laid out the same way). */
export function checkLibrary(dir?: string, contestsDir?: string): LibraryCheck {
  const read = readTopicFiles(dir);
  const ctx = libraryContext(read.files);
  const contests = readContestFiles(contestsDir);
  const findings = [
    ...read.findings,
    ...read.files.flatMap(({ file, topic }) => checkTopic(file, topic, ctx)),
    ...crossTopicFindings(read.files),
    ...coverageFindings(read.files),
    ...contests.findings,
    ...contests.contests.flatMap((c) => checkContest(c, ctx)),
  ];
  return {
    findings,
    topics: read.files.length + read.unreadable,
    items: read.files.reduce((n, f) => n + f.topic.items.length, 0),
    distractors: Object.fromEntries(
      LANGUAGES.map((l) => [
        l,
        distractorFigures(
          l,
          read.files.filter((f) => f.topic.language === l).flatMap((f) => f.topic.items),
        ),
      ]),
    ) as Record<Language, DistractorFigures>,
    concreteNouns: Object.fromEntries(
      LANGUAGES.map((l) => [l, concreteNounFigures(read.files.filter((f) => f.topic.language === l).map((f) => f.topic))]),
    ) as Record<Language, ConcreteNounFigures>,
  };
}
