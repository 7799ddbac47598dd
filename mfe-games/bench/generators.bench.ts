/**
 * Generator figures for issue 7 (no assertions): run `npm run bench` in mfe-games, or
 * `node --import tsx mfe-games/bench/generators.bench.ts` from a folder where tsx resolves.
 * Crossword: ours vs the npm package crossword-layout-generator on the same word lists
 * (bundled Tamil and English topics, 10/20/30 words), then word-search generation time.
 */
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBrokenLetter, letters } from '@app/shared/src/text/letters';
import { isGridWord } from '../src/games/common/gridWord';
import { createRng } from '../src/games/common/seededRandom';
import { crosswordCeiling, crosswordDensity, crosswordReach, generateCrossword, isCrosswordConnected, type Crossword } from '../src/games/cross/logic/crosswordLayout';
import { generateWordSearch } from '../src/games/search/logic/wordSearchGrid';

const require = createRequire(import.meta.url);
// The package has no types; this is the slice of its API the bench uses.
const clg = require('crossword-layout-generator') as {
  generateLayout(input: { clue: string; answer: string }[]): { rows: number; cols: number; table: string[][]; result: { orientation: string }[] };
};

const here = dirname(fileURLToPath(import.meta.url));
const TOPICS = join(here, '../../api/content/topics');

interface Item { word: string; clue?: string; meaning?: string }
function wordsOf(language: string): { word: string; clue: string }[] {
  const seen = new Set<string>();
  const out: { word: string; clue: string }[] = [];
  for (const f of readdirSync(join(TOPICS, language)).sort()) {
    const topic = JSON.parse(readFileSync(join(TOPICS, language, f), 'utf8')) as { items: Item[] };
    for (const i of topic.items) {
      if (!isGridWord(i.word) || seen.has(i.word)) continue;
      seen.add(i.word);
      out.push({ word: i.word.normalize('NFC'), clue: i.clue ?? i.meaning ?? i.word });
    }
  }
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const RUNS = 7;

function connectedTable(cells: (string | null)[][]): boolean {
  return isCrosswordConnected({ cells });
}

interface Row { generator: string; list: string; 'share a letter': string; 'max possible': string; ms: string; placed: string; connected: string; grid: string; density: string; split: number }
const rows: Row[] = [];

for (const language of ['ta', 'en']) {
  let all: { word: string; clue: string }[] = [];
  try {
    all = wordsOf(language);
  } catch {
    console.log(`(no bundled ${language} topics found under ${TOPICS})`);
    continue;
  }
  for (const n of [10, 20, 30]) {
    if (all.length < n) continue;
    // A topic-sized list: n words taken from across the bundled topics, the same for both generators.
    const list = createRngList(all, n);
    const ours = Array.from({ length: RUNS }, (_, s) => {
      const t0 = performance.now();
      const c = generateCrossword(list, createRng(s + 1));
      return { ms: performance.now() - t0, c };
    });
    const best = ours[RUNS - 1]!.c;
    rows.push({
      generator: 'ours', list: `${language} ${n}`, ...bounds(list), ms: median(ours.map((o) => o.ms)).toFixed(1), placed: `${best.placements.length}/${n}`,
      connected: isCrosswordConnected(best) ? 'yes' : 'no', grid: `${best.width}×${best.height}`, density: crosswordDensity(best).toFixed(2),
      split: best.cells.flat().filter((x): x is string => x !== null).filter((x) => isBrokenLetter(x) || letters(x).length !== 1).length,
    });
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
    rows.push({
      generator: 'crossword-layout-generator', list: `${language} ${n}`, 'share a letter': '', 'max possible': '', ms: median(theirs.map((o) => o.ms)).toFixed(1),
      placed: `${l.result.filter((r) => r.orientation !== 'none').length}/${n}`, connected: connectedTable(cells) ? 'yes' : 'no',
      grid: `${l.cols}×${l.rows}`, density: (filled.length / Math.max(1, l.rows * l.cols)).toFixed(2), split: filled.filter((x) => isBrokenLetter(x)).length,
    });
  }
}

/**
 * Two ceilings on "words placed" for a connected one-letter-per-cell crossword within 15×15:
 * "share a letter" is the largest group of words linked by shared whole letters (a word outside it
 * cannot be crossed at all); "max possible" is the most any layout holds, by exhaustive
 * backtracking (prefixed ≥ if its node budget ran out first). Tamil words share whole letters far
 * less than English words share Latin letters, and a shared letter often sits where crossing it
 * collides with a neighbour, so both caps bind long before any layout heuristic does.
 */
function bounds(list: { word: string; clue: string }[]): Pick<Row, 'share a letter' | 'max possible'> {
  const reach = crosswordReach(list);
  const ceiling = crosswordCeiling(list, { nodes: 20_000 });
  return { 'share a letter': `${reach.placeable}/${list.length}`, 'max possible': `${ceiling.exhaustive ? '' : '≥'}${ceiling.placed}/${list.length}` };
}

function createRngList(all: { word: string; clue: string }[], n: number) {
  const rng = createRng(n);
  const pool = [...all];
  const out: { word: string; clue: string }[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]!);
  return out;
}

