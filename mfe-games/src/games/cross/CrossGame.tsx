import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LetterKeypad } from '../common/LetterKeypad';
import { useGame, useGameHint } from '../common/GameContext';
import { usableItems } from '../common/gameRegistry';
import { restoreWith } from '../common/progressState';
import { createRng } from '../common/seededRandom';
import frame from '../common/GameFrame.module.css';
import { ClueList } from './ClueList';
import { CrossGrid, type Cursor } from './CrossGrid';
import { buildCrossPuzzle } from './logic/buildCrossPuzzle';
import { applyCrossMove, cellKey, crossScore, initialCrossState, isCrossDone, wordCells, type CrossMove, type CrossState } from './logic/crossMoves';
import styles from './CrossGame.module.css';

const savedSchema = z.object({ entries: z.record(z.string(), z.string()), solved: z.array(z.number().int().nonnegative()), misses: z.number().int().nonnegative(), revealed: z.number().int().nonnegative() });

/** Crossword from the topic's words and clues: one whole letter per cell, keyboard or keypad. */
export function CrossGame() {
  const { t } = useTranslation();
  const { game, topic, level, seed, restored, report, feedback, finish } = useGame();
  const puzzle = useMemo(() => buildCrossPuzzle(usableItems(game, topic), level, createRng(seed)), [game, topic, level, seed]);
  const [state, setState] = useState<CrossState>(() => {
    const saved = restoreWith(savedSchema, restored);
    return saved && saved.solved.every((i) => i < puzzle.placements.length) ? saved : initialCrossState();
  });
  const first = puzzle.placements[0];
  const [cursor, setCursor] = useState<Cursor>({ row: first?.row ?? 0, col: first?.col ?? 0, across: first?.direction !== 'down' });
  const lang = topic.language === 'bm' ? 'ms' : topic.language;
  const [focusRequest, setFocusRequest] = useState(0);

  // The active word: the one through the cursor in the cursor's direction (else the other one).
  const active = useMemo(() => {
    const through = puzzle.placements
      .map((p, i) => ({ p, i }))
      .filter(({ p }) => wordCells(p).some(([r, c]) => r === cursor.row && c === cursor.col));
    return (through.find(({ p }) => (p.direction === 'across') === cursor.across) ?? through[0])?.i ?? 0;
  }, [puzzle, cursor]);
  const activeCells = useMemo(() => new Set(puzzle.placements[active] ? wordCells(puzzle.placements[active]!).map(([r, c]) => cellKey(r, c)) : []), [puzzle, active]);
  const lockedCells = useMemo(() => new Set(state.solved.flatMap((i) => wordCells(puzzle.placements[i]!).map(([r, c]) => cellKey(r, c)))), [puzzle, state.solved]);

  const play = (s: CrossState, move: CrossMove): CrossState => {
    const [next, outcome] = applyCrossMove(puzzle, s, move);
    if (outcome.kind === 'none') return next;
    const words = outcome.words.map((i) => puzzle.placements[i]!.word).join(', ');
    if (outcome.kind === 'solved') feedback('correct', t('cross.solved', { words }));
    else feedback('incorrect', t('cross.wrong', { number: outcome.words.map((i) => puzzle.placements[i]!.number).join(', ') }));
    const tally = { score: crossScore(next, level), correct: next.solved.length, attempted: next.solved.length + next.misses };
    if (isCrossDone(puzzle, next)) finish(tally);
    else report({ ...tally, state: next });
    return next;
  };
  const dispatch = (moves: CrossMove[]) => setState((s) => moves.reduce(play, s));

  /** the cells after (row, col) in the active word */
  const cellsAfter = (row: number, col: number): [number, number][] => {
    const cells = puzzle.placements[active] ? wordCells(puzzle.placements[active]!) : [];
    const at = cells.findIndex(([r, c]) => r === row && c === col);
    return at < 0 ? [] : cells.slice(at + 1);
  };
  const typeFrom = (row: number, col: number, ls: string[]) => {
    const targets = cellsAfter(row, col).slice(0, ls.length);
    dispatch(targets.map(([r, c], k) => ({ type: 'set', row: r, col: c, letter: ls[k]! })));
    const last = targets[targets.length - 1];
    if (last) setCursor({ row: last[0], col: last[1], across: puzzle.placements[active]?.direction === 'across' });
  };
  const keypadLetter = (letter: string) => {
    dispatch([{ type: 'set', row: cursor.row, col: cursor.col, letter }]);
    const next = cellsAfter(cursor.row, cursor.col)[0];
    if (next) setCursor({ ...cursor, row: next[0], col: next[1] });
  };
  const back = (row: number, col: number) => {
    const cells = puzzle.placements[active] ? wordCells(puzzle.placements[active]!) : [];
    const at = cells.findIndex(([r, c]) => r === row && c === col);
    const prev = cells[at - 1];
    if (prev) {
      dispatch([{ type: 'clear', row: prev[0], col: prev[1] }]);
      setCursor({ ...cursor, row: prev[0], col: prev[1] });
    }
  };
  useGameHint(() => {
    const cells = puzzle.placements[active] ? wordCells(puzzle.placements[active]!) : [];
    const target = cells.find(([r, c]) => state.entries[cellKey(r, c)] !== puzzle.cells[r]![c]) ?? cells[0];
    if (!target) return;
    dispatch([{ type: 'reveal', row: target[0], col: target[1] }]);
    feedback('hint', t('cross.revealed', { number: puzzle.placements[active]?.number ?? '' }));
  }, !isCrossDone(puzzle, state));

  if (!puzzle.placements.length) return <p className={frame.panel}>{t('game.notEnoughItems')}</p>;
  return (
    <section className={frame.panel} aria-labelledby="cross-heading" data-testid="cross-game">
      <h2 id="cross-heading" className={frame.panelHeading}>{t('cross.instructions')}</h2>
      <p className={frame.progress} data-testid="cross-progress">{t('cross.progress', { solved: state.solved.length, total: puzzle.placements.length })}</p>
      <p className={frame.progress} data-testid="cross-active-clue" aria-live="polite">
        <strong>{puzzle.placements[active]?.number} {t(`cross.${puzzle.placements[active]?.direction ?? 'across'}`)}:</strong> {puzzle.placements[active]?.clue}
      </p>
      <div className={styles.layout}>
        <div>
          <CrossGrid puzzle={puzzle} entries={state.entries} lockedCells={lockedCells} activeCells={activeCells} cursor={cursor} lang={lang}
            onCursor={setCursor}
            onLetter={(r, c, letter) => dispatch([{ type: 'set', row: r, col: c, letter }])}
            onOverflow={typeFrom}
            onClear={(r, c) => dispatch([{ type: 'clear', row: r, col: c }])}
            onBack={back} focusRequest={focusRequest} />
          <LetterKeypad language={topic.language} onLetter={keypadLetter} onBackspace={() => dispatch([{ type: 'clear', row: cursor.row, col: cursor.col }])} />
        </div>
        <ClueList placements={puzzle.placements} solved={state.solved} active={active}
          onChoose={(i) => { const p = puzzle.placements[i]!; setCursor({ row: p.row, col: p.col, across: p.direction === 'across' }); setFocusRequest((n) => n + 1); }} />
      </div>
    </section>
  );
}
