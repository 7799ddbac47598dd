import { GAME_IDS, gameOfCategory, quizCategoryOf, type GameId } from './gameIds';
import { chargeHints, GAME_SCORING, hintCost, maxScore, minPlausibleDurationMs, nearMissCredit, parTimeMs, type ScoreLevel } from './gameScoring';
import { canPlayTopic, maxScoreForTopic } from './gameItems';
import type { TopicItem } from '../content/topicSchema';

const LEVELS: ScoreLevel[] = [1, 2, 3];

describe('maxScore(game, { level, itemCount }): the most each game can award', () => {
  it.each<[GameId, ScoreLevel, number, number]>([
    // one-answer questions: 10 a question, whatever the level
    ['choice', 1, 6, 60],
    ['choice', 3, 10, 100],
    ['picture', 2, 8, 80],
    ['error', 3, 8, 80],
    ['blank', 3, 8, 80],
    ['audio', 1, 6, 60],
    ['phrase', 2, 8, 80],
    // a short topic plays fewer questions
    ['choice', 3, 4, 40],
    // never more units than the level's round holds, however big the topic
    ['choice', 1, 40, 60],
    ['match', 3, 8, 80],
    // 10 × level a word
    ['jumble', 2, 8, 160],
    ['spell', 3, 10, 300],
    ['search', 3, 12, 360],
    ['cross', 1, 5, 50],
    // change: 20 × level a ladder climbed, four ladders on medium
    ['change', 2, 6, 160],
    // hangman: 10 × level a word plus a point for each life left (8, 6, 5)
    ['guess', 1, 3, 54],
    ['guess', 3, 5, 175],
    // tile: a word at the first of six tries is 30 × level
    ['tile', 2, 3, 180],
    ['pair', 3, 8, 240],
    ['group', 2, 9, 180],
    ['mark', 1, 3, 30],
    // ordering games: 10, 15, 20 a round
    ['stack', 3, 3, 60],
    ['reform', 2, 5, 75],
    ['search', 1, 0, 0],
  ])('%s level %d with %d items: %d', (game, level, itemCount, expected) => {
    expect(maxScore(game, { level, itemCount })).toBe(expected);
  });

  it('refuses nonsense item counts instead of inflating the ceiling', () => {
    expect(maxScore('choice', { level: 1, itemCount: -3 })).toBe(0);
    expect(maxScore('choice', { level: 1, itemCount: Number.NaN })).toBe(0);
    expect(maxScore('choice', { level: 1, itemCount: 2.9 })).toBe(20);
  });

  it('has a rule for each of the 19 games, each with a quiz category', () => {
    expect(Object.keys(GAME_SCORING).sort()).toEqual([...GAME_IDS].sort());
    for (const game of GAME_IDS) expect(gameOfCategory(quizCategoryOf(game))).toBe(game);
    expect(gameOfCategory('Nonsense')).toBeUndefined();
  });
});

describe('hints always cost', () => {
  it.each(GAME_IDS.flatMap((g) => LEVELS.map((l) => [g, l] as const)))('%s level %d: a hint costs at least a point', (game, level) => {
    expect(hintCost(game, level)).toBeGreaterThanOrEqual(1);
  });

  it.each(GAME_IDS.flatMap((g) => LEVELS.map((l) => [g, l] as const)))(
    '%s level %d: pressing only the hint button never keeps the maximum score',
    (game, level) => {
      const best = maxScore(game, { level, itemCount: GAME_SCORING[game].unitsPerRound[level] });
      expect(chargeHints(game, level, best, 1)).toBeLessThan(best);
    },
  );

  it.each<[GameId, ScoreLevel, number, number, number]>([
    // a hint takes away a wrong option: 3 points
    ['choice', 1, 60, 2, 54],
    // a hint that gives a pair away costs the pair
    ['match', 1, 40, 4, 0],
    ['pair', 2, 120, 1, 100],
    // a hint that shows one letter costs 2 × level
    ['jumble', 3, 300, 5, 270],
    // never below zero
    ['group', 3, 30, 4, 0],
  ])('%s level %d: %d earned with %d hints → %d', (game, level, earned, hints, expected) => {
    expect(chargeHints(game, level, earned, hints)).toBe(expected);
  });
});

describe('near misses per game', () => {
  it.each<[GameId, ScoreLevel, string]>([
    ['spell', 1, 'partial'],
    ['spell', 2, 'almost'],
    ['spell', 3, 'almost'],
    ['blank', 1, 'none'],
    ['blank', 3, 'partial'],
    ['audio', 3, 'partial'],
    ['phrase', 3, 'partial'],
    ['guess', 1, 'none'],
    ['tile', 3, 'none'],
    ['cross', 2, 'none'],
    ['jumble', 1, 'none'],
  ])('%s level %d: a near miss counts %s', (game, level, credit) => {
    expect(nearMissCredit(game, level)).toBe(credit);
  });
});

describe('time facts for the api and the stars', () => {
  it('a score needs at least the units that earn it, each at the fastest plausible pace', () => {
    expect(minPlausibleDurationMs('choice', { level: 1, itemCount: 6, score: 0 })).toBe(0);
    expect(minPlausibleDurationMs('choice', { level: 1, itemCount: 6, score: 60 })).toBe(6000);
    // 31 points of choice need four right answers
    expect(minPlausibleDurationMs('choice', { level: 1, itemCount: 6, score: 31 })).toBe(4000);
    expect(minPlausibleDurationMs('tile', { level: 3, itemCount: 3, score: 270 })).toBe(9000);
  });

  it('par time grows with the round', () => {
    expect(parTimeMs('choice', { level: 1, itemCount: 6 })).toBe(72_000);
    expect(parTimeMs('choice', { level: 3, itemCount: 10 })).toBe(120_000);
  });
});

describe('maxScoreForTopic: the api ceiling from the topic itself', () => {
  const item = (word: string, extra: Partial<TopicItem> = {}): TopicItem => ({ word, translations: {}, misspellings: [], tags: [], ...extra });
  const animals = ['புலி', 'யானை', 'குரங்கு', 'மயில்', 'கரடி', 'முயல்', 'ஒட்டகம்'].map((w) => item(w, { clue: `${w}?`, image: w }));

  it('uses only the items the game accepts, capped by the level', () => {
    expect(maxScoreForTopic('picture', 1, { items: animals })).toBe(60);
    expect(maxScoreForTopic('picture', 3, { items: animals })).toBe(70);
    expect(maxScoreForTopic('jumble', 2, { items: animals })).toBe(140);
  });

  it('is 0 for a game the topic cannot feed (no sentences, no misspellings)', () => {
    expect(canPlayTopic('blank', { items: animals })).toBe(false);
    expect(maxScoreForTopic('blank', 1, { items: animals })).toBe(0);
    expect(maxScoreForTopic('error', 1, { items: animals })).toBe(0);
  });
});
