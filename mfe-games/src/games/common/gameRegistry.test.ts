import type { Topic, TopicItem } from '@app/shared';
import { GAMES, gamesForTopic, isGridWord } from './gameRegistry';

const item = (word: string, extra: Partial<TopicItem> = {}): TopicItem => ({ word, translations: {}, misspellings: [], tags: [], ...extra });
const topic = (items: TopicItem[]): Pick<Topic, 'items'> => ({ items });

describe('gameRegistry', () => {
  it('should give every game its own SPEC quiz category', () => {
    expect(new Set(GAMES.map((g) => g.quizCategory)).size).toBe(GAMES.length);
  });

  const words: [string, boolean][] = [
    ['யானை', true],
    ['பள்ளிக்கூடம்', true],
    ['அ', false],
    ['ice cream', false],
    ['kucing', true],
    // a hyphen or an apostrophe is no cell to find or type
    ['rumah-rumah', false],
    ["don't", false],
    ['ஸ்ரீமான்', true],
  ];
  for (const [word, ok] of words) {
    it(`should ${ok ? '' : 'not '}treat "${word}" as a grid word`, () => expect(isGridWord(word)).toBe(ok));
  }

  it('should offer only the games a topic can feed', () => {
    const bare = topic(['யானை', 'பூனை', 'நாய்', 'குதிரை', 'மாடு', 'ஆடு'].map((w) => item(w)));
    const bareGames = gamesForTopic(bare).map((g) => g.id);
    expect(bareGames).toEqual(expect.arrayContaining(['search', 'jumble', 'guess']));
    for (const needsMore of ['cross', 'spell', 'blank', 'error', 'choice', 'match']) expect(bareGames).not.toContain(needsMore);
    const rich = topic(
      ['யானை', 'பூனை', 'நாய்', 'குதிரை', 'மாடு', 'ஆடு'].map((w) =>
        item(w, {
          clue: 'c',
          meaning: 'm',
          sentence: `இது ஒரு ${w}.`,
          misspellings: ['x'],
          image: `img-${w}`,
          audio: `ta-${w}`,
          tags: ['phrase'],
          category: w.length % 2 ? 'a' : 'b',
        }),
      ),
    );
    expect(gamesForTopic(rich).map((g) => g.id)).toEqual(
      expect.arrayContaining(['search', 'cross', 'jumble', 'guess', 'spell', 'blank', 'error', 'choice', 'match']),
    );
  });

  it('should offer nothing for a topic with too few words', () => {
    expect(gamesForTopic(topic([item('யானை', { clue: 'c' })]))).toEqual([]);
  });
});
