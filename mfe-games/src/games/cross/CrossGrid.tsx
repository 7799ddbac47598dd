import { useEffect, useRef, type KeyboardEvent } from 'react';
import { isBrokenLetter, letters } from '@app/shared';
import { useTranslation } from 'react-i18next';
import type { Crossword } from './logic/crosswordLayout';
import { cellKey } from './logic/crossMoves';
import styles from './CrossGame.module.css';

export interface Cursor {
  row: number;
  col: number;
  across: boolean;
}

interface Props {
  puzzle: Crossword;
  entries: Record<string, string>;
  lockedCells: ReadonlySet<string>;
  activeCells: ReadonlySet<string>;
  cursor: Cursor;
  lang: string;
  onCursor: (c: Cursor) => void;
  onLetter: (row: number, col: number, letter: string) => void;
  /** put `letter` in the next cell of the active word (the typed stream ran past this cell) */
  onOverflow: (row: number, col: number, rest: string[]) => void;
  onClear: (row: number, col: number) => void;
  onBack: (row: number, col: number) => void;
  /** bump to move keyboard focus to the cursor cell (after choosing a clue) */
  focusRequest: number;
}

/**
 * One real <input> per cell, so any keyboard or IME works. Whatever arrives is split with
 * letters(): the first letter stays, any further ones flow into the next cells (a vowel sign
 * typed after a consonant stays in the same cell because it joins that letter).
 */
export function CrossGrid({ puzzle, entries, lockedCells, activeCells, cursor, lang, onCursor, onLetter, onOverflow, onClear, onBack, focusRequest }: Props) {
  const { t } = useTranslation();
  const refs = useRef(new Map<string, HTMLInputElement>());
  // Set while a typed stream moves focus on, so the next cell keeps its caret instead of selecting.
  const typing = useRef(false);
  const numbers = new Map(puzzle.placements.map((p) => [cellKey(p.row, p.col), p.number]));

  useEffect(() => {
    const el = refs.current.get(cellKey(cursor.row, cursor.col));
    if (el && document.activeElement !== el && el.closest('[data-testid="cross-grid"]')?.contains(document.activeElement)) el.focus();
  }, [cursor]);
  useEffect(() => {
    if (focusRequest > 0) refs.current.get(cellKey(cursor.row, cursor.col))?.focus();
    // only a new request moves focus; cursor changes are handled above
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const step = (row: number, col: number, dr: number, dc: number, across: boolean) => {
    let r = row + dr;
    let c = col + dc;
    while (puzzle.cells[r]?.[c] === null) {
      r += dr;
      c += dc;
    }
    if (puzzle.cells[r]?.[c]) {
      onCursor({ row: r, col: c, across });
      refs.current.get(cellKey(r, c))?.focus();
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>, row: number, col: number) => {
    if (e.key === 'ArrowRight') step(row, col, 0, 1, true);
    else if (e.key === 'ArrowLeft') step(row, col, 0, -1, true);
    else if (e.key === 'ArrowDown') step(row, col, 1, 0, false);
    else if (e.key === 'ArrowUp') step(row, col, -1, 0, false);
    else if (e.key === 'Backspace' && !entries[cellKey(row, col)]) onBack(row, col);
    else if (e.key === 'Enter' || e.key === ' ') onCursor({ row, col, across: !cursor.across });
    else return;
    e.preventDefault();
  };

  return (
    <div className={styles.grid} role="grid" aria-label={t('cross.gridLabel')} style={{ gridTemplateColumns: `repeat(${puzzle.width}, minmax(0, 1fr))`, ['--cols' as string]: puzzle.width }} data-testid="cross-grid" lang={lang}>
      {puzzle.cells.map((row, r) =>
        row.map((solution, c) => {
          const k = cellKey(r, c);
          if (solution === null) return <span key={k} className={styles.block} aria-hidden="true" />;
          const value = entries[k] ?? '';
          const locked = lockedCells.has(k);
          const isCursor = cursor.row === r && cursor.col === c;
          const n = numbers.get(k);
          return (
            <span key={k} className={`${styles.cellBox} ${activeCells.has(k) ? styles.active : ''} ${locked ? styles.locked : ''}`}>
              {n ? <span className={styles.number} aria-hidden="true">{n}</span> : null}
              <input
                ref={(el) => void (el ? refs.current.set(k, el) : refs.current.delete(k))}
                className={styles.cell}
                value={value}
                readOnly={locked}
                tabIndex={isCursor ? 0 : -1}
                aria-label={t('cross.cellLabel', { row: r + 1, col: c + 1, number: n ?? '' }) + (locked ? `, ${t('cross.solvedMark')}` : '')}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                data-testid="cross-cell"
                data-row={r}
                data-col={c}
                onFocus={(e) => {
                  if (typing.current) typing.current = false;
                  else e.currentTarget.select();
                  if (!isCursor) onCursor({ row: r, col: c, across: cursor.across });
                }}
                onKeyDown={(e) => onKeyDown(e, r, c)}
                onChange={(e) => {
                  const typed = letters(e.target.value.replace(/\s/g, ''));
                  if (typed.length === 0) return onClear(r, c);
                  // Typed over a selected letter, or added a sign to it: the first letter is this cell's.
                  const [first, ...rest] = typed;
                  if (isBrokenLetter(first!)) return; // a lone vowel sign or pulli is never a cell's letter
                  onLetter(r, c, first!);
                  if (rest.length) {
                    typing.current = true;
                    onOverflow(r, c, rest);
                  }
                }}
              />
            </span>
          );
        }),
      )}
    </div>
  );
}
