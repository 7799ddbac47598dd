import { wordLetters, type Topic } from '@app/shared';
import type { Level } from '../../common/levels';
import { type Rng, shuffled } from '@app/shared';
import { startRound, type RoundQuestion, type RoundState } from '../../choice/logic/questionRound';
import { distinctItems, pickDistractors } from '../../choice/logic/topicWords';

export interface AudioPrompt {
  kind: 'audio';
  audio: string;
  /** letters in the answer (the typed level shows one box per letter) */
  letterCount: number;
  /**
   * Never set: the word in another language would let a child answer without listening. Kept
   * optional so prompts saved by an older version still load.
   */
  translation?: string;
}

/** Easy and medium: hear and choose; hard: hear and type, with nothing on screen but the sound. */
export const AUDIO_LEVELS: Record<Level, { questions: number; options: number }> = {
  1: { questions: 6, options: 3 },
  2: { questions: 8, options: 4 },
  3: { questions: 8, options: 0 },
};

export function generateAudioRound(topic: Topic, level: Level, rng: Rng): RoundState<AudioPrompt> {
  const { questions: wanted, options } = AUDIO_LEVELS[level];
  const pool = distinctItems(topic.items);
  const questions: RoundQuestion<AudioPrompt>[] = shuffled(
    pool.filter((i) => i.audio),
    rng,
  )
    .slice(0, wanted)
    .map((item) => ({
      prompt: { kind: 'audio', audio: item.audio as string, letterCount: wordLetters(item.word).length },
      answer: item.word,
      options: options === 0 ? [] : shuffled([item.word, ...pickDistractors(item, pool, options - 1, rng)], rng),
    }));
  return startRound(level, questions);
}
