import { type Language, LANGUAGES, SYLLABUS_THEMES, type LanguageSet, type Topic, type TopicItem, sameLetters, ladderProblems } from '@app/shared/node';
import { suggestMisspellings } from '../tools/suggestMisspellings';
import { implausibleDistractor, MIN_DISTRACTORS } from './distractors';
import type { Finding, RuleId } from './findings';
import { latinFormProblem, onlyDoublesAConsonant } from './latinSpelling';
import { tamilSpellingProblems } from './tamilSpelling';
import { findWordInSentence, textWords } from './wordInSentence';
import { wordKey } from './wordLists';

/** What the topic rules need from outside: the library's words, the word lists, the block lists, the pictures. */
export interface CheckContext {
  /** where the library uses `word` in `language` (a file and field), if it does */
  libraryWord(language: Language, word: string): string | undefined;
  /** which word list has `word`, if one does */
  listedWord(language: Language, word: string): string | undefined;
  blocked(language: Language): ReadonlySet<string>;
  pictureExists(id: string): boolean;
  /** the picture (an icon or our drawing) whose English name is `name`, if one is */
  pictureNamed?(name: string): string | undefined;
}

export const ABSTRACT_TAG = 'abstract';
export const NO_PICTURE_TAG = 'no-picture';

export const LANGUAGE_NAMES: Record<Language, string> = { ta: 'Tamil', en: 'English', bm: 'Malay' };

/**
 * Themes with pictures: every item has one, or is tagged abstract (cannot be drawn: aunt, gravity)
 * or no-picture (a thing no picture of ours shows). Their items that are not abstract are the
 * library's concrete nouns, whose pictures the data page counts.
 */
export const PICTURE_THEMES = new Set([
  'family',
  'school',
  'body',
  'animals',
  'fruits',
  'food',
  'home',
  'transport',
  'nature',
  'jobs',
  'festivals',
  'clothes',
  'toys',
  'places',
  'weather',
]);
/** Themes whose every word is a thing a child can see: `abstract` has no place in them (body is not one: its health topics name illnesses). */
export const THING_THEMES = new Set(['school', 'animals', 'fruits', 'food', 'home', 'transport', 'jobs', 'clothes', 'toys', 'places']);

/** Sets whose items are sayings: a meaning in the topic's language and, in `translations`, in the other two. */
export const SETS_WITH_MEANINGS_IN_ALL_LANGUAGES: ReadonlySet<LanguageSet> = new Set(['proverbs', 'idioms', 'similes']);

const INDONESIAN = /\b(rumah sakit|mobil|sepeda|gratis|sepatu|kantor|ulang tahun|bisa|karena|jeruk|apel|kamar|dokter|polisi|televisi|sepak bola|handuk)\b/i;
/** Spoken forms a child sees in chat but is taught to write in full: the review of 2026-11-28 found "Sikit-sikit, lama-lama jadi bukit" (Sedikit-sedikit, lama-lama menjadi bukit). */
const MALAY_COLLOQUIAL = /\b(sikit|kecik|pegi|camne|takde|dah)\b/i;
const AMERICAN = /\b(color|colors|favorite|center|gray|mom|airplane|truck|candy|neighbor|neighbors)\b/i;

/** The set a topic belongs to; the old phrases topics (theme "phrases", no set) are proverbs. */
export function topicSet(topic: Pick<Topic, 'set' | 'theme'>): LanguageSet | undefined {
  return topic.set ?? (topic.theme === 'phrases' ? 'proverbs' : undefined);
}

/** An item is a saying (not a vocabulary word) when its topic is a set or it is tagged phrase. */
export function isSaying(topic: Topic, item: TopicItem): boolean {
  return topicSet(topic) !== undefined || item.tags.includes('phrase');
}

/** Every rule that looks at one topic on its own. `file` is the topic's path under api/content/topics. */
export function checkTopic(file: string, topic: Topic, ctx: CheckContext): Finding[] {
  const findings: Finding[] = [];
  const add = (rule: RuleId, message: string, item?: { index: number; word: string }) => findings.push({ file, topic: topic.key, item, rule, message });
  if (!(SYLLABUS_THEMES as readonly string[]).includes(topic.theme)) {
    add('theme', `theme "${topic.theme}" is not one of ${SYLLABUS_THEMES.join(', ')}`);
  }
  const seenWords = new Map<string, number>();
  topic.items.forEach((item, i) => {
    const at = { index: i + 1, word: item.word };
    const key = wordKey(item.word);
    const first = seenWords.get(key);
    if (first !== undefined) add('duplicate', `"${item.word}" is also item #${first}`, at);
    else seenWords.set(key, i + 1);
    for (const [rule, message] of checkItem(topic, item, ctx)) add(rule, message, at);
  });
  checkCategories(topic, add);
  checkPictures(topic, ctx, add);
  return findings;
}

