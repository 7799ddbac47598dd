import { gameOfCategory } from '../scoring/gameIds';
import type { ScoreLevel } from '../scoring/gameScoring';

/**
 * The game page's address for homework and for "practise what I missed", written and read here
 * only: the To-do list (hub and account page) writes them, the game frame reads them.
 *   /jumble?topic=<key>&assignment=<id>&level=<1-3>[&untimed=1]
 *   /jumble?topic=<key>&words=<word>&words=<word>…
 * The api checks the assignment, topic and level of every attempt, so an edited address can only
 * turn homework into free play.
 */
export interface AssignmentMode {
  id: number;
  level: ScoreLevel;
  timed: boolean;
}

export function assignmentGameLink(a: { id: number; topic_key: string; level: number; timed: boolean }, quizCategory: string): string | null {
  const game = gameOfCategory(quizCategory);
  if (!game) return null;
  const params = new URLSearchParams({ topic: a.topic_key, assignment: String(a.id), level: String(a.level) });
  if (!a.timed) params.set('untimed', '1');
  return `/${game}?${params.toString()}`;
}

/** The homework a game page was opened for, or null for free play. */
export function assignmentModeFrom(params: URLSearchParams): AssignmentMode | null {
  const id = Number(params.get('assignment'));
  const level = Number(params.get('level'));
  if (!Number.isSafeInteger(id) || id <= 0 || (level !== 1 && level !== 2 && level !== 3)) return null;
  return { id, level, timed: params.get('untimed') !== '1' };
}

/** At most this many words go in a practice address (a round never has more units). */
const MAX_PRACTICE_WORDS = 40;

export function practiceLink(gamePath: string, topicKey: string, words: readonly string[]): string {
  const params = new URLSearchParams({ topic: topicKey });
  for (const w of words.slice(0, MAX_PRACTICE_WORDS)) params.append('words', w);
  return `${gamePath}?${params.toString()}`;
}

/** The words a practice round is limited to, NFC; null when the page is not a practice round. */
export function practiceWordsFrom(params: URLSearchParams): string[] | null {
  const words = params
    .getAll('words')
    .map((w) => w.normalize('NFC').trim())
    .filter(Boolean)
    .slice(0, MAX_PRACTICE_WORDS);
  return words.length ? [...new Set(words)] : null;
}

/**
 * The items of a practice round: the practice words' items (in the topic's order) and, when a game
 * needs more items than were missed, just enough of the topic's other items that the game accepts
 * to make a round (a game of one word is no game). Without `fill`, only the practice words.
 */
export function practiceItems<T extends { word: string }>(
  items: readonly T[],
  words: readonly string[],
  fill?: { minimum: number; accepts: (item: T) => boolean },
): T[] {
  const wanted = new Set(words.map((w) => w.normalize('NFC').trim()));
  const isWanted = (i: T) => wanted.has(i.word.normalize('NFC').trim());
  const chosen = items.filter(isWanted);
  if (!fill) return chosen;
  const usable = chosen.filter(fill.accepts).length;
  if (usable === 0) return chosen;
  const extra = items.filter((i) => !isWanted(i) && fill.accepts(i)).slice(0, Math.max(0, fill.minimum - usable));
  const keep = new Set([...chosen, ...extra]);
  return items.filter((i) => keep.has(i));
}

/**
 * The hub's "practise what I missed" chooser for a topic's words: the hub lists the games those
 * words can feed (`practise` rather than `topic`, which opens the hub's own game picker).
 */
export function practiceChooserLink(topicKey: string, words: readonly string[]): string {
  const params = new URLSearchParams({ practise: topicKey });
  for (const w of words.slice(0, MAX_PRACTICE_WORDS)) params.append('words', w);
  return `/home?${params.toString()}`;
}
