/**
 * Generator figures for issue 7 (no assertions): run `npm run bench` in mfe-games, or
 * `node --import tsx mfe-games/bench/generators.bench.ts` from a folder where tsx resolves.
 * Crossword: ours vs the npm package crossword-layout-generator on the same word lists: issue 7's
 * "20-word topic" (the first 20 grid words of every bundled Tamil and English topic that has 20),
 * then 10/20/30 words mixed from across all topics, then every Tamil topic whole; then
 * word-search generation time.
 */
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBrokenLetter, letters } from '@app/shared';
import { isGridWord } from '../src/games/common/gridWord';
import { createRng } from '@app/shared';
import {
  crosswordCeiling,
  crosswordDensity,
  crosswordReach,
  generateCrossword,
  isCrosswordConnected,
  type Crossword,
} from '../src/games/cross/logic/crosswordLayout';
import { generateWordSearch } from '../src/games/search/logic/wordSearchGrid';
import { SEARCH_LEVELS, searchGridShape } from '../src/games/search/logic/wordSearchLevels';

const require = createRequire(import.meta.url);
// The package has no types; this is the slice of its API the bench uses.
const clg = require('crossword-layout-generator') as {
  generateLayout(input: { clue: string; answer: string }[]): { rows: number; cols: number; table: string[][]; result: { orientation: string }[] };
};

const here = dirname(fileURLToPath(import.meta.url));
const TOPICS = join(here, '../../api/content/topics');

interface Item {
  word: string;
  clue?: string;
  meaning?: string;
}
interface Entry {
  word: string;
  clue: string;
}

/** A bundled topic's grid words (single words of 2–12 letters), in file order, as the games get them. */
function topicsOf(language: string): { file: string; words: Entry[] }[] {
  return readdirSync(join(TOPICS, language))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const topic = JSON.parse(readFileSync(join(TOPICS, language, f), 'utf8')) as { items: Item[] };
      const words = topic.items.filter((i) => isGridWord(i.word)).map((i) => ({ word: i.word.normalize('NFC'), clue: i.clue ?? i.meaning ?? i.word }));
      return { file: f.replace(/\.json$/, ''), words };
    });
}

