// The pure text module, not the @app/shared barrel: generators also run in plain Node (bench/).
import { wordLetters } from '@app/shared';
import type { Rng } from '@app/shared';

/**
 * Crossword generator: pure, seeded, one letter (letters(), so a Tamil letter is never split) per
 * cell, crossword rules (no side-touching, a free cell before and after each word), at most
 * maxSize×maxSize. Only words of the largest group linked by shared whole letters can be placed
 * (crosswordReach); Tamil words share few whole letters, so that group, and the geometry of where
 * the shared letters sit, often cap a topic well below all of its words (crosswordCeiling measures
 * the true maximum). The search: seeded greedy builds (fewest-spots-first word order, varied
 * weights), then depth-first backtracking from every starting word with a fixed node count, all
 * within a time budget; layouts rank by words placed, then smaller box, then density. Every word
 * after the first crosses one already placed, so the grid is connected.
 */
export interface CrossInput {
  word: string;
  clue: string;
}

export type CrossDirection = 'across' | 'down';

export interface CrossPlacement {
  word: string;
  clue: string;
  letters: string[];
  row: number;
  col: number;
  direction: CrossDirection;
  /** clue number, reading order */
  number: number;
}

export interface Crossword {
  width: number;
  height: number;
  /** cells[row][col]: the solution letter, or null for a block */
  cells: (string | null)[][];
  placements: CrossPlacement[];
  skipped: string[];
}

export interface CrosswordOptions {
  maxSize?: number;
  /** greedy builds before the backtracking search (default 30) */
  attempts?: number;
  /**
   * Safety cap for slow devices (default 35 ms): the search stops early once this much time has
   * gone, so only within the budget is the result fully determined by the seed. Tests pass 1e6.
   */
  timeBudgetMs?: number;
  /**
   * Keep only the first N words placed. Each word crossed an earlier one when it was placed, so
   * any prefix of the placement order is still one connected grid (a smaller puzzle for easy levels).
   * A function gets how many words the search placed in all, and says how many to keep.
   */
  maxWords?: number | ((placed: number) => number);
  /** visits the backtracking search may make from each starting word (default 300) */
  searchNodes?: number;
}

// Search sizes, tuned with bench/generators.bench.ts.
const AREA_WEIGHT = 3;
const DEFAULT_ATTEMPTS = 30;
/** keep trying for a more compact layout until this many attempts, even once all words are in */
const MIN_ATTEMPTS = 8;
const TARGET_DENSITY = 0.4;
const DEEP_NODES = 300;
const SQUEEZE_TRIES = 12;
const DEEP_BRANCH = 4;
const SPAN = 64; // working canvas; words start near the middle
const ACROSS = 1;
const DOWN = 2;

interface Work {
  letter: (string | null)[];
  dirs: Uint8Array;
  top: number;
  bottom: number;
  left: number;
  right: number;
  placed: { entry: number; row: number; col: number; across: boolean }[];
  byLetter: Map<string, number[]>;
}

const idx = (r: number, c: number) => r * SPAN + c;

function newWork(): Work {
  return {
    letter: Array<string | null>(SPAN * SPAN).fill(null),
    dirs: new Uint8Array(SPAN * SPAN),
    top: SPAN,
    bottom: -1,
    left: SPAN,
    right: -1,
    placed: [],
    byLetter: new Map(),
  };
}

function at(w: Work, r: number, c: number): string | null {
  if (r < 0 || c < 0 || r >= SPAN || c >= SPAN) return null;
  return w.letter[idx(r, c)] ?? null;
}

