import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LetterMark } from '@app/shared';
import { Icon } from '../common/icons/Icon';
import { MARK_ICONS } from '../common/LetterHint';
import { fitTexts, useRefitWhenFontsLoad } from '../common/useFitText';
import { useLetterInput } from '../common/useLetterInput';
import { afterPaint, focusAfterPaint } from '../common/focusAfterPaint';
import type { Crossword } from './logic/crosswordLayout';
import { cellKey } from './logic/crossMoves';
import styles from './CrossGame.module.css';

export type { CrossCursor as Cursor } from './logic/crossTyping';
import type { CrossCursor as Cursor } from './logic/crossTyping';

// Cells of 36 px at the least (a child's fingertip; bigger grids pan instead of shrinking) up to
// 52 px: the size is CSS's (CrossGame.module.css, .grid), from the viewport's width in container
// units. Measured by script, the first board was drawn at 52 px, laid out, measured and drawn
// again in the task that shows it (issue 22.6).

interface Props {
  puzzle: Crossword;
  entries: Record<string, string>;
  /** cells a wrong word's letter left, with how that letter stood (issue 22) */
  marks: Readonly<Record<string, LetterMark>>;
  lockedCells: ReadonlySet<string>;
  givenCells: ReadonlySet<string>;
  activeCells: ReadonlySet<string>;
  cursor: Cursor;
  /** the UI's language tag: the grid's and cells' names are the UI's, a cell's letter is an input's value (WCAG 3.1.2) */
  lang: string;
  /** 'none' keeps the phone's own keyboard closed (the on-screen keypad types instead) */
  inputMode: 'text' | 'none';
  /** the child chose a cell (tap, click, arrow keys) */
  onCursor: (c: Cursor) => void;
  onText: (text: string) => void;
  onErase: () => void;
  onEnter: () => void;
  /** bump to move keyboard focus to the cursor cell (after choosing a clue) */
  focusRequest: number;
}

/**
 * One real <input> per letter cell, so any keyboard or IME works; what is typed goes to the letter
 * model (useLetterInput) and the cells show the game's state, never the browser's editing. Cells
 * keep a size a finger can hit; a grid wider than the screen pans, and the cursor's cell scrolls
 * into view.
 */
/** Pans the grid (not the page) so `cell` is in view: the page stays where the child put it. */
function panTo(viewport: HTMLElement | null, cell: HTMLElement) {
  if (!viewport) return;
  const v = viewport.getBoundingClientRect();
  const c = cell.getBoundingClientRect();
  const margin = 8;
  if (c.left < v.left) viewport.scrollLeft -= v.left - c.left + margin;
  else if (c.right > v.right) viewport.scrollLeft += c.right - v.right + margin;
  if (c.top < v.top) viewport.scrollTop -= v.top - c.top + margin;
  else if (c.bottom > v.bottom) viewport.scrollTop += c.bottom - v.bottom + margin;
}

