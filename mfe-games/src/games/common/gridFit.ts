/**
 * Cell sizes for letter grids on any screen: never below the smallest size a child's finger can
 * hit (WCAG 2.2 2.5.8 asks 24 px; we ask more), never squeezed to fit.
 */
export interface CellRule {
  /** the smallest cell allowed, px */
  min: number;
  /** the largest cell worth drawing, px */
  max: number;
  /** space between cells, px */
  gap: number;
}

/**
 * The cell size for `count` cells across `available` px: as large as fits up to `max`; when even
 * `min` does not fit, `min` anyway and `fits` is false (the grid then pans). 0 px available means
 * unknown (not laid out yet): the largest size.
 */
export function fitCells(available: number, count: number, rule: CellRule): { cell: number; fits: boolean } {
  if (available <= 0 || count <= 0) return { cell: rule.max, fits: true };
  const room = Math.floor((available - rule.gap * (count - 1)) / count);
  const cell = Math.max(rule.min, Math.min(rule.max, room));
  return { cell, fits: room >= rule.min };
}

/** How many cells of at least `min` px fit across `available` px (Infinity when unknown). */
export function cellsThatFit(available: number, rule: Pick<CellRule, 'min' | 'gap'>): number {
  if (available <= 0) return Infinity;
  return Math.max(1, Math.floor((available + rule.gap) / (rule.min + rule.gap)));
}