/** Crossings if the word fits at (row, col) in that direction under crossword rules; -1 if not. */
function fits(w: Work, ls: readonly string[], row: number, col: number, across: boolean, maxSize: number): number {
  const dr = across ? 0 : 1;
  const dc = across ? 1 : 0;
  const n = ls.length;
  if (row < 1 || col < 1 || row + dr * n >= SPAN - 1 || col + dc * n >= SPAN - 1) return -1;
  if (at(w, row - dr, col - dc) !== null || at(w, row + dr * n, col + dc * n) !== null) return -1;
  const top = Math.min(w.top, row);
  const left = Math.min(w.left, col);
  const bottom = Math.max(w.bottom, row + dr * (n - 1));
  const right = Math.max(w.right, col + dc * (n - 1));
  if (bottom - top + 1 > maxSize || right - left + 1 > maxSize) return -1;
  const flag = across ? ACROSS : DOWN;
  let crossings = 0;
  for (let k = 0; k < n; k++) {
    const r = row + dr * k;
    const c = col + dc * k;
    const existing = at(w, r, c);
    if (existing !== null) {
      if (existing !== ls[k] || (w.dirs[idx(r, c)]! & flag) !== 0) return -1;
      crossings++;
    } else if (at(w, r + dc, c + dr) !== null || at(w, r - dc, c - dr) !== null) {
      return -1; // would touch a parallel neighbour side by side
    }
  }
  return crossings;
}

interface Undo {
  filled: number[];
  flagged: number[];
  box: [number, number, number, number];
}

function place(w: Work, entry: number, ls: readonly string[], row: number, col: number, across: boolean): Undo {
  const dr = across ? 0 : 1;
  const dc = across ? 1 : 0;
  const undo: Undo = { filled: [], flagged: [], box: [w.top, w.bottom, w.left, w.right] };
  for (let k = 0; k < ls.length; k++) {
    const i = idx(row + dr * k, col + dc * k);
    if (w.letter[i] === null) {
      w.letter[i] = ls[k]!;
      const list = w.byLetter.get(ls[k]!) ?? [];
      list.push(i);
      w.byLetter.set(ls[k]!, list);
      undo.filled.push(i);
    }
    w.dirs[i]! |= across ? ACROSS : DOWN;
    undo.flagged.push(i);
  }
  w.top = Math.min(w.top, row);
  w.left = Math.min(w.left, col);
  w.bottom = Math.max(w.bottom, row + dr * (ls.length - 1));
  w.right = Math.max(w.right, col + dc * (ls.length - 1));
  w.placed.push({ entry, row, col, across });
  return undo;
}

function unplace(w: Work, undo: Undo, across: boolean): void {
  for (const i of undo.flagged) w.dirs[i]! &= across ? ~ACROSS : ~DOWN;
  for (const i of undo.filled) {
    const l = w.letter[i]!;
    w.letter[i] = null;
    const list = w.byLetter.get(l)!;
    list.splice(list.lastIndexOf(i), 1);
  }
  [w.top, w.bottom, w.left, w.right] = undo.box;
  w.placed.pop();
}

/** Letters diagonally next to the word's new cells: each one blocks a future crossing there. */
function crowding(w: Work, n: number, row: number, col: number, across: boolean): number {
  const dr = across ? 0 : 1;
  const dc = across ? 1 : 0;
  let crowd = 0;
  for (let k = 0; k < n; k++) {
    const r = row + dr * k;
    const c = col + dc * k;
    if (at(w, r, c) !== null) continue;
    for (const [a, b] of [
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ] as const)
      if (at(w, r + a, c + b) !== null) crowd++;
  }
  return crowd;
}

interface Spot {
  row: number;
  col: number;
  across: boolean;
  score: number;
}

/** Every legal crossing position for a word, scored: smaller, squarer box and more crossings first. */
function spots(w: Work, ls: readonly string[], maxSize: number, weights: Weights): Spot[] {
  const out: Spot[] = [];
  const seen = new Set<number>();
  for (let k = 0; k < ls.length; k++) {
    const cells = w.byLetter.get(ls[k]!);
    if (!cells) continue;
    for (const i of cells) {
      const r = Math.floor(i / SPAN);
      const c = i % SPAN;
      for (const across of [true, false]) {
        const row = across ? r : r - k;
        const col = across ? c - k : c;
        const key = idx(row, col) * 2 + (across ? 1 : 0);
        if (seen.has(key)) continue;
        seen.add(key);
        const crossings = fits(w, ls, row, col, across, maxSize);
        if (crossings < 1) continue;
        const h = Math.max(w.bottom, across ? row : row + ls.length - 1) - Math.min(w.top, row) + 1;
        const wd = Math.max(w.right, across ? col + ls.length - 1 : col) - Math.min(w.left, col) + 1;
        const score =
          h * wd * weights.area + Math.abs(h - wd) * weights.square - crossings * weights.cross + crowding(w, ls.length, row, col, across) * weights.crowd;
        out.push({ row, col, across, score });
      }
    }
  }
  return out;
}

