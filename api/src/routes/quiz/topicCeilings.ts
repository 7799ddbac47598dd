import { gameItems, maxScoreForTopic, normaliseText, scoredUnits, type GameId, type ScoreLevel, type Topic } from '@app/shared/node';
import type { Queryable } from '../../db/database';

/** What a score is judged against: the topic's language and, per game and level, its ceiling. */
export interface TopicFacts {
  key: string;
  language: Topic['language'];
  /** maxScoreForTopic for the game's three levels (index 0 = level 1) */
  ceilings(game: GameId): readonly [number, number, number];
  /** whether a word (as an item record names it) is one of the topic's items */
  hasWord(word: string): boolean;
  /** the most units (items) a round of the game at that level can have on this topic */
  roundUnits(game: GameId, level: ScoreLevel): number;
}

const LEVELS: ScoreLevel[] = [1, 2, 3];
const CACHE_SIZE = 2000;
/** A topic's version is checked again after this long: an edited custom topic's ceilings follow soon. */
const RECHECK_MS = 30_000;

/**
 * A game's ceilings are worked out the first time a score of that game arrives: each filters every
 * item of the topic, and doing it for every game at once made a topic's first save in a class
 * burst wait for games nobody was playing.
 */
function factsOf(key: string, language: Topic['language'], items: Topic['items']): TopicFacts {
  const known = new Map<GameId, readonly [number, number, number]>();
  const usable = new Map<GameId, number>();
  const words = new Set(items.map((i) => normaliseText(i.word).trim()));
  return {
    key,
    language,
    ceilings(game) {
      let c = known.get(game);
      if (!c) known.set(game, (c = LEVELS.map((level) => maxScoreForTopic(game, level, { items })) as [number, number, number]));
      return c;
    },
    hasWord: (word) => words.has(normaliseText(word).trim()),
    roundUnits(game, level) {
      let n = usable.get(game);
      if (n === undefined) usable.set(game, (n = gameItems(game, { items }).length));
      return scoredUnits(game, { level, itemCount: n });
    },
  };
}

/**
 * The facts of a stored topic (bundled, custom or AI-made), or undefined when no topic has the key.
 * Ceilings need every item, so they are computed once per version of a topic (its content hash)
 * and kept; the version is read again at most every 30 s, so most saves cost no read at all. A
 * deleted topic is noticed within that time too.
 */
export function createTopicFacts(db: Queryable) {
  const cache = new Map<string, { version: string; facts: TopicFacts; checkedAt: number }>();
  return async function topicFacts(key: string, now = Date.now()): Promise<TopicFacts | undefined> {
    const recent = cache.get(key);
    if (recent && now - recent.checkedAt < RECHECK_MS) return recent.facts;
    const head = (
      await db.query<{ language: Topic['language']; version: string }>(
        `SELECT language, COALESCE(content_hash, updated_at::text) AS version FROM topics WHERE key = $1`,
        [key],
      )
    ).rows[0];
    if (!head) return undefined;
    const hit = cache.get(key);
    if (hit && hit.version === head.version) {
      hit.checkedAt = now;
      return hit.facts;
    }
    const row = (await db.query<{ items: Topic['items'] | string }>('SELECT items FROM topics WHERE key = $1', [key])).rows[0];
    if (!row) return undefined;
    const items = typeof row.items === 'string' ? (JSON.parse(row.items) as Topic['items']) : row.items;
    const facts = factsOf(key, head.language, items);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, { version: head.version, facts, checkedAt: now });
    return facts;
  };
}
export type TopicFactsReader = ReturnType<typeof createTopicFacts>;
