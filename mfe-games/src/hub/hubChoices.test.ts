import type { TopicSummary } from '@app/shared';
import { gamePath, resumableGames, topicsForYear, yearsOf } from './hubChoices';

const summary = (key: string, year: number, title: string): TopicSummary => ({
  key: `pre-generated-ta-${key}`,
  language: 'ta',
  title,
  year,
  theme: key,
  itemCount: 15,
});
const TOPICS = [summary('food', 3, 'உணவு'), summary('family', 1, 'குடும்பம்'), summary('animals', 2, 'விலங்குகள்'), summary('body', 1, 'உடல்')];
const progress = (game: string, topicKey: string, savedAt: string, finished = false) =>
  JSON.stringify({ v: 1, game, topicKey, level: 1, seed: 1, elapsedMs: 1, score: 1, correct: 1, attempted: 1, hintsUsed: 0, finished, savedAt, state: {} });

describe('hubChoices', () => {
  it('should list the years that have topics', () => expect(yearsOf(TOPICS)).toEqual([1, 2, 3]));

  it('should show one year, or every year, in year order', () => {
    expect(topicsForYear(TOPICS, 1).map((t) => t.theme)).toEqual(['body', 'family']);
    expect(topicsForYear(TOPICS, null).map((t) => t.year)).toEqual([1, 1, 2, 3]);
  });

  it('should offer to resume only unfinished, readable games, newest first', () => {
    const k = 'pre-generated-ta-food';
    const list = resumableGames([
      { quiz_category: 'Jumble', topic_key: k, progress_state: progress('jumble', k, '2026-11-20') },
      { quiz_category: 'Search', topic_key: k, progress_state: progress('search', k, '2026-11-21') },
      { quiz_category: 'Guess', topic_key: k, progress_state: progress('guess', k, '2026-11-22', true) },
      { quiz_category: 'Spell', topic_key: k, progress_state: 'not json' },
      { quiz_category: 'Choice', topic_key: k, progress_state: progress('match', k, '2026-11-22') },
    ]);
    expect(list.map((r) => r.game.id)).toEqual(['search', 'jumble']);
  });

  it('should link a game to its topic', () => expect(gamePath({ path: '/search' }, 'pre-generated-ta-food')).toBe('/search?topic=pre-generated-ta-food'));
});