interface Weights {
  area: number;
  square: number;
  cross: number;
  crowd: number;
  /** how strongly a word with few places left is placed first */
  urgency: number;
  length: number;
  /** random spread added to each choice */
  chance: number;
}

/**
 * Words linked by sharing a whole letter, largest group first. A connected one-letter-per-cell
 * crossword can only hold words of one group, so the largest group is the most that can be placed
 * in principle (Tamil words share whole letters rarely; a word sharing none cannot be crossed).
 */
function letterGroups(entries: readonly { letters: string[] }[]): number[][] {
  const sets = entries.map((e) => new Set(e.letters));
  const group = new Array<number>(entries.length).fill(-1);
  const groups: number[][] = [];
  for (let i = 0; i < entries.length; i++) {
    if (group[i] !== -1) continue;
    const members = [i];
    group[i] = groups.length;
    for (let q = 0; q < members.length; q++) {
      const here = sets[members[q]!]!;
      for (let j = 0; j < entries.length; j++) {
        if (group[j] !== -1) continue;
        for (const l of sets[j]!) {
          if (here.has(l)) {
            group[j] = groups.length;
            members.push(j);
            break;
          }
        }
      }
    }
    groups.push(members.sort((x, y) => x - y));
  }
  const size = (g: number[]) => g.reduce((n, i) => n + entries[i]!.letters.length, 0);
  return groups.sort((x, y) => y.length - x.length || size(y) - size(x) || x[0]! - y[0]!);
}

export interface CrosswordReach {
  /** words of at least two letters that fit the grid */
  usable: number;
  /** the most words one connected crossword could hold: the largest group sharing letters */
  placeable: number;
  /** usable words outside that group: they share no letter with it, so no layout can cross them */
  unconnectable: string[];
}

/** How many of these words any connected crossword could place at all (an upper bound). */
export function crosswordReach(inputs: readonly CrossInput[], maxSize = 15): CrosswordReach {
  const entries = usableEntries(inputs, maxSize);
  const main = new Set(letterGroups(entries)[0] ?? []);
  return { usable: entries.length, placeable: main.size, unconnectable: entries.filter((_, i) => !main.has(i)).map((e) => e.word) };
}

function usableEntries(inputs: readonly CrossInput[], maxSize: number) {
  return inputs.map((e) => ({ ...e, letters: wordLetters(e.word) })).filter((e) => e.letters.length >= 2 && e.letters.length <= maxSize);
}

interface Layout {
  placed: Work['placed'];
  /** the longer side of the box */
  side: number;
  area: number;
  density: number;
}

/** More words, then a smaller box, then a denser one. */
function better(a: Layout, b: Layout): boolean {
  if (a.placed.length !== b.placed.length) return a.placed.length > b.placed.length;
  if (a.area !== b.area) return a.area < b.area;
  return a.density > b.density;
}

function snapshot(w: Work): Layout {
  const area = w.bottom < 0 ? 0 : (w.bottom - w.top + 1) * (w.right - w.left + 1);
  return { placed: [...w.placed], area, density: density(w), side: Math.max(w.bottom - w.top, w.right - w.left) + 1 };
}

/**
 * One randomised greedy build: start from a word, then repeatedly place the word that has the
 * fewest legal crossings left (it is the likeliest to become impossible) at its best spot, until
 * no remaining word fits. A word that fits nowhere yet is retried after every placement, since a
 * later word may give it a letter to cross. Every word crosses an earlier one, so any prefix of
 * the placement order is one connected grid.
 */
