import type { Language, Topic, TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import { type Rng, shuffled } from '@app/shared';
import { type RoundQuestion, type RoundState, startRound } from './questionRound';
import { distinctItems, pickDistractors, wordKey } from './topicWords';

/** What a choice question shows; the player picks the topic word it describes. */
export type ChoicePrompt =
  | { kind: 'picture'; image: string }
  | { kind: 'translation'; text: string; language: Language }
  | { kind: 'meaning'; text: string }
  | { kind: 'clue'; text: string };
export type ChoicePromptKind = ChoicePrompt['kind'];

export const CHOICE_LEVELS: Record<Level, { questions: number; options: number; prefer: ChoicePromptKind[] }> = {
  // easy: see it or read it in another language; hard: read a definition or a riddle-like clue
  1: { questions: 6, options: 3, prefer: ['picture', 'translation', 'meaning', 'clue'] },
  2: { questions: 8, options: 4, prefer: ['translation', 'meaning', 'picture', 'clue'] },
  3: { questions: 10, options: 5, prefer: ['clue', 'meaning', 'translation', 'picture'] },
};

/** Fewer than three distinct words make a question with one wrong option at most: no game. */
export const CHOICE_MIN_WORDS = 3;

/** Every prompt one item can feed, in no particular order. */
export function choicePrompts(item: TopicItem, topicLanguage: Language): ChoicePrompt[] {
  const prompts: ChoicePrompt[] = [];
  if (item.image) prompts.push({ kind: 'picture', image: item.image });
  for (const language of ['ta', 'en', 'bm'] as const) {
    const text = item.translations[language];
    if (language !== topicLanguage && text && wordKey(text) !== wordKey(item.word)) prompts.push({ kind: 'translation', text, language });
  }
  if (item.meaning) prompts.push({ kind: 'meaning', text: item.meaning });
  if (item.clue) prompts.push({ kind: 'clue', text: item.clue });
  return prompts;
}

export function canPlayChoice(topic: Topic): boolean {
  const items = distinctItems(topic.items);
  return items.length >= CHOICE_MIN_WORDS && items.some((item) => choicePrompts(item, topic.language).length > 0);
}

function promptText(prompt: ChoicePrompt): string {
  return prompt.kind === 'picture' ? `picture:${prompt.image}` : `${prompt.kind}:${wordKey(prompt.text)}`;
}

export function generateChoiceRound(topic: Topic, level: Level, rng: Rng): RoundState<ChoicePrompt> {
  const { questions: wanted, options, prefer } = CHOICE_LEVELS[level];
  const pool = distinctItems(topic.items);
  const promptsOf = new Map(pool.map((item) => [item, choicePrompts(item, topic.language)]));
  // A prompt two items share (two animals "with four legs") would make two options right.
  const uses = new Map<string, number>();
  for (const prompts of promptsOf.values()) for (const text of new Set(prompts.map(promptText))) uses.set(text, (uses.get(text) ?? 0) + 1);
  const playable = shuffled(
    pool.filter((item) => (promptsOf.get(item) ?? []).length > 0),
    rng,
  );
  const questions: RoundQuestion<ChoicePrompt>[] = [];
  for (const item of playable.slice(0, wanted)) {
    const prompts = (promptsOf.get(item) ?? []).filter((p) => uses.get(promptText(p)) === 1);
    const prompt = prefer.map((kind) => prompts.find((p) => p.kind === kind)).find((p) => p !== undefined);
    if (!prompt) continue;
    const distractors = pickDistractors(item, pool, options - 1, rng);
    questions.push({ prompt, answer: item.word, options: shuffled([item.word, ...distractors], rng) });
  }
  return startRound(level, questions);
}