export function CrossGrid(props: Props) {
  const { puzzle, entries, marks, lockedCells, givenCells, activeCells, cursor, lang, inputMode, onCursor, focusRequest } = props;
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const refs = useRef(new Map<string, HTMLInputElement>());
  const numbers = useMemo(() => new Map(puzzle.placements.map((p) => [cellKey(p.row, p.col), p.number])), [puzzle]);
  // Each cell's name, once per board and language: a letter typed renders the grid again, and a
  // translation per cell was 15-25 ms of each key's task at 4x CPU (issue 22.6).
  const cellLabels = useMemo(
    () =>
      new Map(
        puzzle.cells.flatMap((row, r) =>
          row.flatMap((solution, c) =>
            solution === null ? [] : [[cellKey(r, c), t('cross.cellLabel', { row: r + 1, col: c + 1, number: numbers.get(cellKey(r, c)) ?? '' })] as const],
          ),
        ),
      ),
    [puzzle, numbers, t],
  );
  // looked up once per render, not once per cell
  const givenMark = `, ${t('cross.givenMark')}`;
  const solvedMark = `, ${t('cross.solvedMark')}`;
  const wasWrong = t('cross.wasWrong');

  useLetterInput(viewport, { onText: (text) => props.onText(text), onErase: () => props.onErase(), onEnter: () => props.onEnter() });

  // The cells show the state: set after every render (also undoing what an IME left behind).
  // Their letters are fitted again only where a letter or a look changed (a new width refits them
  // all, below). Told by what the cells were drawn with, not by their measured widths: measuring
  // every cell laid the page out before the fit and again after it, on every key (issue 22.6).
  // The first board is fitted once it is painted: its layout is then already done, where fitting
  // it in the commit forced the whole board's first layout into the task that draws it (84 ms at
  // 4x CPU, issue 22.6). Only a given letter too wide for its cell shows unfitted for that frame;
  // its box does not move.
  const fittedAs = useRef(new WeakMap<HTMLInputElement, string>());
  const firstFit = useRef<() => void>(undefined);
  useLayoutEffect(() => {
    const changed: HTMLInputElement[] = [];
    for (const [k, el] of refs.current) {
      if (el.value !== (entries[k] ?? '')) el.value = entries[k] ?? '';
      // the box's class too: a marked cell's thicker border leaves its letter less room
      const look = `${el.value}\u0000${el.className}\u0000${el.parentElement?.className ?? ''}`;
      if (fittedAs.current.get(el) === look) continue;
      fittedAs.current.set(el, look);
      changed.push(el);
    }
    if (changed.length === 0) return;
    if (firstFit.current) fitTexts(changed, { force: true });
    else firstFit.current = afterPaint(() => fitTexts(changed, { force: true }));
  });
  useEffect(() => () => firstFit.current?.(), []);
  // a new width (rotation, zoom) resizes the cells in CSS, with no render: fit them again then
  useEffect(() => {
    const el = viewport.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      fitTexts(refs.current.values(), { force: true });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  useRefitWhenFontsLoad(() => fitTexts(refs.current.values(), { force: true }));
  // Focus and pan read the layout: after the paint, not in the commit (afterPaint). A key typed
  // in between still goes to the cursor's cell: the letter model follows the cursor, not the focus.
  // They go to the cursor drawn last, not this render's: keys typed fast have moved it on, and a
  // cell focused behind it would take the cursor back (its onFocus moves the cursor there).
  const drawnCursorCell = () => refs.current.get(cellKey(latest.current.cursor.row, latest.current.cursor.col));
  useEffect(
    () =>
      afterPaint(() => {
        const el = drawnCursorCell();
        if (!el) return;
        if (document.activeElement !== el && viewport.current?.contains(document.activeElement)) el.focus({ preventScroll: true });
        panTo(viewport.current, el);
      }),
    [cursor],
  );
  useEffect(
    () => (focusRequest > 0 ? focusAfterPaint(drawnCursorCell, { preventScroll: true }) : undefined),
    // only a new request moves focus; cursor changes are handled above
    [focusRequest],
  );

  const step = (row: number, col: number, dr: number, dc: number, across: boolean) => {
    let r = row + dr;
    let c = col + dc;
    while (puzzle.cells[r]?.[c] === null) {
      r += dr;
      c += dc;
    }
    if (puzzle.cells[r]?.[c]) {
      onCursor({ row: r, col: c, across });
      refs.current.get(cellKey(r, c))?.focus({ preventScroll: true });
    }
  };
  // One set of cell handlers for the board's life, reading the latest cursor: a cell whose own
  // look did not change is not drawn again when a key is typed (issue 22.6: every cell of the grid
  // was rendered again on every key).
  const latest = useRef({ cursor, onCursor, step });
  const handlers = useMemo<CellHandlers>(
    () => ({
      register: (k, el) => void (el ? refs.current.set(k, el) : refs.current.delete(k)),
      focus: (row, col) => {
        const { cursor: now, onCursor: move } = latest.current;
        if (now.row !== row || now.col !== col) move({ row, col, across: now.across });
      },
      // a second tap on the cursor's cell turns the word the other way
      click: (row, col) => {
        const { cursor: now, onCursor: move } = latest.current;
        if (now.row === row && now.col === col) move({ row, col, across: !now.across });
      },
      keyDown: (e, row, col) => {
        const { cursor: now, onCursor: move, step: go } = latest.current;
        if (e.key === 'ArrowRight') go(row, col, 0, 1, true);
        else if (e.key === 'ArrowLeft') go(row, col, 0, -1, true);
        else if (e.key === 'ArrowDown') go(row, col, 1, 0, false);
        else if (e.key === 'ArrowUp') go(row, col, -1, 0, false);
        else if (e.key === ' ') move({ row, col, across: !now.across });
        else return;
        e.preventDefault();
      },
    }),
    [],
  );

  latest.current = { cursor, onCursor, step };

  return (
    <div className={styles.viewport} ref={viewport} data-testid="cross-viewport">
      <div
        className={styles.grid}
        role="group"
        aria-label={t('cross.gridLabel')}
        lang={lang}
        data-testid="cross-grid"
        style={{ ['--cols' as string]: puzzle.width }}
      >
        {puzzle.cells.map((row, r) =>
          row.map((solution, c) => {
            const k = cellKey(r, c);
            if (solution === null) return <span key={k} className={styles.block} aria-hidden="true" />;
            const locked = lockedCells.has(k);
            const given = givenCells.has(k);
            const isCursor = cursor.row === r && cursor.col === c;
            const n = numbers.get(k);
            const mark = locked ? undefined : marks[k];
            const state = given ? givenMark : locked ? solvedMark : mark ? `, ${wasWrong}: ${t(`letterHint.marks.${mark}`)}` : '';
            return (
              <CrossCell
                key={k}
                k={k}
                row={r}
                col={c}
                number={n}
                mark={mark}
                boxClass={`${styles.cellBox} ${activeCells.has(k) ? styles.active : ''} ${locked ? styles.locked : ''} ${given ? styles.given : ''} ${isCursor ? styles.cursor : ''} ${mark ? styles.marked : ''}`}
                strong={locked || given}
                entry={entries[k] ?? ''}
                inputMode={inputMode}
                isCursor={isCursor}
                label={(cellLabels.get(k) ?? '') + state}
                handlers={handlers}
              />
            );
          }),
        )}
      </div>
    </div>
  );
}

interface CellHandlers {
  register: (k: string, el: HTMLInputElement | null) => void;
  focus: (row: number, col: number) => void;
  click: (row: number, col: number) => void;
  keyDown: (e: KeyboardEvent<HTMLInputElement>, row: number, col: number) => void;
}

interface CellProps {
  k: string;
  row: number;
  col: number;
  number: number | undefined;
  mark: LetterMark | undefined;
  boxClass: string;
  /** a settled letter (solved or given) */
  strong: boolean;
  /** the letter when the cell first appears; after that the grid sets it (useLayoutEffect) */
  entry: string;
  inputMode: 'text' | 'none';
  isCursor: boolean;
  label: string;
  handlers: CellHandlers;
}

/** One letter cell: drawn again only when what it shows changes. */
const CrossCell = memo(function CrossCell({ k, row, col, number, mark, boxClass, strong, entry, inputMode, isCursor, label, handlers }: CellProps) {
  const register = useCallback((el: HTMLInputElement | null) => handlers.register(k, el), [handlers, k]);
  return (
    <span className={boxClass} data-mark={mark}>
      {number ? (
        <span className={styles.number} aria-hidden="true">
          {number}
        </span>
      ) : null}
      {mark ? <Icon name={MARK_ICONS[mark]} size={12} className={`${styles.mark} ${styles[mark]}`} /> : null}
      <input
        ref={register}
        className={strong ? `${styles.cell} ${styles.strong}` : styles.cell}
        defaultValue={entry}
        inputMode={inputMode}
        tabIndex={isCursor ? 0 : -1}
        aria-label={label}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        data-testid="cross-cell"
        data-row={row}
        data-col={col}
        onFocus={() => handlers.focus(row, col)}
        onClick={() => handlers.click(row, col)}
        onKeyDown={(e) => handlers.keyDown(e, row, col)}
      />
    </span>
  );
});
