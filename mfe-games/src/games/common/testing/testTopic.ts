import type { Topic } from '@app/shared';

/** A small Tamil topic for component tests (clues, no sentences or misspellings). */
export const TEST_TOPIC: Topic = {
  key: 'pre-generated-ta-animals',
  language: 'ta',
  title: 'விலங்குகள்',
  year: 1,
  theme: 'animals',
  items: ['யானை', 'பூனை', 'குதிரை', 'முயல்', 'கரடி', 'மயில்'].map((word) => ({ word, clue: `${word} clue`, translations: {}, misspellings: [], tags: [] })),
};
