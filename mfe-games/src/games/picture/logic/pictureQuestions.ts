import type { Topic, TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import { type Rng, shuffled } from '@app/shared';
import { startRound, type RoundQuestion, type RoundState } from '../../choice/logic/questionRound';
import { distinctItems, pickDistractors } from '../../choice/logic/topicWords';

export interface PicturePrompt {
  kind: 'picture';
  image: string;
}

export const PICTURE_LEVELS: Record<Level, { questions: number; options: number }> = {
  1: { questions: 6, options: 3 },
  2: { questions: 8, options: 4 },
  3: { questions: 10, options: 6 },
};

/** Items whose picture is theirs alone: two words sharing a picture would make two right answers. */
export function pictureItems(items: readonly TopicItem[]): TopicItem[] {
  const pool = distinctItems(items).filter((i) => i.image);
  return pool.filter((item) => pool.filter((o) => o.image === item.image).length === 1);
}

/** See a picture, choose its word (docs/architecture.md "Games" "picture"); wrong options come from the same topic. */
export function generatePictureRound(topic: Topic, level: Level, rng: Rng): RoundState<PicturePrompt> {
  const { questions: wanted, options } = PICTURE_LEVELS[level];
  const pool = distinctItems(topic.items);
  const questions: RoundQuestion<PicturePrompt>[] = shuffled(pictureItems(topic.items), rng)
    .slice(0, wanted)
    .map((item) => ({
      prompt: { kind: 'picture', image: item.image as string },
      answer: item.word,
      options: shuffled([item.word, ...pickDistractors(item, pool, options - 1, rng)], rng),
    }));
  return startRound(level, questions);
}
