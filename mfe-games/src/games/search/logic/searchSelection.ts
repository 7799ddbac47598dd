import { placementCells, type Cell, type WordSearchPuzzle } from './wordSearchGrid';

/** The straight line of cells from `a` to `b`, or null when they are not on one of the 8 directions. */
export function cellsBetween(a: Cell, b: Cell): Cell[] | null {
  const dr = Math.sign(b.row - a.row);
  const dc = Math.sign(b.col - a.col);
  const rows = Math.abs(b.row - a.row);
  const cols = Math.abs(b.col - a.col);
  if (rows !== 0 && cols !== 0 && rows !== cols) return null;
  const n = Math.max(rows, cols) + 1;
  return Array.from({ length: n }, (_, i) => ({ row: a.row + dr * i, col: a.col + dc * i }));
}

const same = (x: Cell, y: Cell) => x.row === y.row && x.col === y.col;

/**
 * The placement the line `cells` finds (either way round), or -1. The filler can spell a short
 * word a second time by chance; that copy counts too (for the first placement of that word not
 * yet found), because the player did find the word.
 */
export function findPlacement(puzzle: WordSearchPuzzle, cells: readonly Cell[], found: readonly number[] = []): number {
  const exact = puzzle.placements.findIndex((p) => {
    const pc = placementCells(p);
    if (pc.length !== cells.length) return false;
    return pc.every((c, i) => same(c, cells[i]!)) || pc.every((c, i) => same(c, cells[cells.length - 1 - i]!));
  });
  if (exact >= 0) return exact;
  const line = cells.map((c) => puzzle.grid[c.row]?.[c.col] ?? '');
  const spelt = line.join('');
  const back = [...line].reverse().join('');
  const byLetters = puzzle.placements.findIndex((p, i) => !found.includes(i) && (p.letters.join('') === spelt || p.letters.join('') === back));
  return byLetters;
}
