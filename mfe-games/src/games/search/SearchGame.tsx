import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { languageTag } from '@app/shared';
import { Icon } from '../common/icons/Icon';
import { GameFeedback } from '../common';
import { swallowGhostClick } from '../common/ghostClick';
import { useHasKeyboard } from '../common/useHasKeyboard';
import { useUiLanguageTag } from '../common/ReadAloudButton';
import { useGame, useGameHint, useRoundTotal } from '../common/GameContext';
import { usableItems } from '../common/gameRegistry';
import { restoreWith } from '../common/progressState';
import { createRng } from '@app/shared';
import frame from '../common/GameFrame.module.css';
import { buildSearchPuzzle } from './logic/buildSearchPuzzle';
import { applySearchMove, initialSearchState, isSearchDone, searchScore, type SearchMove, type SearchState } from './logic/searchMoves';
import { placementCells, type Cell, type GridShape } from './logic/wordSearchGrid';
import { searchGridShape } from './logic/wordSearchLevels';
import { SearchGrid } from './SearchGrid';
import styles from './SearchGame.module.css';

const index = z.int().check(z.nonnegative());
// `size`: the grid's rows (and its columns too, in a save from before grids had fewer columns than rows)
const savedSchema = z.object({
  found: z.array(index),
  attempts: index,
  size: z.optional(index),
  cols: z.optional(index),
  hinted: z._default(z.array(index), []),
});

/** Word search: find every topic word hidden in the grid. */
export function SearchGame() {
  const { t } = useTranslation();
  // the game's own text inside a board in the topic's language carries the UI's (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  const { level, topic, restored } = useGame();
  const saved = useMemo(() => restoreWith(savedSchema, restored), [restored]);
  // The room the grid has is measured once, before any grid is built: the grid's size is chosen for
  // the screen the game starts on (a saved game keeps its own), and the grid is drawn once, at its
  // cells' final size (a first draw at an unknown width fitted every letter twice). Measured in the
  // next frame, not in the task that drew the page: the page's first layout, and then the grid's
  // with the fit of its letters, were one task of 220–330 ms at 4x CPU (issue 22.6).
  const measure = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (width !== null) return undefined;
    const room = () => measure.current?.clientWidth ?? 0;
    // Not laid out yet (the page may still be on its way to the screen): measuring 0 would give a
    // phone the desktop's grid. Try again each frame; after a few, take what there is (jsdom lays
    // nothing out).
    let tries = 0;
    let frame = requestAnimationFrame(function retry() {
      tries += 1;
      if (room() > 0 || tries >= 10) setWidth(room());
      else frame = requestAnimationFrame(retry);
    });
    return () => cancelAnimationFrame(frame);
  }, [width]);

  return (
    <section className={`${frame.panel} ${styles.panel}`} aria-labelledby="search-heading" data-testid="search-game">
      <h2 id="search-heading" className={frame.srOnly} lang={ui}>
        {t('search.instructions')}
      </h2>
      {/* how to play: it stays after the first try, so the grid never jumps under the finger (issue 22) */}
      <p className={styles.touchHelp} data-testid="search-touch-help" lang={ui}>
        {t('search.touchHelp')}
      </p>
      {width === null ? (
        <div className={styles.layout}>
          <div ref={measure} className={styles.gridRoom} />
        </div>
      ) : (
        <SearchBoard
          width={width}
          shape={saved?.size ? { rows: saved.size, cols: saved.cols ?? saved.size } : searchGridShape(level, width, topic.language)}
          saved={saved}
        />
      )}
    </section>
  );
}

