import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { languageTag } from '@app/shared';
import { GameFeedback } from '../common';
import { LetterKeypad } from '../common/LetterKeypad';
import { Icon } from '../common/icons/Icon';
import { useGame, useGameHint, useRoundTotal } from '../common/GameContext';
import { usableItems } from '../common/gameRegistry';
import { restoreWith } from '../common/progressState';
import { createRng } from '@app/shared';
import frame from '../common/GameFrame.module.css';
import { useUiLanguageTag } from '../common/ReadAloudButton';
import { ClueList } from './ClueList';
import { CrossGrid, type Cursor } from './CrossGrid';
import { buildCrossPuzzle } from './logic/buildCrossPuzzle';
import {
  applyCrossMove,
  cellKey,
  crossScore,
  initialCrossState,
  isCrossDone,
  lockedCells,
  wordCells,
  type CrossOutcome,
  type CrossState,
} from './logic/crossMoves';
import { activeWord, settleCrossword, typeInCrossword, type TypingInput } from './logic/crossTyping';
import styles from './CrossGame.module.css';

const count = z.int().check(z.nonnegative());
const savedSchema = z.object({
  entries: z.record(z.string(), z.string()),
  solved: z.array(count),
  misses: count,
  wrongWords: z.optional(z.record(z.string(), count)),
  revealed: count,
  hinted: z._default(z.array(count), []),
  open: z._default(z.nullable(z.string()), null),
  marks: z._default(z.record(z.string(), z.enum(['right', 'elsewhere', 'sameConsonant', 'sameVowel', 'absent'])), {}),
});

