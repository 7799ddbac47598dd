import {
  combineTamil,
  GAME_SCORING,
  hasWordLadder,
  splitTamil,
  TAMIL_CONSONANTS,
  TAMIL_PULLI,
  TAMIL_VOWELS,
  uyirmeiRow,
  wordLetters,
  type TopicItem,
} from '@app/shared';
import type { Level } from '../../common/levels';
import { type Rng, shuffled } from '@app/shared';

/**
 * Change as a word ladder: climb from a start word to the target (shown with its clue), changing
 * one letter a step, every step a real word. The ladders are content (an item's `ladder`, start …
 * word); a level plays the last `steps` steps of each, so easy starts closer to the target.
 * A round has GAME_SCORING.change.unitsPerRound ladders.
 */
export interface LadderRound {
  /** the item's `word` as in the topic (the ladder's target) */
  word?: string;
  /** the words to climb through, start first, target last, each as its letters */
  rungs: string[][];
  clue?: string;
  image?: string;
  /** options[k]: the letters offered for the step from rung k to rung k + 1 */
  options: string[][];
  /**
   * The words between start and target as the level shows them: in ladder order (easy), mixed up
   * (medium, so the child finds which one is a letter away), or not at all (hard: plan the way).
   */
  between: string[];
}

export interface ChangeLevel {
  /** the most steps a round plays (the last ones of its ladder) */
  steps: number;
  /** ladders with at least this many steps are played first, so the levels really differ */
  preferSteps: number;
  /** letters offered at each step */
  options: number;
  /** easy marks the letter to change; harder levels let the child find it */
  showPlace: boolean;
  /** how the words between start and target are shown (see LadderRound.between) */
  between: 'inOrder' | 'mixed' | 'hidden';
}

export const CHANGE_LEVELS: Readonly<Record<Level, ChangeLevel>> = {
  1: { steps: 2, preferSteps: 2, options: 3, showPlace: true, between: 'inOrder' },
  2: { steps: 3, preferSteps: 3, options: 3, showPlace: false, between: 'mixed' },
  3: { steps: Infinity, preferSteps: 4, options: 4, showPlace: false, between: 'hidden' },
};

/** Whether an item carries a playable ladder that ends at its own word. */
export const hasLadder = hasWordLadder;

/** The part of a ladder a level plays: its last `steps` steps (the whole ladder when shorter). */
export function ladderForLevel(ladder: readonly string[], level: Level): string[] {
  const steps = Math.min(ladder.length - 1, CHANGE_LEVELS[level].steps);
  return ladder.slice(ladder.length - 1 - steps);
}

/**
 * The ladders a level plays: those long enough for the level first (shuffled), then the longest
 * of the rest, so hard gets the long ladders and easy is never longer than medium.
 */
export function pickLadders(items: readonly TopicItem[], level: Level, rng: Rng): TopicItem[] {
  const { preferSteps } = CHANGE_LEVELS[level];
  const rounds = GAME_SCORING.change.unitsPerRound[level];
  const ladders = items.filter(hasLadder);
  const steps = (i: TopicItem) => i.ladder!.length - 1;
  const long = shuffled(
    ladders.filter((i) => steps(i) >= preferSteps),
    rng,
  );
  const short = shuffled(
    ladders.filter((i) => steps(i) < preferSteps),
    rng,
  ).sort((a, b) => steps(b) - steps(a));
  return [...long, ...short].slice(0, rounds);
}

const stripPunctuation = (token: string) => token.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
const key = (word: string) => word.normalize('NFC').toLocaleLowerCase();

/**
 * Every word the topic itself uses (its words, ladders, sentences and clues): a distractor letter
 * that would spell one of them is never offered, since a child who picks a real word is not wrong.
 */
export function knownWords(items: readonly TopicItem[]): Set<string> {
  const words = new Set<string>();
  for (const item of items) {
    for (const text of [item.word, item.sentence ?? '', item.clue ?? '', ...(item.ladder ?? [])]) {
      for (const token of text.split(/\s+/)) if (token) words.add(key(stripPunctuation(token)));
    }
  }
  return words;
}