function build(
  entries: readonly { letters: string[] }[],
  pool: readonly number[],
  first: number,
  firstAcross: boolean,
  maxSize: number,
  weights: Weights,
  rng: Rng,
): Work {
  const w = newWork();
  const fl = entries[first]!.letters;
  place(w, first, fl, SPAN >> 1, (SPAN - fl.length) >> 1, firstAcross);
  const remaining = pool.filter((i) => i !== first);
  while (remaining.length) {
    let pick = -1;
    let pickSpot: Spot | undefined;
    let pickKey = Infinity;
    for (let j = 0; j < remaining.length; j++) {
      const ls = entries[remaining[j]!]!.letters;
      const sp = spots(w, ls, maxSize, weights);
      if (!sp.length) continue;
      let top = sp[0]!;
      let topScore = top.score + rng() * weights.chance;
      for (let q = 1; q < sp.length; q++) {
        const sc = sp[q]!.score + rng() * weights.chance;
        if (sc < topScore) {
          top = sp[q]!;
          topScore = sc;
        }
      }
      // Few places left and many letters (long words get hard to fit late) make a word urgent.
      const key = weights.urgency * Math.log2(1 + sp.length) - ls.length * weights.length + rng() * weights.chance;
      if (key < pickKey) {
        pickKey = key;
        pick = j;
        pickSpot = top;
      }
    }
    if (pick < 0 || !pickSpot) break;
    const e = remaining[pick]!;
    place(w, e, entries[e]!.letters, pickSpot.row, pickSpot.col, pickSpot.across);
    remaining.splice(pick, 1);
  }
  return w;
}

/**
 * Depth-first search with backtracking, for when greedy builds leave words out: at each step the
 * remaining word with the fewest legal spots (but at least one) is tried at its best few spots,
 * then set aside; a word with no spot yet stays in play, since a later word may give it a letter
 * to cross. Stops after `nodes` placements (a count, not a clock, so the result is deterministic).
 */
function deepSearch(
  entries: readonly { letters: string[] }[],
  pool: readonly number[],
  first: number,
  firstAcross: boolean,
  maxSize: number,
  weights: Weights,
  rng: Rng,
  nodes: number,
  branch: number,
  best: Layout,
  deadline = Infinity,
  spent = { nodes: 0 },
): Layout {
  const w = newWork();
  const fl = entries[first]!.letters;
  place(w, first, fl, SPAN >> 1, (SPAN - fl.length) >> 1, firstAcross);
  const remaining = new Set(pool.filter((i) => i !== first));
  // Words set aside at this point of the layout; they come back after the next placement, since
  // a word can cross one placed later (so a set-aside word is not excluded for good).
  let deferred = new Set<number>();
  let left = nodes;
  let found = best;
  const go = (): void => {
    const here = snapshot(w);
    if (better(here, found)) found = here;
    if (left <= 0 || w.placed.length + remaining.size <= found.placed.length) return;
    // Each visit counts (setting a word aside costs a visit too); the clock only guards slow devices.
    if (left-- % 64 === 0 && Date.now() > deadline) left = 0;
    let pick = -1;
    let pickSpots: Spot[] = [];
    let pickKey = Infinity;
    for (const e of remaining) {
      if (deferred.has(e)) continue;
      const sp = spots(w, entries[e]!.letters, maxSize, weights);
      if (!sp.length) continue;
      const key = sp.length * 16 - entries[e]!.letters.length + rng();
      if (key < pickKey) {
        pickKey = key;
        pick = e;
        pickSpots = sp;
      }
    }
    if (pick < 0) return;
    const ls = entries[pick]!.letters;
    remaining.delete(pick);
    const tries = pickSpots
      .map((s) => ({ s, k: s.score + rng() * weights.chance }))
      .sort((x, y) => x.k - y.k)
      .slice(0, branch);
    const aside = deferred;
    deferred = new Set();
    for (const { s } of tries) {
      if (left <= 0) break;
      const undo = place(w, pick, ls, s.row, s.col, s.across);
      go();
      unplace(w, undo, s.across);
      if (found.placed.length === pool.length) break;
    }
    deferred = aside;
    remaining.add(pick);
    // Not here: see whether the others do better without it (for now).
    if (left > 0 && found.placed.length < pool.length) {
      deferred.add(pick);
      go();
      deferred.delete(pick);
    }
  };
  go();
  spent.nodes += nodes - Math.max(0, left);
  return found;
}

