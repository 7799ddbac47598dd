import type { Topic } from '@app/shared/node';
import type { Queryable } from '../../src/db/database';
import { upsertTopic } from '../../src/content/topicRepository';

const WORDS = ['புலி', 'யானை', 'குரங்கு', 'மயில்', 'கரடி', 'முயல்', 'ஒட்டகம்', 'கிளி', 'பூனை', 'நாய்'];

/** A Tamil topic whose items feed every word and question game (clue, sentence, picture, misspelling). */
export function animalTopic(key = 'pre-generated-ta-test-animals'): Topic {
  return {
    key,
    language: 'ta',
    title: 'விலங்குகள்',
    year: 2,
    theme: 'animals',
    items: WORDS.map((word, i) => ({
      word,
      meaning: `animal ${i}`,
      translations: { en: `animal ${i}` },
      clue: `${word} clue`,
      sentence: `இது ஒரு ${word} ஆகும் என்று நான் சொன்னேன்`,
      misspellings: [],
      category: i % 2 === 0 ? 'wild' : 'home',
      image: `pic-${i}`,
      tags: [],
    })),
  };
}

export async function insertTopic(db: Queryable, topic: Topic = animalTopic(), ownerId: string | null = null): Promise<Topic> {
  await upsertTopic(db, topic, ownerId);
  return topic;
}