const LATIN_VOWELS = ['a', 'e', 'i', 'o', 'u'];
const LATIN_CONSONANTS = 'bcdfghjklmnprstvwy'.split(''); // ASCII letters, not a word: safe to split

/**
 * Letters a child could mistake for the right one: in Tamil the same consonant with another
 * vowel sign (கா for கி) and the same vowel sign on a neighbouring consonant (கா for பா); in
 * English and Malay a vowel for a vowel, a consonant for a consonant.
 */
function lookalikes(right: string): string[][] {
  const parts = splitTamil(right);
  if (parts.kind === 'uyirmei' || parts.kind === 'mei') {
    const row = [...uyirmeiRow(parts.consonant), parts.consonant + TAMIL_PULLI];
    const sign = parts.kind === 'mei' ? TAMIL_PULLI : parts.vowel;
    const column = TAMIL_CONSONANTS.map((c) => combineTamil(c, sign)).filter((l): l is string => Boolean(l));
    return [row, column];
  }
  if (parts.kind === 'vowel') return [[...TAMIL_VOWELS]];
  const lower = right.toLocaleLowerCase();
  return [LATIN_VOWELS.includes(lower) ? LATIN_VOWELS : LATIN_CONSONANTS];
}

/** Any other letter of the same script, when the look-alikes run out. */
function anyLetter(right: string): string[] {
  return splitTamil(right).kind === 'other' ? [...LATIN_VOWELS, ...LATIN_CONSONANTS] : [...TAMIL_VOWELS, ...TAMIL_CONSONANTS];
}

/** The letters offered for one step: the right one and `count - 1` that spell no word the topic knows. */
export function stepOptions(from: readonly string[], to: readonly string[], count: number, known: ReadonlySet<string>, rng: Rng): string[] {
  const place = placeToChange({ rungs: [[...from], [...to]], options: [], between: [] }, 0);
  const right = to[place]!;
  const spells = (letter: string) => key(from.map((l, i) => (i === place ? letter : l)).join(''));
  const usable = (l: string) => l !== right && l !== from[place] && !known.has(spells(l));
  // One from each kind of look-alike in turn, so Tamil offers both a vowel-sign and a consonant slip.
  const pools = lookalikes(right).map((pool) => shuffled([...new Set(pool)].filter(usable), rng));
  const wrong: string[] = [];
  const take = (l: string | undefined) => {
    if (l !== undefined && !wrong.includes(l) && wrong.length < count - 1) wrong.push(l);
  };
  for (let k = 0; wrong.length < count - 1 && pools.some((p) => k < p.length); k++) for (const pool of pools) take(pool[k]);
  for (const l of shuffled(anyLetter(right).filter(usable), rng)) take(l);
  return shuffled([right, ...wrong], rng);
}

export function buildLadderRounds(items: readonly TopicItem[], level: Level, rng: Rng): LadderRound[] {
  const known = knownWords(items);
  return pickLadders(items, level, rng).map((item) => {
    const rungs = ladderForLevel(item.ladder!, level).map((w) => wordLetters(w.normalize('NFC')));
    const { options: count, between } = CHANGE_LEVELS[level];
    const options = rungs.slice(1).map((to, k) => stepOptions(rungs[k]!, to, count, known, rng));
    const inner = rungs.slice(1, -1).map((r) => r.join(''));
    const shown = between === 'inOrder' ? inner : between === 'mixed' ? shuffled(inner, rng) : [];
    return { word: item.word, rungs, clue: item.clue ?? item.meaning, image: item.image, options, between: shown };
  });
}

/** The place (letter index) that changes from rung `step` to the next one. */
export function placeToChange(round: LadderRound, step: number): number {
  const from = round.rungs[step] ?? [];
  const to = round.rungs[step + 1] ?? [];
  return from.findIndex((l, i) => l !== to[i]);
}