/** Every grid word of a language's bundled topics, each once (the mixed lists and the word search). */
function wordsOf(language: string): Entry[] {
  const seen = new Set<string>();
  return topicsOf(language)
    .flatMap((t) => t.words)
    .filter((e) => {
      if (seen.has(e.word)) return false;
      seen.add(e.word);
      return true;
    });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const RUNS = 7;
/** issue 7: "for a 20-word topic" */
const TOPIC_WORDS = 20;
/** sizes of the mixed lists (words drawn from across a language's topics) */
const MIXED = [10, 20, 30];

function connectedTable(cells: (string | null)[][]): boolean {
  return isCrosswordConnected({ cells });
}

interface Row {
  generator: string;
  list: string;
  words: number;
  'share a letter': string;
  'max possible': string;
  placed: string;
  connected: string;
  grid: string;
  density: string;
  split: number;
  ms: string;
}

/** Ours (median time of RUNS seeds, the last seed's layout) and the npm package on the same list. */
function compare(label: string, list: Entry[]): Row[] {
  const n = list.length;
  const ours = Array.from({ length: RUNS }, (_, s) => {
    const t0 = performance.now();
    const c = generateCrossword(list, createRng(s + 1));
    return { ms: performance.now() - t0, c };
  });
  const best = ours[RUNS - 1]!.c;
  const theirs = Array.from({ length: RUNS }, () => {
    const log = console.log;
    console.log = () => undefined; // the package prints every word it scores
    const t0 = performance.now();
    const layout = clg.generateLayout(list.map((e) => ({ clue: e.clue, answer: e.word })));
    const ms = performance.now() - t0;
    console.log = log;
    return { ms, layout };
  });
  const l = theirs[RUNS - 1]!.layout;
  const cells = l.table.map((r) => r.map((x) => (x === '-' || x === '' ? null : x)));
  const filled = cells.flat().filter((x): x is string => x !== null);
  return [
    {
      generator: 'ours',
      list: label,
      words: n,
      ...bounds(list),
      placed: `${best.placements.length}/${n}`,
      connected: isCrosswordConnected(best) ? 'yes' : 'no',
      grid: `${best.width}×${best.height}`,
      density: crosswordDensity(best).toFixed(2),
      split: best.cells
        .flat()
        .filter((x): x is string => x !== null)
        .filter((x) => isBrokenLetter(x) || letters(x).length !== 1).length,
      ms: median(ours.map((o) => o.ms)).toFixed(1),
    },
    {
      generator: 'crossword-layout-generator',
      list: label,
      words: n,
      'share a letter': '',
      'max possible': '',
      placed: `${l.result.filter((r) => r.orientation !== 'none').length}/${n}`,
      connected: connectedTable(cells) ? 'yes' : 'no',
      grid: `${l.cols}×${l.rows}`,
      density: (filled.length / Math.max(1, l.rows * l.cols)).toFixed(2),
      split: filled.filter((x) => isBrokenLetter(x)).length,
      ms: median(theirs.map((o) => o.ms)).toFixed(1),
    },
  ];
}

/**
 * Two ceilings on "words placed" for a connected one-letter-per-cell crossword within 15×15:
 * "share a letter" is the largest group of words linked by shared whole letters (a word outside it
 * cannot be crossed at all); "max possible" is the most any layout holds, by exhaustive
 * backtracking (prefixed ≥ if its node budget ran out before it placed every word or proved it
 * could not). Tamil words share whole letters far less than English words share Latin letters,
 * and a shared letter often sits where crossing it collides with a neighbour, so both caps bind
 * long before any layout heuristic does.
 */
const boundsSeen = new Map<string, Pick<Row, 'share a letter' | 'max possible'>>();
function bounds(list: Entry[]): Pick<Row, 'share a letter' | 'max possible'> {
  const key = list.map((e) => e.word).join('|');
  const known = boundsSeen.get(key); // a topic of exactly 20 words is measured twice below
  if (known) return known;
  const reach = crosswordReach(list);
  const ceiling = crosswordCeiling(list, { nodes: 20_000 });
  // All words placed is the true maximum even when the search stopped early.
  const exact = ceiling.exhaustive || ceiling.placed === list.length;
  const b = { 'share a letter': `${reach.placeable}/${list.length}`, 'max possible': `${exact ? '' : '≥'}${ceiling.placed}/${list.length}` };
  boundsSeen.set(key, b);
  return b;
}

function createRngList(all: Entry[], n: number) {
  const rng = createRng(n);
  const pool = [...all];
  const out: Entry[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]!);
  return out;
}

// issue 7's case, "a 20-word topic": every bundled topic with at least 20 grid words, its first 20
// in file order (the same list for both generators).
const rows: Row[] = [];
for (const language of ['ta', 'en']) {
  let topics: { file: string; words: Entry[] }[];
  try {
    topics = topicsOf(language);
  } catch {
    console.log(`(no bundled ${language} topics found under ${TOPICS})`);
    continue;
  }
  for (const t of topics.filter((x) => x.words.length >= TOPIC_WORDS)) rows.push(...compare(`${language}/${t.file}`, t.words.slice(0, TOPIC_WORDS)));
}
console.log(
  '\nCrossword generation, every bundled topic of %d+ grid words: its first %d (median of %d runs; cells checked for split Tamil letters)',
  TOPIC_WORDS,
  TOPIC_WORDS,
  RUNS,
);
console.table(rows);

// For contrast: words drawn at random from across a language's topics (not a real topic).
const mixedRows: Row[] = [];
for (const language of ['ta', 'en']) {
  let all: Entry[];
  try {
    all = wordsOf(language);
  } catch {
    continue;
  }
  for (const n of MIXED) if (all.length >= n) mixedRows.push(...compare(`${language} mixed ${n}`, createRngList(all, n)));
}
if (mixedRows.length) {
  console.log('\nCrossword generation, words mixed from across all topics of a language (median of %d runs)', RUNS);
  console.table(mixedRows);
}

