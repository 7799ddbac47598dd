import { useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { languageTag, type Language } from '@app/shared';
import type { Level } from '../common/levels';
import { useElementWidth } from '../common/useElementWidth';
import { useFitText } from '../common/useFitText';
import { useUiLanguageTag } from '../common/ReadAloudButton';
import type { Cell, WordSearchPuzzle } from './logic/wordSearchGrid';
import { searchCellSize } from './logic/wordSearchLevels';
import { cellsBetween } from './logic/searchSelection';
import styles from './SearchGame.module.css';

interface Props {
  puzzle: WordSearchPuzzle;
  /** the grid's room as measured before it was drawn, px (0: not known) */
  width: number;
  foundCells: ReadonlySet<string>;
  anchor: Cell | null;
  /** the topic's language: its letters' tag, and how wide a cell they need */
  language: Language;
  level: Level;
  /** `byPointer`: from a finger or mouse lifted, which the browser follows with a click of its own */
  onTap: (cell: Cell, byPointer?: boolean) => void;
  onSelect: (from: Cell, to: Cell, byPointer?: boolean) => void;
}

const key = (c: Cell) => `${c.row},${c.col}`;

/**
 * The letter grid. Touch/mouse: tap start then tap end, or drag from start to end. Keyboard: arrows
 * move, Enter or Space marks the start and then the end (roving tabindex: one Tab stop).
 */
export function SearchGrid({ puzzle, width: measured, foundCells, anchor, language, level, onTap, onSelect }: Props) {
  const { t } = useTranslation();
  // the grid's name and its cells' are sentences in the UI's language; only the letters are the topic's (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, measured);
  useFitText(box, '[data-testid="search-cell"]');
  // The shape was chosen to fit (searchGridShape): cells fill the width.
  const cellSize = searchCellSize(level, puzzle, width, language);
  const lang = languageTag(language);
  const [focus, setFocus] = useState<Cell>({ row: 0, col: 0 });
  const [drag, setDrag] = useState<{ from: Cell; to: Cell } | null>(null);
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const preview = new Set((drag ? (cellsBetween(drag.from, drag.to) ?? [drag.from]) : anchor ? [anchor] : []).map(key));
  // once per puzzle, not per tap: 81–225 interpolated translations were a third of a tap's render at 4x CPU
  const labels = useMemo(() => puzzle.grid.map((row, r) => row.map((letter, c) => t('search.cellLabel', { letter, row: r + 1, col: c + 1 }))), [puzzle, t]);
  const inFoundWord = `, ${t('search.inFoundWord')}`;
  const selectedStart = `, ${t('search.selectedStart')}`;

  const moveFocus = (c: Cell) => {
    const next = { row: Math.max(0, Math.min(puzzle.rows - 1, c.row)), col: Math.max(0, Math.min(puzzle.cols - 1, c.col)) };
    setFocus(next);
    refs.current.get(key(next))?.focus();
  };
  const onKeyDown = (e: KeyboardEvent, c: Cell) => {
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const m = moves[e.key];
    if (m) moveFocus({ row: c.row + m[0], col: c.col + m[1] });
    else if (e.key === 'Home') moveFocus({ row: c.row, col: 0 });
    else if (e.key === 'End') moveFocus({ row: c.row, col: puzzle.cols - 1 });
    else if (e.key === 'Enter' || e.key === ' ') onTap(c);
    else if (e.key === 'Escape' && anchor) onTap(anchor);
    else return;
    e.preventDefault();
  };
  const cellAt = (e: PointerEvent): Cell | null => {
    const el = document.elementFromPoint(e.clientX, e.clientY) as HTMLElement | null;
    const r = el?.closest<HTMLElement>('[data-row]');
    return r ? { row: Number(r.dataset.row), col: Number(r.dataset.col) } : null;
  };

  return (
    <div ref={box} className={styles.gridBox}>
      <div
        role="grid"
        aria-label={t('search.gridLabel', { rows: puzzle.rows, cols: puzzle.cols })}
        className={`${styles.grid} ${language === 'ta' ? styles.tamil : ''}`}
        style={{ ['--cell-w' as string]: `${cellSize.width}px`, ['--cell-h' as string]: `${cellSize.height}px` }}
        lang={ui}
        data-testid="search-grid"
        onPointerMove={(e) => {
          if (!drag) return;
          const c = cellAt(e);
          if (c && key(c) !== key(drag.to)) setDrag({ ...drag, to: c });
        }}
        onPointerUp={() => {
          if (!drag) return;
          setDrag(null);
          if (key(drag.from) === key(drag.to)) onTap(drag.from, true);
          else onSelect(drag.from, drag.to, true);
        }}
        onPointerCancel={() => setDrag(null)}
      >
        {puzzle.grid.map((row, r) => (
          <div role="row" key={r} className={styles.row}>
            {row.map((letter, c) => {
              const cell = { row: r, col: c };
              const k = key(cell);
              const found = foundCells.has(k);
              const selected = preview.has(k);
              return (
                <button
                  key={k}
                  type="button"
                  role="gridcell"
                  ref={(el) => void (el ? refs.current.set(k, el) : refs.current.delete(k))}
                  tabIndex={focus.row === r && focus.col === c ? 0 : -1}
                  className={`${styles.cell} ${found ? styles.found : ''} ${selected ? styles.selected : ''}`}
                  aria-label={labels[r]![c]! + (found ? inFoundWord : '') + (selected ? selectedStart : '')}
                  aria-selected={selected}
                  data-row={r}
                  data-col={c}
                  data-testid="search-cell"
                  onFocus={() => setFocus(cell)}
                  onKeyDown={(e) => onKeyDown(e, cell)}
                  onPointerDown={(e) => {
                    if (e.pointerType === 'mouse' && e.button !== 0) return;
                    (e.currentTarget.parentElement?.parentElement as HTMLElement | null)?.releasePointerCapture?.(e.pointerId);
                    e.currentTarget.releasePointerCapture?.(e.pointerId);
                    setDrag({ from: cell, to: cell });
                  }}
                  onClick={(e) => {
                    // Pointer taps are handled on pointerup; this keeps assistive-tech "click" working.
                    if (e.detail === 0) onTap(cell);
                  }}
                >
                  <span lang={lang}>{letter}</span>
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