/** The grid and its words, for a grid of `shape` in `width` px (0: not known). */
function SearchBoard({ width, shape, saved }: { width: number; shape: GridShape; saved: z.infer<typeof savedSchema> | undefined }) {
  const { t } = useTranslation();
  const ui = useUiLanguageTag();
  const { game, topic, level, seed, report, feedback, recordItem, finish } = useGame();
  const { rows, cols } = shape;
  const puzzle = useMemo(() => buildSearchPuzzle(usableItems(game, topic), level, createRng(seed), { rows, cols }), [game, topic, level, seed, rows, cols]);
  const [state, setState] = useState<SearchState>(() =>
    saved && saved.found.every((i) => i < puzzle.placements.length) ? { ...initialSearchState(), ...saved } : initialSearchState(),
  );
  const [hinted, setHinted] = useState<number[]>(saved?.hinted ?? []);
  const [hintCell, setHintCell] = useState<Cell | null>(null);
  useRoundTotal(puzzle.placements.length);
  const lang = languageTag(topic.language);
  const hasKeyboard = useHasKeyboard();
  const foundCells = useMemo(
    () => new Set(state.found.flatMap((i) => placementCells(puzzle.placements[i]!).map((c) => `${c.row},${c.col}`))),
    [state.found, puzzle],
  );

  const play = (move: SearchMove, byPointer = false) => {
    const [next, outcome] = applySearchMove(puzzle, state, move);
    // the result screen comes up under the finger: its click must not press "Next level"
    if (byPointer && isSearchDone(puzzle, next) && !isSearchDone(puzzle, state)) swallowGhostClick();
    setState(next);
    if (outcome.kind === 'none') return;
    if (outcome.kind === 'again') return feedback('info', t('search.already', { word: puzzle.placements[outcome.index]!.word }));
    if (outcome.kind === 'found') {
      const word = puzzle.placements[outcome.index]!.word;
      feedback('correct', t('search.found', { word, left: puzzle.placements.length - next.found.length }));
      recordItem({ word, prompt: '', answer: word, outcome: 'right', wrongTries: state.missesSinceFound ?? 0, hints: hinted.includes(outcome.index) ? 1 : 0 });
    } else feedback('incorrect', t('search.notAWord'));
    const tally = {
      score: searchScore(next, level),
      correct: next.found.filter((i) => !hinted.includes(i)).length,
      attempted: next.attempts,
      done: next.found.length,
      total: puzzle.placements.length,
    };
    if (isSearchDone(puzzle, next)) finish(tally);
    else report({ ...tally, state: { found: next.found, attempts: next.attempts, size: puzzle.rows, cols: puzzle.cols, hinted } });
  };
  useGameHint(() => {
    const missing = puzzle.placements.findIndex((_, i) => !state.found.includes(i));
    const p = puzzle.placements[missing];
    if (!p) return false;
    setHintCell(p.start);
    setHinted((h) => (h.includes(missing) ? h : [...h, missing]));
    feedback('hint', t('search.hint', { word: p.word, row: p.start.row + 1, col: p.start.col + 1 }));
  }, !isSearchDone(puzzle, state));

  return (
    <>
      <p className={frame.srOnly} data-testid="search-progress" lang={ui}>
        {t('search.progress', { found: state.found.length, total: puzzle.placements.length })}
      </p>
      <div className={styles.layout}>
        <SearchGrid
          puzzle={puzzle}
          width={width}
          foundCells={foundCells}
          anchor={state.anchor ?? hintCell}
          language={topic.language}
          level={level}
          onTap={(cell, byPointer) => {
            setHintCell(null);
            play({ type: 'tap', cell }, byPointer);
          }}
          onSelect={(from, to, byPointer) => {
            setHintCell(null);
            play({ type: 'select', from, to }, byPointer);
          }}
        />
        <div className={styles.side}>
          <GameFeedback />
          <h3 className={frame.srOnly} lang={ui}>
            {t('search.wordsToFind')}
          </h3>
          <ul className={styles.words} data-testid="search-words" lang={lang}>
            {puzzle.placements.map((p, i) => {
              const found = state.found.includes(i);
              return (
                <li key={p.word} className={`${styles.word} ${found ? styles.wordFound : ''}`} data-found={found} data-testid="search-word">
                  {found ? (
                    <>
                      <Icon name="check-mark-button" size={18} className={frame.inlineIcon} />{' '}
                    </>
                  ) : null}
                  {p.word}
                  {found ? (
                    <span className={frame.srOnly} lang={ui}>
                      {' '}
                      ({t('search.foundMark')})
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {hasKeyboard ? (
            <p className={styles.keyboardHelp} data-testid="keys-help" lang={ui}>
              {t('search.keyboardHelp')}
            </p>
          ) : null}
        </div>
      </div>
    </>
  );
}