export type ItemFinding = [RuleId, string];

/** The rules for one item of a topic. */
export function checkItem(topic: Topic, item: TopicItem, ctx: CheckContext): ItemFinding[] {
  const out: ItemFinding[] = [];
  const language = topic.language;
  const saying = isSaying(topic, item);
  out.push(...requiredFields(topic, item, saying));
  out.push(...formProblems(language, item.word, item.word).map((m): ItemFinding => ['impossible-form', `the word: ${m}`]));
  if (item.sentence && !findWordInSentence(item.sentence, item.word, language)) {
    out.push(['sentence-without-word', `"${item.sentence}" does not use "${item.word}" (nor an inflected form of it)`]);
  }
  // a saying's clue is the hint for its missing word too, so it may not hold the word either
  if (item.clue && findWordInSentence(item.clue, item.word, language)) {
    out.push(['clue', `the clue "${item.clue}" contains "${item.word}"${saying ? ', which the pupil has to find' : ''}`]);
  }
  const misspellingFindings = misspellingProblems(language, item, ctx);
  out.push(...misspellingFindings);
  out.push(...tooFewDistractors(language, item, misspellingFindings, ctx));
  out.push(...blockedProblems(language, item, ctx));
  if (item.ladder) out.push(...ladderRungProblems(language, item, ctx));
  for (const text of [item.word, item.sentence, item.clue, item.meaning]) {
    for (const message of regionalFormProblems(language, text)) out.push(['regional-form', message]);
  }
  return out;
}

/** Indonesian, colloquial Malay or American forms in a text a child reads (the words and sentences of an item, a contest's prompts and choices). */
export function regionalFormProblems(language: Language, text: string | undefined): string[] {
  if (!text) return [];
  const out: string[] = [];
  if (language === 'bm') {
    const indonesian = INDONESIAN.exec(text);
    if (indonesian) out.push(`"${indonesian[0]}" is Indonesian, not Malaysian Malay`);
    const colloquial = MALAY_COLLOQUIAL.exec(text);
    if (colloquial) out.push(`"${colloquial[0]}" is colloquial Malay, not the standard a pupil is taught`);
  }
  const american = language === 'en' ? AMERICAN.exec(text) : null;
  if (american) out.push(`"${american[0]}" is American spelling`);
  return out;
}

/**
 * A word ladder teaches that every step is a word: each rung must change one letter and be a real
 * word (in the library or a word list), and the ladder must end at the item's word.
 */
function ladderRungProblems(language: Language, item: TopicItem, ctx: CheckContext): ItemFinding[] {
  const ladder = item.ladder ?? [];
  const out: ItemFinding[] = ladderProblems(ladder).map((m): ItemFinding => ['ladder', m]);
  const last = ladder[ladder.length - 1];
  if (last !== undefined && !sameLetters(last, item.word, { ignoreCase: true })) {
    out.push(['ladder', `the ladder ends at "${last}", not at the word "${item.word}"`]);
  }
  for (const rung of ladder.slice(0, -1)) {
    if (!ctx.libraryWord(language, rung) && !ctx.listedWord(language, rung)) {
      out.push(['ladder', `"${rung}" is not a word the library or the ${LANGUAGE_NAMES[language]} word list knows`]);
    }
  }
  return out;
}

function requiredFields(topic: Topic, item: TopicItem, saying: boolean): ItemFinding[] {
  const out: ItemFinding[] = [];
  const missing = (what: string) => out.push(['missing-field', what]);
  if (!/[\p{L}]/u.test(item.word)) missing('no word');
  if (!item.clue?.trim()) missing('no clue');
  if (!item.sentence?.trim()) missing('no example sentence');
  if (item.misspellings.length > 3) out.push(['missing-field', `${item.misspellings.length} misspellings: give at most 3`]);
  const set = topicSet(topic);
  if (saying && !item.meaning?.trim()) missing('no meaning (a saying needs its meaning)');
  const others = LANGUAGES.filter((l) => l !== topic.language);
  const needsTranslations = saying ? set !== undefined && SETS_WITH_MEANINGS_IN_ALL_LANGUAGES.has(set) : !topic.monolingual;
  if (needsTranslations) {
    for (const other of others) {
      if (!item.translations[other]?.trim()) {
        missing(saying ? `no ${LANGUAGE_NAMES[other]} meaning in translations.${other}` : `no ${LANGUAGE_NAMES[other]} translation`);
      }
    }
  }
  return out;
}