function density(w: Work): number {
  if (w.bottom < 0) return 0;
  let filled = 0;
  for (let r = w.top; r <= w.bottom; r++) for (let c = w.left; c <= w.right; c++) if (w.letter[idx(r, c)] !== null) filled++;
  return filled / ((w.bottom - w.top + 1) * (w.right - w.left + 1));
}

/**
 * The most words one connected crossword of these words can hold, found by backtracking over
 * every spot from every starting word (a measurement for bench/ and tests, not for play: it can
 * take seconds). `exhaustive` is false when `nodes` ran out first, so `placed` is only a floor.
 */
export function crosswordCeiling(inputs: readonly CrossInput[], options: { maxSize?: number; nodes?: number } = {}): { placed: number; exhaustive: boolean } {
  const maxSize = options.maxSize ?? 15;
  const nodes = options.nodes ?? 200_000;
  const entries = usableEntries(inputs, maxSize);
  const pool = letterGroups(entries)[0] ?? [];
  const weights: Weights = { area: AREA_WEIGHT, length: 0, square: 4, cross: 10, crowd: 10, urgency: 0, chance: 0 };
  let best: Layout = { placed: [], side: 0, area: 0, density: 0 };
  let exhaustive = true;
  for (const first of pool) {
    const spent = { nodes: 0 };
    best = deepSearch(entries, pool, first, true, maxSize, weights, () => 0, nodes, Infinity, best, Infinity, spent);
    if (spent.nodes >= nodes) exhaustive = false;
    if (best.placed.length === pool.length) break;
  }
  return { placed: best.placed.length, exhaustive };
}

export function generateCrossword(inputs: readonly CrossInput[], rng: Rng, options: CrosswordOptions = {}): Crossword {
  const maxSize = options.maxSize ?? 15;
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  const budget = options.timeBudgetMs ?? 35;
  const entries = usableEntries(inputs, maxSize);
  const pool = letterGroups(entries)[0] ?? [];
  // Hubs first: words sharing letters with many others (then long words) make good starts.
  const links = (i: number) => pool.reduce((n, j) => n + (j !== i && entries[j]!.letters.some((l) => entries[i]!.letters.includes(l)) ? 1 : 0), 0);
  const starts = [...pool].sort((a, b) => links(b) - links(a) || entries[b]!.letters.length - entries[a]!.letters.length || a - b);
  const t0 = Date.now();
  let best: Layout = { placed: [], side: 0, area: 0, density: 0 };
  for (let a = 0; a < attempts && pool.length; a++) {
    if (a > 0 && Date.now() - t0 > budget) break;
    const first = starts[a < 2 ? 0 : Math.floor(rng() * Math.min(6, starts.length))]!;
    const weights: Weights = {
      area: a % 3 === 0 ? AREA_WEIGHT : rng() * AREA_WEIGHT,
      length: rng() * 10,
      square: 2 + rng() * 6,
      cross: 4 + rng() * 16,
      crowd: 4 + rng() * 16,
      urgency: 5 + rng() * 40,
      chance: a === 0 ? 0 : 2 + rng() * 20,
    };
    // Once every word is in, later attempts must fit a smaller square: compactness is what is left to win.
    const cap = best.placed.length === pool.length ? Math.max(2, best.side - (a % 2)) : maxSize;
    const w = build(entries, pool, first, a % 2 === 0, cap, weights, rng);
    const found = snapshot(w);
    if (better(found, best)) best = found;
    if (best.placed.length === pool.length && best.density >= TARGET_DENSITY && a >= MIN_ATTEMPTS) break;
  }
  // Greedy builds left words out: spend a fixed number of placements backtracking from a few starts.
  for (let d = 0; d < starts.length && best.placed.length < pool.length; d++) {
    if (Date.now() - t0 > budget) break;
    const first = starts[d]!;
    const weights: Weights = { area: AREA_WEIGHT * (d % 2 ? 0.3 : 1), length: 4, square: 4, cross: 10, crowd: 10, urgency: 20, chance: 4 };
    best = deepSearch(entries, pool, first, d % 2 === 0, maxSize, weights, rng, options.searchNodes ?? DEEP_NODES, DEEP_BRANCH, best, t0 + budget);
  }
  // Every word is in but the grid is sparse: search again inside a smaller square while that works.
  for (let d = 0; d < SQUEEZE_TRIES && best.placed.length === pool.length && best.density < TARGET_DENSITY && best.side > 2; d++) {
    if (Date.now() - t0 > budget) break;
    const weights: Weights = { area: AREA_WEIGHT, length: 4, square: 4, cross: 10, crowd: 10, urgency: 20, chance: 4 };
    const side = best.side;
    const tighter = deepSearch(
      entries,
      pool,
      starts[d % starts.length]!,
      d % 2 === 0,
      side - 1,
      weights,
      rng,
      options.searchNodes ?? DEEP_NODES,
      DEEP_BRANCH,
      { placed: [], side: 0, area: 0, density: 0 },
      t0 + budget,
    );
    if (better(tighter, best)) best = tighter;
  }
  const w = newWork();
  const keep = typeof options.maxWords === 'function' ? options.maxWords(best.placed.length) : (options.maxWords ?? Infinity);
  for (const p of best.placed.slice(0, keep)) place(w, p.entry, entries[p.entry]!.letters, p.row, p.col, p.across);
  return toCrossword(w, entries, inputs, maxSize);
}

