import { normaliseText, type Topic, type TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import { type Rng, shuffled } from '@app/shared';
import { type RoundQuestion, type RoundState, startRound } from '../../choice/logic/questionRound';
import { distinctItems, wordKey } from '../../choice/logic/topicWords';

/**
 * `pick`: choose the right spelling among the item's misspellings (easy and medium).
 * `spot`: one word is misspelt, in the item's sentence or among other topic words; tap it (hard).
 * `correct` is always the right spelling, so feedback can teach it.
 */
export type ErrorPrompt = { mode: 'pick'; correct: string; help?: string; image?: string } | { mode: 'spot'; correct: string; inSentence: boolean };

export const ERROR_LEVELS: Record<Level, { questions: number; options: number; mode: ErrorPrompt['mode'] }> = {
  1: { questions: 6, options: 3, mode: 'pick' },
  2: { questions: 8, options: 4, mode: 'pick' },
  3: { questions: 8, options: 4, mode: 'spot' },
};

export const ERROR_MIN_ITEMS = 3;

/** Misspellings that really differ from the word (content may repeat the word by mistake). */
export function realMisspellings(item: TopicItem): string[] {
  // Case matters here: "kucing" for "Kucing" is a spelling mistake worth asking about.
  const key = (s: string) => normaliseText(s).trim();
  const seen = new Set([key(item.word)]);
  const out: string[] = [];
  for (const m of item.misspellings) {
    if (key(m) !== '' && !seen.has(key(m))) out.push(m.trim());
    seen.add(key(m));
  }
  return out;
}

export function canPlayError(topic: Topic): boolean {
  return distinctItems(topic.items).filter((item) => realMisspellings(item).length > 0).length >= ERROR_MIN_ITEMS;
}

const TRAILING_PUNCTUATION = /[.,!?;:'"”’)]+$/u;

/** The sentence as words, with the item's word (a whole word, not inside another) swapped for a misspelling. */
export function misspeltSentence(sentence: string, word: string, misspelling: string): { tokens: string[]; wrongIndex: number } | undefined {
  const tokens = sentence.trim().split(/\s+/);
  const wanted = wordKey(word);
  const index = tokens.findIndex((t) => wordKey(t.replace(TRAILING_PUNCTUATION, '')) === wanted);
  const token = tokens[index];
  if (token === undefined || tokens.length < 2) return undefined;
  const punctuation = token.match(TRAILING_PUNCTUATION)?.[0] ?? '';
  const swapped = tokens.map((t, i) => (i === index ? misspelling + punctuation : t));
  // If the misspelling is also another word of the sentence, two options would read alike.
  if (swapped.filter((t) => t === swapped[index]).length > 1) return undefined;
  return { tokens: swapped, wrongIndex: index };
}

function pickQuestion(item: TopicItem, options: number, language: Topic['language'], rng: Rng): RoundQuestion<ErrorPrompt> {
  const wrong = shuffled(realMisspellings(item), rng).slice(0, options - 1);
  const help = item.meaning ?? item.clue ?? (language === 'en' ? item.translations.ta : item.translations.en);
  return {
    prompt: { mode: 'pick', correct: item.word, ...(help ? { help } : {}), ...(item.image ? { image: item.image } : {}) },
    answer: item.word,
    options: shuffled([item.word, ...wrong], rng),
  };
}

function spotQuestion(item: TopicItem, pool: readonly TopicItem[], options: number, rng: Rng): RoundQuestion<ErrorPrompt> | undefined {
  const misspelling = shuffled(realMisspellings(item), rng)[0];
  if (!misspelling) return undefined;
  const inSentence = item.sentence ? misspeltSentence(item.sentence, item.word, misspelling) : undefined;
  if (inSentence) {
    const answer = inSentence.tokens[inSentence.wrongIndex] ?? misspelling;
    return { prompt: { mode: 'spot', correct: item.word, inSentence: true }, answer, word: item.word, options: inSentence.tokens };
  }
  const others = shuffled(
    pool.filter((other) => other !== item),
    rng,
  )
    .slice(0, options - 1)
    .map((o) => o.word);
  if (others.length === 0) return undefined;
  return {
    prompt: { mode: 'spot', correct: item.word, inSentence: false },
    answer: misspelling,
    word: item.word,
    options: shuffled([misspelling, ...others], rng),
  };
}

export function generateErrorRound(topic: Topic, level: Level, rng: Rng): RoundState<ErrorPrompt> {
  const { questions: wanted, options, mode } = ERROR_LEVELS[level];
  const pool = distinctItems(topic.items);
  const questions: RoundQuestion<ErrorPrompt>[] = [];
  for (const item of shuffled(
    pool.filter((i) => realMisspellings(i).length > 0),
    rng,
  )) {
    if (questions.length >= wanted) break;
    const question = mode === 'pick' ? pickQuestion(item, options, topic.language, rng) : spotQuestion(item, pool, options, rng);
    if (question) questions.push(question);
  }
  return startRound(level, questions);
}