/** Spelling the language cannot have, whatever the word. `headword` decides which loanword endings are allowed. */
export function formProblems(language: Language, form: string, headword: string): string[] {
  if (language === 'ta') return tamilSpellingProblems(form, { headword }).map((p) => p.message);
  const stray = latinFormProblem(form);
  return stray ? [stray] : [];
}

function misspellingProblems(language: Language, item: TopicItem, ctx: CheckContext): ItemFinding[] {
  const out: ItemFinding[] = [];
  const seen: string[] = [];
  const wordTokens = new Set(textWords(item.word).map(wordKey));
  for (const m of item.misspellings) {
    const quoted = `the misspelling "${m}"`;
    if (sameLetters(m, item.word, { ignoreCase: true })) {
      out.push(['duplicate', `${quoted} is the word itself`]);
      continue;
    }
    if (seen.some((s) => sameLetters(s, m, { ignoreCase: true }))) {
      out.push(['duplicate', `${quoted} is given twice`]);
      continue;
    }
    seen.push(m);
    const impossible = formProblems(language, m, item.word);
    for (const problem of impossible) out.push(['impossible-form', `${quoted}: ${problem}`]);
    const implausible = impossible.length ? undefined : implausibleDistractor(language, item.word, m);
    if (implausible) out.push(['distractor', `${quoted} is no error a child makes: ${implausible}`]);
    if (language === 'bm' && onlyDoublesAConsonant(item.word, m)) {
      out.push(['doubled-consonant', `${quoted} only doubles a consonant, which Malay spelling does not do`]);
    }
    const real = realWordSource(language, item.word, m, wordTokens, ctx);
    const what = textWords(m).length > 1 ? `made of real ${LANGUAGE_NAMES[language]} words` : `a real ${LANGUAGE_NAMES[language]} word`;
    if (real) out.push(['misspelling-is-a-word', `${quoted} is ${what} (${real})`]);
  }
  return out;
}

/**
 * At least MIN_DISTRACTORS good misspellings, or as many as the word allows when it allows fewer
 * (a one-letter word has one at most): the candidates content:suggest would offer, filtered by the
 * same rules, decide what the word allows.
 */
function tooFewDistractors(language: Language, item: TopicItem, findings: ItemFinding[], ctx: CheckContext): ItemFinding[] {
  const refused = new Set(findings.map(([, message]) => /^the misspelling "(.*?)"/.exec(message)?.[1]).filter(Boolean));
  const good = item.misspellings.filter((m) => !refused.has(m));
  if (good.length >= MIN_DISTRACTORS) return [];
  const allowed = suggestMisspellings(language, item.word).filter(
    ({ misspelling }) =>
      !good.some((g) => sameLetters(g, misspelling, { ignoreCase: true })) && misspellingRefusals(language, item.word, misspelling, ctx).length === 0,
  );
  const needed = Math.min(MIN_DISTRACTORS, good.length + allowed.length);
  if (good.length >= needed) return [];
  const offer = allowed.slice(0, 3).map((a) => a.misspelling);
  return [
    [
      'distractor',
      `${good.length} misspelling${good.length === 1 ? '' : 's'} a child could write: give ${needed}${offer.length ? ` (such as ${offer.join(', ')})` : ''}`,
    ],
  ];
}

/**
 * Where a misspelling is a real word: the whole form, or (for a phrase) every word in it that
 * differs from the headword's own words: "ice scream" is two real words, "ice creem" is not.
 */
function realWordSource(language: Language, word: string, misspelling: string, wordTokens: Set<string>, ctx: CheckContext): string | undefined {
  const lookup = (w: string) => {
    const library = ctx.libraryWord(language, w);
    if (library) return `used in ${library}`;
    const list = ctx.listedWord(language, w);
    return list ? `in the ${list} word list` : undefined;
  };
  const whole = lookup(misspelling);
  if (whole) return whole;
  const changed = textWords(misspelling).filter((t) => !wordTokens.has(wordKey(t)));
  if (changed.length === 0 || textWords(misspelling).length < 2) return undefined;
  const sources = changed.map(lookup);
  return sources.every(Boolean) ? changed.map((c, i) => `"${c}" ${sources[i]}`).join('; ') : undefined;
}

/**
 * Why the check would refuse `misspelling` as an error for `word` (empty when it would accept it):
 * what the suggestion helper filters its candidates with.
 */