// Every bundled Tamil topic as the game feeds it (all its grid words): what is placeable in
// principle against what the generator places in its normal time budget.
const topicRows: Record<string, string | number>[] = [];
for (const { file, words: list } of topicsOf('ta')) {
  const runs: { ms: number; c: Crossword }[] = Array.from({ length: RUNS }, (_, s) => {
    const t0 = performance.now();
    const c = generateCrossword(list, createRng(s + 1));
    return { ms: performance.now() - t0, c };
  });
  const c = runs[RUNS - 1]!.c;
  const b = bounds(list);
  topicRows.push({
    topic: file,
    words: list.length,
    'share a letter': b['share a letter'],
    'max possible': b['max possible'],
    placed: `${c.placements.length}/${list.length}`,
    connected: isCrosswordConnected(c) ? 'yes' : 'no',
    grid: `${c.width}×${c.height}`,
    density: crosswordDensity(c).toFixed(2),
    ms: median(runs.map((r) => r.ms)).toFixed(1),
  });
}
console.log('\nEvery bundled Tamil topic (all its grid words; "max possible" by exhaustive search)');
console.table(topicRows);

const wsRows: { list: string; grid: string; words: number; placed: number; ms: string }[] = [];
for (const language of ['ta', 'en']) {
  let words: string[] = [];
  try {
    words = wordsOf(language)
      .map((w) => w.word)
      .filter((w) => letters(w).length <= 15)
      .slice(0, 12);
  } catch {
    continue;
  }
  for (let i = 0; i < 20; i++) generateWordSearch({ words, rows: 15, cols: 15, directions: 8, rng: createRng(i) });
  const times = Array.from({ length: 200 }, (_, i) => {
    const t0 = performance.now();
    const p = generateWordSearch({ words, rows: 15, cols: 15, directions: 8, rng: createRng(i) });
    return { ms: performance.now() - t0, placed: p.placements.length };
  });
  wsRows.push({
    list: language,
    grid: '15×15, 8 directions',
    words: words.length,
    placed: Math.min(...times.map((t) => t.placed)),
    ms: median(times.map((t) => t.ms)).toFixed(2),
  });
}
console.log('\nWord search generation (median of 200 runs)');
console.table(wsRows);

// Issue 11: on a 360 px phone (318 px for the grid) each level plays a smaller grid, chosen so its
// cells stay finger-sized; how many of the level's words still fit.
const phoneRows: { list: string; level: number; grid: string; words: number; 'placed (min of 200)': number; ms: string }[] = [];
for (const language of ['ta', 'en']) {
  let all: string[];
  try {
    all = wordsOf(language).map((w) => w.word);
  } catch {
    continue;
  }
  for (const level of [1, 2, 3] as const) {
    const { rows, cols } = searchGridShape(level, 318, language === 'ta' ? 'ta' : 'en');
    const words = all.filter((w) => letters(w).length <= Math.max(rows, cols)).slice(0, SEARCH_LEVELS[level].words);
    const runs = Array.from({ length: 200 }, (_, i) => {
      const t0 = performance.now();
      const p = generateWordSearch({ words, rows, cols, directions: SEARCH_LEVELS[level].directions, rng: createRng(i) });
      return { ms: performance.now() - t0, placed: p.placements.length };
    });
    phoneRows.push({
      list: language,
      level,
      grid: `${rows}×${cols}, ${SEARCH_LEVELS[level].directions} directions`,
      words: words.length,
      'placed (min of 200)': Math.min(...runs.map((r) => r.placed)),
      ms: median(runs.map((r) => r.ms)).toFixed(2),
    });
  }
}
console.log('\nWord search on a 360 px phone (grid sized for the screen, median of 200 runs)');
console.table(phoneRows);
