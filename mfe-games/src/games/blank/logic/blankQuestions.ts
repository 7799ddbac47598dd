import { type Language, letters, type Topic, type TopicItem } from '@app/shared';
import { translationLanguages } from '../../match/logic/matchBoard';
import type { Level } from '../../common/levels';
import { type Rng, shuffled } from '../../common/seededRandom';
import { distinctItems, pickDistractors, wordKey } from '../../choice/logic/topicWords';
import { type RoundQuestion, type RoundState, startRound } from '../../choice/logic/questionRound';

/** The item's sentence cut around the word, plus what helps the player find it. */
export interface BlankPrompt {
  before: string;
  after: string;
  /** letters in the missing word, shown as one box per letter on the typed level */
  letterCount: number;
  image?: string;
  /** the word in the pupils' other school language, shown on the typed level */
  translation?: string;
  translationLanguage?: Language;
}

export const BLANK_LEVELS: Record<Level, { questions: number; options: number }> = {
  1: { questions: 6, options: 3 },
  2: { questions: 8, options: 4 },
  // typed: no options
  3: { questions: 8, options: 0 },
};

export const BLANK_MIN_SENTENCES = 3;

/**
 * Where the word sits in its sentence, found letter by letter so the cut never falls inside a
 * Tamil letter (பால் must not match the start of பாலை's பா + லை… nor கண the start of கணி). English
 * and Malay compare without case, so "Cat" at the start of a sentence still counts.
 */
export function splitSentence(sentence: string, word: string): { before: string; after: string } | undefined {
  const s = letters(sentence);
  const w = letters(word.trim());
  if (w.length === 0) return undefined;
  const same = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a.toLocaleLowerCase() === b.toLocaleLowerCase();
  for (let i = 0; i + w.length <= s.length; i += 1) {
    if (w.every((l, k) => same(s[i + k], l))) return { before: s.slice(0, i).join(''), after: s.slice(i + w.length).join('') };
  }
  return undefined;
}

function blankable(item: TopicItem): boolean {
  return item.sentence !== undefined && splitSentence(item.sentence, item.word) !== undefined;
}

export function canPlayBlank(topic: Topic): boolean {
  return distinctItems(topic.items).filter(blankable).length >= BLANK_MIN_SENTENCES;
}

export function generateBlankRound(topic: Topic, level: Level, rng: Rng): RoundState<BlankPrompt> {
  const { questions: wanted, options } = BLANK_LEVELS[level];
  const pool = distinctItems(topic.items);
  // "மீன் குளத்தில் நீந்துகிறது." and "வாத்து குளத்தில் நீந்துகிறது." leave the same gap: both words are right there.
  const cuts = new Map(pool.flatMap((item) => {
    const cut = item.sentence ? splitSentence(item.sentence, item.word) : undefined;
    return cut ? [[item, { ...cut, gap: `${wordKey(cut.before)}\u0000${wordKey(cut.after)}` }] as const] : [];
  }));
  const questions: RoundQuestion<BlankPrompt>[] = [];
  for (const item of shuffled([...cuts.keys()], rng).slice(0, wanted)) {
    const found = cuts.get(item);
    if (!found) continue;
    const { gap, ...cut } = found;
    const alsoRight = [...cuts].filter(([other, c]) => other !== item && c.gap === gap).map(([other]) => other.word);
    const translationLanguage = translationLanguages(topic.language).find((l) => item.translations[l]);
    const translation = translationLanguage ? item.translations[translationLanguage] : undefined;
    const prompt: BlankPrompt = {
      ...cut, letterCount: letters(item.word).length, ...(item.image ? { image: item.image } : {}), ...(translation && translationLanguage ? { translation, translationLanguage } : {}),
    };
    const choices = options > 0 ? shuffled([item.word, ...pickDistractors(item, pool, options - 1, rng, alsoRight)], rng) : [];
    questions.push({ prompt, answer: item.word, options: choices, ...(alsoRight.length > 0 ? { alsoRight } : {}) });
  }
  return startRound(level, questions);
}