export function misspellingRefusals(language: Language, word: string, misspelling: string, ctx: CheckContext): ItemFinding[] {
  const item: TopicItem = { word, misspellings: [misspelling], translations: {}, tags: [] };
  return [...misspellingProblems(language, item, ctx), ...blockedProblems(language, { ...item, word: '' }, ctx)];
}

function blockedProblems(language: Language, item: TopicItem, ctx: CheckContext): ItemFinding[] {
  const out: ItemFinding[] = [];
  const check = (lang: Language, what: string, text: string | undefined) => {
    if (!text) return;
    const blocked = ctx.blocked(lang);
    const whole = wordKey(text);
    const hits = new Set([
      ...(blocked.has(whole) ? [whole] : []),
      ...textWords(text)
        .map(wordKey)
        .filter((w) => blocked.has(w)),
    ]);
    for (const hit of hits) out.push(['blocked-word', `${what} has "${hit}", which is on the ${LANGUAGE_NAMES[lang]} block list`]);
  };
  check(language, 'the word', item.word);
  item.misspellings.forEach((m) => check(language, `the misspelling "${m}"`, m));
  check(language, 'the sentence', item.sentence);
  check(language, 'the clue', item.clue);
  check(language, 'the meaning', item.meaning);
  for (const other of LANGUAGES) check(other, `the ${LANGUAGE_NAMES[other]} translation`, item.translations[other]);
  return out;
}

type Add = (rule: RuleId, message: string, item?: { index: number; word: string }) => void;

function checkCategories(topic: Topic, add: Add): void {
  const withCategory = topic.items.filter((i) => i.category).length;
  if (withCategory === 0) return;
  if (withCategory !== topic.items.length) add('category', `${withCategory} of ${topic.items.length} items have a category: give all or none`);
  if (new Set(topic.items.map((i) => i.category).filter(Boolean)).size < 2) add('category', 'all items share one category: give at least two, or none');
}

function checkPictures(topic: Topic, ctx: CheckContext, add: Add): void {
  const owner = new Map<string, number>();
  topic.items.forEach((item, i) => {
    const at = { index: i + 1, word: item.word };
    for (const message of pictureTagProblems(topic, item, ctx)) add('picture', message, at);
    if (!item.image) return;
    const first = owner.get(item.image);
    if (first !== undefined) add('picture', `picture "${item.image}" is also item #${first}'s`, at);
    else owner.set(item.image, i + 1);
  });
}

/**
 * `abstract` says a word cannot be drawn (an idea, a relation, an event); `no-picture` says it is a
 * thing that can be seen but no picture we ship shows it well enough (issue 25.3). The data page
 * counts a no-picture item as a concrete noun without its picture; an abstract one it leaves out,
 * so `abstract` must not hide a thing: it is refused in the themes of things and on a word that one
 * of our pictures is named after.
 */
export function pictureTagProblems(topic: Topic, item: TopicItem, ctx: CheckContext): string[] {
  const out: string[] = [];
  const abstract = item.tags.includes(ABSTRACT_TAG);
  const noPicture = item.tags.includes(NO_PICTURE_TAG);
  if (item.image && !ctx.pictureExists(item.image)) out.push(`picture "${item.image}" is neither an icon we ship nor one of our drawings`);
  if (item.image && (abstract || noPicture)) out.push(`it has a picture, so it is not "${abstract ? ABSTRACT_TAG : NO_PICTURE_TAG}"`);
  if (abstract && noPicture)
    out.push(`"${ABSTRACT_TAG}" and "${NO_PICTURE_TAG}" contradict each other: a word cannot be drawn, or it is a thing without its picture`);
  if (!item.image && PICTURE_THEMES.has(topic.theme) && !abstract && !noPicture) {
    out.push(`no picture in a ${topic.theme} topic (tag it "${NO_PICTURE_TAG}" if no picture shows it, "${ABSTRACT_TAG}" only if it cannot be drawn)`);
  }
  if (abstract && THING_THEMES.has(topic.theme)) {
    out.push(`"${ABSTRACT_TAG}" in a ${topic.theme} topic, whose words are things a child can see: give its picture, or tag it "${NO_PICTURE_TAG}"`);
  }
  const named = abstract ? ctx.pictureNamed?.(englishName(topic, item)) : undefined;
  if (named) out.push(`"${ABSTRACT_TAG}", but the picture "${named}" is named "${englishName(topic, item)}": use it`);
  return out;
}

function englishName(topic: Topic, item: TopicItem): string {
  return (topic.language === 'en' ? item.word : (item.translations.en ?? '')).trim().toLocaleLowerCase();
}