/** Phones get the on-screen keypad by default: a system keyboard would cover half the grid. */
const coarsePointer = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/** Crossword from the topic's words and clues: one whole letter per cell, keyboard or keypad. */
export function CrossGame() {
  const { t } = useTranslation();
  const { game, topic, level, seed, restored, report, feedback, recordItem, finish, startMove } = useGame();
  const puzzle = useMemo(() => buildCrossPuzzle(usableItems(game, topic), level, createRng(seed)), [game, topic, level, seed]);
  const [state, setState] = useState<CrossState>(() => {
    const saved = restoreWith(savedSchema, restored);
    return saved && saved.solved.every((i) => i < puzzle.placements.length) ? saved : initialCrossState(puzzle, puzzle.given);
  });
  // the board and cursor after the last key, ahead of the render: a key is drawn in the frame's
  // transition (issue 22.6), and the next key, or an IME's next letter, starts from it
  const stateRef = useRef(state);
  useRoundTotal(puzzle.placements.length);
  const first = puzzle.placements[0];
  const [cursor, setCursorState] = useState<Cursor>({ row: first?.row ?? 0, col: first?.col ?? 0, across: first?.direction !== 'down', toFill: true });
  const cursorRef = useRef(cursor);
  const [keypad, setKeypad] = useState(coarsePointer);
  // 1, not 0: the game starts with focus in the first word's first cell (WCAG 2.4.3), not on the page
  const [focusRequest, setFocusRequest] = useState(1);
  const lang = languageTag(topic.language);
  // the board is in the topic's language; its labels ("1 Across", "5 letters") are the UI's (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  const given = useMemo(() => new Set(puzzle.given), [puzzle]);

  const active = useMemo(() => activeWord(puzzle, cursor), [puzzle, cursor]);
  const activeCells = useMemo(
    () => new Set(puzzle.placements[active] ? wordCells(puzzle.placements[active]!).map(([r, c]) => cellKey(r, c)) : []),
    [puzzle, active],
  );
  const locked = useMemo(() => lockedCells(puzzle, state, puzzle.given), [puzzle, state]);

  /** Applies a new state with its verdict: feedback, the review, the HUD, and the end of the game. */
  const commit = (next: CrossState, outcome: CrossOutcome, lettersLeft = false) => {
    const before = stateRef.current;
    stateRef.current = next;
    if (outcome.kind === 'none' && next === before) return;
    startMove(() => show(next, outcome, lettersLeft));
  };
  /** Draws a move: the grid, the verdict, the review, the HUD, and the end of the game. */
  const show = (next: CrossState, outcome: CrossOutcome, lettersLeft: boolean) => {
    setState(next);
    if (outcome.kind === 'solved') {
      feedback('correct', t('cross.solved', { words: outcome.words.map((i) => puzzle.placements[i]!.word).join(', ') }));
      for (const i of outcome.words) {
        const p = puzzle.placements[i]!;
        // a wrong try always costs (roundOutcome): a word is judged wrong only when the child has
        // filled every cell and none is still being composed, and a solved word keeps the cursor
        // until its letters are typed (a9caa55), so no letter lands in a crossing word by itself
        recordItem({
          word: p.word,
          prompt: p.clue,
          answer: p.word,
          outcome: 'right',
          hints: next.hinted.includes(i) ? 1 : 0,
          wrongTries: next.wrongWords?.[String(i)] ?? 0,
        });
      }
    } else if (outcome.kind === 'wrong') {
      // the first wrong word letter by letter (issue 22): its wrong letters have left the grid, marked
      const first = puzzle.placements[outcome.words[0]!]!;
      feedback('incorrect', t('cross.wrong', { number: outcome.words.map((i) => puzzle.placements[i]!.number).join(', ') }), {
        target: first.letters.join(''),
        guess: outcome.given[0] ?? '',
      });
    }
    const tally = {
      score: crossScore(next, level),
      correct: next.solved.filter((i) => !next.hinted.includes(i)).length,
      attempted: next.solved.length + next.misses,
      done: next.solved.length,
      total: puzzle.placements.length,
    };
    if (isCrossDone(puzzle, next)) finish(tally);
    else report({ ...tally, state: next });
    // a solved word hands the cursor to the next word still to solve
    // (once the child has typed to its end: letters still to type through stay in the solved word)
    if (outcome.kind === 'solved' && !lettersLeft && outcome.words.includes(activeWord(puzzle, cursorRef.current))) {
      const nextWord = puzzle.placements.findIndex((_, i) => !next.solved.includes(i));
      const p = puzzle.placements[nextWord];
      if (p) setCursor({ row: p.row, col: p.col, across: p.direction === 'across', toFill: true });
    }
  };
  const setCursor = (c: Cursor) => {
    cursorRef.current = c;
    startMove(() => setCursorState(c));
  };
  const type = (input: TypingInput) => {
    const r = typeInCrossword(puzzle, stateRef.current, cursorRef.current, input, puzzle.given);
    setCursor(r.cursor);
    commit(r.state, r.outcome, r.lettersLeft);
  };
  /** The child chose a cell or a clue: a letter still open is complete now. */
  const moveTo = (c: Cursor) => {
    const [next, outcome] = settleCrossword(puzzle, stateRef.current, puzzle.given);
    if (next !== stateRef.current) commit(next, outcome);
    setCursor(c);
  };

  useGameHint(() => {
    const s = stateRef.current;
    const p = puzzle.placements[activeWord(puzzle, cursorRef.current)];
    const target = p && wordCells(p).find(([r, c]) => s.entries[cellKey(r, c)] !== puzzle.cells[r]![c]);
    if (!p || !target) return false;
    const [next, outcome] = applyCrossMove(puzzle, s, { type: 'reveal', row: target[0], col: target[1] }, puzzle.given);
    feedback('hint', t('cross.revealed', { number: p.number }));
    commit(next, outcome);
  }, !isCrossDone(puzzle, state));

  if (!puzzle.placements.length) return <p className={frame.panel}>{t('game.notEnoughItems')}</p>;
  const clue = puzzle.placements[active];
  return (
    <section className={`${frame.panel} ${styles.panel}`} aria-labelledby="cross-heading" data-testid="cross-game">
      <h2 id="cross-heading" className={frame.srOnly} lang={ui}>
        {t('cross.instructions')}
      </h2>
      <p className={styles.activeClue} data-testid="cross-active-clue" aria-live="polite" lang={ui}>
        <strong>
          {clue?.number} {t(`cross.${clue?.direction ?? 'across'}`)}:
        </strong>{' '}
        <span lang={lang} data-testid="cross-active-clue-text">
          {clue?.clue}
        </span>{' '}
        <span className={styles.len}>({t('cross.letters', { count: clue?.letters.length ?? 0 })})</span>
      </p>
      <CrossGrid
        puzzle={puzzle}
        entries={state.entries}
        marks={state.marks ?? {}}
        lockedCells={locked}
        givenCells={given}
        activeCells={activeCells}
        cursor={cursor}
        lang={ui}
        inputMode={keypad ? 'none' : 'text'}
        onCursor={moveTo}
        onText={(text) => type({ type: 'text', text })}
        onErase={() => type({ type: 'erase' })}
        onEnter={() => moveTo(cursorRef.current)}
        focusRequest={focusRequest}
      />
      <GameFeedback>
        <button
          type="button"
          className={`${frame.secondary} ${styles.keyboardToggle}`}
          onClick={() => setKeypad((k) => !k)}
          aria-pressed={!keypad}
          aria-label={t('cross.useKeyboard')}
          title={t('cross.useKeyboard')}
          lang={ui}
          data-testid="cross-keyboard-toggle"
        >
          <Icon name="keyboard" size={28} />
        </button>
      </GameFeedback>
      {keypad ? (
        <LetterKeypad language={topic.language} onLetter={(letter) => type({ type: 'keypad', letter })} onBackspace={() => type({ type: 'erase' })} />
      ) : null}
      <ClueList
        placements={puzzle.placements}
        solved={state.solved}
        active={active}
        lang={lang}
        onChoose={(i) => {
          const p = puzzle.placements[i]!;
          moveTo({ row: p.row, col: p.col, across: p.direction === 'across', toFill: true });
          setFocusRequest((n) => n + 1);
          // the clue list is under the keypad: back up to the grid and its keypad, where the word is typed
          window.scrollTo({ top: 0 });
        }}
      />
    </section>
  );
}
