// The pure text module, not the @app/shared barrel: generators also run in plain Node (bench/).
import { wordLetters } from '@app/shared';
import type { Rng } from '@app/shared';

/**
 * Word-search generator: pure, seeded, one Tamil letter (grapheme, letters()) per cell. Each word
 * is placed at a random valid position among all that fit (overlaps allowed where the letters
 * agree); empty cells get letters drawn from the topic's own words, so the filler is the same script.
 */
export interface Cell {
  row: number;
  col: number;
}
export interface Direction {
  dr: number;
  dc: number;
}

/** Forward-reading first: easy levels take a prefix of this list. */
export const DIRECTIONS: readonly Direction[] = [
  { dr: 0, dc: 1 }, // →
  { dr: 1, dc: 0 }, // ↓
  { dr: 1, dc: 1 }, // ↘
  { dr: -1, dc: 1 }, // ↗
  { dr: 0, dc: -1 }, // ←
  { dr: -1, dc: 0 }, // ↑
  { dr: -1, dc: -1 }, // ↖
  { dr: 1, dc: -1 }, // ↙
];

export interface Placement {
  word: string;
  letters: string[];
  start: Cell;
  direction: Direction;
}

/** A grid's rows and columns: square on a wide screen, taller than wide where letters need wide cells. */
export interface GridShape {
  rows: number;
  cols: number;
}

export interface WordSearchPuzzle extends GridShape {
  /** grid[row][col], one letter each */
  grid: string[][];
  placements: Placement[];
  /** words that did not fit */
  skipped: string[];
}

export function placementCells(p: Pick<Placement, 'start' | 'direction' | 'letters'>): Cell[] {
  return p.letters.map((_, i) => ({ row: p.start.row + p.direction.dr * i, col: p.start.col + p.direction.dc * i }));
}

export function generateWordSearch(input: GridShape & { words: readonly string[]; directions: number; rng: Rng }): WordSearchPuzzle {
  const { rows, cols, rng } = input;
  const dirs = DIRECTIONS.slice(0, Math.max(1, Math.min(8, input.directions)));
  const grid: (string | null)[][] = Array.from({ length: rows }, () => Array<string | null>(cols).fill(null));
  const placements: Placement[] = [];
  const skipped: string[] = [];
  // Longest first: they have the fewest places to go.
  const entries = input.words.map((word) => ({ word, letters: wordLetters(word) })).sort((a, b) => b.letters.length - a.letters.length);

  for (const { word, letters } of entries) {
    const n = letters.length;
    if (n === 0 || n > Math.max(rows, cols)) {
      skipped.push(word);
      continue;
    }
    // Reservoir sampling: a uniformly random valid position without building the list (speed).
    let seen = 0;
    let chosen: { row: number; col: number; d: Direction } | null = null;
    for (const d of dirs) {
      const rowMin = d.dr < 0 ? n - 1 : 0;
      const rowMax = d.dr > 0 ? rows - n : rows - 1;
      const colMin = d.dc < 0 ? n - 1 : 0;
      const colMax = d.dc > 0 ? cols - n : cols - 1;
      for (let row = rowMin; row <= rowMax; row++) {
        for (let col = colMin; col <= colMax; col++) {
          let overlap = 0;
          let ok = true;
          for (let i = 0; i < n; i++) {
            const existing = grid[row + d.dr * i]![col + d.dc * i];
            if (existing === null || existing === undefined) continue;
            if (existing !== letters[i]) {
              ok = false;
              break;
            }
            overlap++;
          }
          // A word lying entirely on another is invisible; reject full overlaps.
          if (ok && overlap < n && rng() * ++seen < 1) chosen = { row, col, d };
        }
      }
    }
    if (!chosen) {
      skipped.push(word);
      continue;
    }
    for (let i = 0; i < n; i++) grid[chosen.row + chosen.d.dr * i]![chosen.col + chosen.d.dc * i] = letters[i]!;
    placements.push({ word, letters, start: { row: chosen.row, col: chosen.col }, direction: chosen.d });
  }

  const pool = entries.flatMap((e) => e.letters);
  const filled = grid.map((r) => r.map((cell) => cell ?? (pool.length ? pool[Math.floor(rng() * pool.length)]! : '·')));
  return { rows, cols, grid: filled, placements, skipped };
}
