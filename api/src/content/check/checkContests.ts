import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Language, type TopicItem } from '@app/shared/node';
import { contestItemSchema, type ContestItem } from '../../routes/contests/contestDefinition';
import { type CheckContext, formProblems, LANGUAGE_NAMES, misspellingRefusals, regionalFormProblems } from './checkTopic';
import type { Finding, RuleId } from './findings';
import { textWords } from './wordInSentence';
import { wordKey } from './wordLists';

/**
 * The contests' word items (api/src/db/seed/contests/*.json) go through the library's rules
 * (issue 25.3): a contest is content children read as much as a topic is. A spelling item's wrong
 * choices are misspellings of its answer, checked as an item's misspellings are; a jumble's
 * answer is a real word; no text holds a blocked word, an Indonesian or a colloquial form (rumah
 * sakit, sikit); and all items of a contest are in one language. The Solvallar contest
 * (சொல்வல்லார்) is the spec's Malay word contest for pupils of Tamil schools (SPEC.md §1): its items
 * are Malay under a Tamil name, and are checked as the library's Malay is.
 */
export const CONTESTS_DIR = resolve(__dirname, '../../db/seed/contests');

export interface ContestFile {
  /** contests/<file name>, as findings name it */
  file: string;
  key: string;
  items: ContestItem[];
}

export function readContestFiles(dir = CONTESTS_DIR): { contests: ContestFile[]; findings: Finding[] } {
  const contests: ContestFile[] = [];
  const findings: Finding[] = [];
  for (const name of existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : []) {
    const file = `contests/${name}`;
    let raw: { key?: unknown; levels?: Array<{ items?: unknown[] }> };
    try {
      raw = JSON.parse(readFileSync(join(dir, name), 'utf8')) as typeof raw;
    } catch (e) {
      findings.push({ file, rule: 'schema', message: `not valid JSON: ${(e as Error).message}` });
      continue;
    }
    const key = typeof raw.key === 'string' ? raw.key : name;
    const items: ContestItem[] = [];
    (raw.levels ?? [])
      .flatMap((l) => l.items ?? [])
      .forEach((item, i) => {
        const parsed = contestItemSchema.safeParse(item);
        if (parsed.success) items.push(parsed.data);
        else
          findings.push({ file, topic: key, item: { index: i + 1, word: '?' }, rule: 'schema', message: parsed.error.issues.map((x) => x.message).join('; ') });
      });
    contests.push({ file, key, items });
  }
  return { contests, findings };
}

/** The language an item is written in: Tamil script, or Malay for Latin script (our contests have no English items). */
export function itemLanguage(item: ContestItem): Language {
  return /[\u0b80-\u0bff]/.test(`${item.answer} ${item.prompt}`) ? 'ta' : 'bm';
}

export function checkContest(contest: ContestFile, ctx: CheckContext): Finding[] {
  const findings: Finding[] = [];
  const languages = new Map<Language, number>();
  contest.items.forEach((item, i) => {
    const at = { index: i + 1, word: item.answer };
    const add = (rule: RuleId, message: string) => findings.push({ file: contest.file, topic: contest.key, item: at, rule, message });
    const language = itemLanguage(item);
    languages.set(language, (languages.get(language) ?? 0) + 1);
    for (const problem of formProblems(language, item.answer, item.answer)) add('impossible-form', `the answer: ${problem}`);
    if (item.type === 'spelling') {
      for (const wrong of item.choices.filter((c) => c !== item.answer)) {
        for (const [rule, message] of misspellingRefusals(language, item.answer, wrong, ctx)) add(rule, message);
      }
    } else {
      const choices = item.type === 'jumble' ? [] : item.choices;
      if (new Set(choices.map(wordKey)).size !== choices.length) add('duplicate', 'a choice is given twice');
      if (item.type === 'fill' && !item.prompt.includes('____')) add('missing-field', 'a fill item needs the blank ____ in its prompt');
    }
    if (item.type === 'jumble' && !ctx.libraryWord(language, item.answer) && !ctx.listedWord(language, item.answer)) {
      add('misspelling-is-a-word', `the jumble's answer "${item.answer}" is not a word the library or the ${LANGUAGE_NAMES[language]} word list knows`);
    }
    const texts = [item.prompt, ...(item.type === 'jumble' ? [] : item.choices)];
    const blocked = ctx.blocked(language);
    for (const w of texts.flatMap(textWords).map(wordKey)) if (blocked.has(w)) add('blocked-word', `"${w}" is on the ${LANGUAGE_NAMES[language]} block list`);
    // a spelling item's wrong choices are meant to be wrong, so only its prompt and answer are read for Indonesian or colloquial forms
    const taught = item.type === 'spelling' ? [item.prompt, item.answer] : [...texts, item.answer];
    for (const text of taught) for (const message of regionalFormProblems(language, text)) add('regional-form', message);
  });
  if (languages.size > 1) {
    const counts = [...languages].map(([l, n]) => `${n} ${LANGUAGE_NAMES[l]}`).join(', ');
    findings.push({
      file: contest.file,
      topic: contest.key,
      rule: 'schema',
      message: `items in more than one language (${counts}): a contest is in one language`,
    });
  }
  return findings;
}

/** The language of a contest's items, for the tests and the report ("the Solvallar contest is Malay"). */
export function contestLanguage(contest: ContestFile): Language | undefined {
  const languages = new Set(contest.items.map(itemLanguage));
  return languages.size === 1 ? [...languages][0] : undefined;
}

/** What a contest item is, as a library item: lets the suggestion helper and the figures treat it alike. */
export function asTopicItem(item: ContestItem): TopicItem {
  return { word: item.answer, misspellings: item.type === 'spelling' ? item.choices.filter((c) => c !== item.answer) : [], translations: {}, tags: [] };
}