console.log('\nCrossword generation (median of %d runs; cells checked for split Tamil letters)', RUNS);
console.table(rows);

// Every bundled Tamil topic as the game feeds it (all its grid words): what is placeable in
// principle against what the generator places in its normal time budget.
const topicRows: Record<string, string | number>[] = [];
for (const f of readdirSync(join(TOPICS, 'ta')).sort()) {
  const topic = JSON.parse(readFileSync(join(TOPICS, 'ta', f), 'utf8')) as { key?: string; items: Item[] };
  const list = topic.items.filter((i) => isGridWord(i.word)).map((i) => ({ word: i.word.normalize('NFC'), clue: i.clue ?? i.meaning ?? i.word }));
  const runs: { ms: number; c: Crossword }[] = Array.from({ length: RUNS }, (_, s) => {
    const t0 = performance.now();
    const c = generateCrossword(list, createRng(s + 1));
    return { ms: performance.now() - t0, c };
  });
  const c = runs[RUNS - 1]!.c;
  const b = bounds(list);
  topicRows.push({
    topic: f.replace(/\.json$/, ''), words: list.length, 'share a letter': b['share a letter'], 'max possible': b['max possible'],
    placed: `${c.placements.length}/${list.length}`, connected: isCrosswordConnected(c) ? 'yes' : 'no', grid: `${c.width}×${c.height}`,
    density: crosswordDensity(c).toFixed(2), ms: median(runs.map((r) => r.ms)).toFixed(1),
  });
}
console.log('\nEvery bundled Tamil topic (all its grid words; "max possible" by exhaustive search)');
console.table(topicRows);

const wsRows: { list: string; grid: string; words: number; placed: number; ms: string }[] = [];
for (const language of ['ta', 'en']) {
  let words: string[] = [];
  try {
    words = wordsOf(language).map((w) => w.word).filter((w) => letters(w).length <= 15).slice(0, 12);
  } catch {
    continue;
  }
  for (let i = 0; i < 20; i++) generateWordSearch({ words, size: 15, directions: 8, rng: createRng(i) });
  const times = Array.from({ length: 200 }, (_, i) => {
    const t0 = performance.now();
    const p = generateWordSearch({ words, size: 15, directions: 8, rng: createRng(i) });
    return { ms: performance.now() - t0, placed: p.placements.length };
  });
  wsRows.push({ list: language, grid: '15×15, 8 directions', words: words.length, placed: Math.min(...times.map((t) => t.placed)), ms: median(times.map((t) => t.ms)).toFixed(2) });
}
console.log('\nWord search generation (median of 200 runs)');
console.table(wsRows);
