import { normaliseText, type TopicItem } from '@app/shared';
import { type Rng, shuffled } from '@app/shared';

/**
 * The form two words are compared in: NFC, no joiners, trimmed, without case. Equal keys are
 * exactly what `sameLetters(a, b, { ignoreCase: true })` calls the same; a key is computed once
 * per word instead of segmenting both words on every comparison.
 */
export function wordKey(word: string): string {
  return normaliseText(word).trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** Distinct words of the topic (the same word twice would give two identical options). */
export function distinctItems(items: readonly TopicItem[]): TopicItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = wordKey(item.word);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Wrong options: other words of the same topic (never one of `alsoRight`), preferring the same category (harder to guess). */
export function pickDistractors(answer: TopicItem, pool: readonly TopicItem[], count: number, rng: Rng, alsoRight: readonly string[] = []): string[] {
  const right = new Set([answer.word, ...alsoRight].map(wordKey));
  const others = shuffled(
    pool.filter((item) => !right.has(wordKey(item.word))),
    rng,
  );
  const sameCategory = answer.category ? others.filter((item) => item.category === answer.category) : [];
  const rest = others.filter((item) => !sameCategory.includes(item));
  return [...sameCategory, ...rest].slice(0, count).map((item) => item.word);
}