function toCrossword(w: Work, entries: readonly (CrossInput & { letters: string[] })[], inputs: readonly CrossInput[], maxSize: number): Crossword {
  if (w.bottom < 0) return { width: 0, height: 0, cells: [], placements: [], skipped: inputs.map((i) => i.word) };
  const height = w.bottom - w.top + 1;
  const width = w.right - w.left + 1;
  const cells = Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => w.letter[idx(r + w.top, c + w.left)] ?? null));
  const sorted = [...w.placed].sort((a, b) => a.row - b.row || a.col - b.col || (a.across ? -1 : 1));
  const numbers = new Map<string, number>();
  const placements: CrossPlacement[] = sorted.map((p) => {
    const key = `${p.row},${p.col}`;
    if (!numbers.has(key)) numbers.set(key, numbers.size + 1);
    const e = entries[p.entry]!;
    return {
      word: e.word,
      clue: e.clue,
      letters: e.letters,
      row: p.row - w.top,
      col: p.col - w.left,
      direction: p.across ? 'across' : 'down',
      number: numbers.get(key)!,
    };
  });
  const placedWords = new Set(w.placed.map((p) => p.entry));
  const skipped = entries.filter((_, i) => !placedWords.has(i)).map((e) => e.word);
  for (const i of inputs) {
    const n = wordLetters(i.word).length;
    if (n < 2 || n > maxSize) skipped.push(i.word);
  }
  return { width, height, cells, placements, skipped };
}

/** Filled cells / all cells of the grid. */
export function crosswordDensity(c: Pick<Crossword, 'cells' | 'width' | 'height'>): number {
  if (!c.width || !c.height) return 0;
  return c.cells.flat().filter((x) => x !== null).length / (c.width * c.height);
}

/** Whether every letter cell can reach every other through letter cells. */
export function isCrosswordConnected(c: Pick<Crossword, 'cells'>): boolean {
  const filled: [number, number][] = [];
  c.cells.forEach((row, r) => row.forEach((x, col) => x !== null && filled.push([r, col])));
  if (filled.length === 0) return true;
  const seen = new Set<string>([`${filled[0]![0]},${filled[0]![1]}`]);
  const stack = [filled[0]!];
  while (stack.length) {
    const [r, col] = stack.pop()!;
    for (const [dr, dc] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const k = `${r + dr},${col + dc}`;
      if (!seen.has(k) && c.cells[r + dr]?.[col + dc] != null) {
        seen.add(k);
        stack.push([r + dr, col + dc]);
      }
    }
  }
  return seen.size === filled.length;
}
