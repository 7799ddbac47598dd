import type { Topic, TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import type { Rng } from '@app/shared';
import type { RoundState } from '../../choice/logic/questionRound';
import { generateBlankRound, type BlankPrompt } from '../../blank/logic/blankQuestions';

/** A proverb or idiom: Tamil பழமொழி, Malay peribahasa, English idioms (tagged `phrase` in the content). */
export const isPhrase = (item: TopicItem): boolean => item.tags.includes('phrase') && Boolean(item.sentence);

export type PhrasePrompt = BlankPrompt & { meaning?: string };

/**
 * Complete the phrase (docs/architecture.md "Games" "phrase"): the phrase with its key word missing, and what
 * the phrase means, so the player learns the saying and not only the word. Blanking uses the
 * blank game's letter-safe cut.
 */
export function generatePhraseRound(topic: Topic, level: Level, rng: Rng): RoundState<PhrasePrompt> {
  const phrases = topic.items.filter(isPhrase);
  const round = generateBlankRound({ ...topic, items: phrases }, level, rng);
  return {
    ...round,
    questions: round.questions.map((q) => {
      const meaning = phrases.find((p) => p.word === q.answer)?.meaning;
      // the meaning replaces the translation: a word-for-word translation of a proverb misleads
      const { translation: _translation, ...rest } = q.prompt;
      return { ...q, prompt: { ...rest, ...(meaning ? { meaning } : {}) } };
    }),
  };
}
