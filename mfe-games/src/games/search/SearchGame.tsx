import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useGame, useGameHint } from '../common/GameContext';
import { usableItems } from '../common/gameRegistry';
import { restoreWith } from '../common/progressState';
import { createRng } from '../common/seededRandom';
import frame from '../common/GameFrame.module.css';
import { buildSearchPuzzle } from './logic/buildSearchPuzzle';
import { applySearchMove, initialSearchState, isSearchDone, searchScore, type SearchMove, type SearchState } from './logic/searchMoves';
import { placementCells, type Cell } from './logic/wordSearchGrid';
import { SearchGrid } from './SearchGrid';
import styles from './SearchGame.module.css';

const savedSchema = z.object({ found: z.array(z.number().int().nonnegative()), attempts: z.number().int().nonnegative() });

/** Word search: find every topic word hidden in the grid. */
export function SearchGame() {
  const { t } = useTranslation();
  const { game, topic, level, seed, restored, report, feedback, finish } = useGame();
  const puzzle = useMemo(() => buildSearchPuzzle(usableItems(game, topic), level, createRng(seed)), [game, topic, level, seed]);
  const [state, setState] = useState<SearchState>(() => {
    const saved = restoreWith(savedSchema, restored);
    return saved && saved.found.every((i) => i < puzzle.placements.length) ? { ...initialSearchState(), ...saved } : initialSearchState();
  });
  const [hinted, setHinted] = useState<Cell | null>(null);
  const lang = topic.language === 'bm' ? 'ms' : topic.language;
  const foundCells = useMemo(() => new Set(state.found.flatMap((i) => placementCells(puzzle.placements[i]!).map((c) => `${c.row},${c.col}`))), [state.found, puzzle]);

  const play = (move: SearchMove) => {
    const [next, outcome] = applySearchMove(puzzle, state, move);
    setState(next);
    if (outcome.kind === 'none') return;
    if (outcome.kind === 'again') return feedback('info', t('search.already', { word: puzzle.placements[outcome.index]!.word }));
    if (outcome.kind === 'found') feedback('correct', t('search.found', { word: puzzle.placements[outcome.index]!.word, left: puzzle.placements.length - next.found.length }));
    else feedback('incorrect', t('search.notAWord'));
    const tally = { score: searchScore(next, level), correct: next.found.length, attempted: next.attempts };
    if (isSearchDone(puzzle, next)) finish(tally);
    else report({ ...tally, state: { found: next.found, attempts: next.attempts } });
  };
  useGameHint(() => {
    const missing = puzzle.placements.findIndex((_, i) => !state.found.includes(i));
    const p = puzzle.placements[missing];
    if (!p) return;
    setHinted(p.start);
    feedback('hint', t('search.hint', { word: p.word, row: p.start.row + 1, col: p.start.col + 1 }));
  }, !isSearchDone(puzzle, state));

  return (
    <section className={frame.panel} aria-labelledby="search-heading" data-testid="search-game">
      <h2 id="search-heading" className={frame.panelHeading}>{t('search.instructions')}</h2>
      <p className={frame.progress} data-testid="search-progress">{t('search.progress', { found: state.found.length, total: puzzle.placements.length })}</p>
      <div className={styles.layout}>
        <SearchGrid puzzle={puzzle} foundCells={foundCells} anchor={state.anchor ?? hinted} lang={lang}
          onTap={(cell) => { setHinted(null); play({ type: 'tap', cell }); }}
          onSelect={(from, to) => { setHinted(null); play({ type: 'select', from, to }); }} />
        <div>
          <h3 className={frame.answerLabel}>{t('search.wordsToFind')}</h3>
          <ul className={styles.words} data-testid="search-words" lang={lang}>
            {puzzle.placements.map((p, i) => {
              const found = state.found.includes(i);
              return (
                <li key={p.word} className={`${styles.word} ${found ? styles.wordFound : ''}`} data-found={found} data-testid="search-word">
                  {found ? <span aria-hidden="true">✔ </span> : null}
                  {p.word}
                  {found ? <span className={frame.srOnly}> ({t('search.foundMark')})</span> : null}
                </li>
              );
            })}
          </ul>
          <p className={frame.progress}>{t('search.keyboardHelp')}</p>
        </div>
      </div>
    </section>
  );
}
