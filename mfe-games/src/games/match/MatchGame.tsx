import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createRng, GameFeedback, gameStyles, restoreWith, useGame, useGameHint, useHasKeyboard, useRoundTotal } from '../common';
import { applyMatchMove, generateMatchBoard, matchedByPlayer, type MatchMove, type MatchSide, type MatchState } from './logic/matchBoard';
import { matchStateSchema } from './logic/matchStateSchema';
import { MatchColumn, type MatchCell } from './MatchColumn';
import styles from './MatchBoard.module.css';
import { useUiLanguageTag } from '../common/ReadAloudButton';
import { focusAfterPaint } from '../common/focusAfterPaint';
import { useColumnsLayout } from './useColumnsLayout';

type Column = 'left' | 'right';

/** Join each word to its meaning, translation or clue: tap/click a cell on each side, or use the keyboard. */
export function MatchGame() {
  const { t } = useTranslation();
  // the game's own text inside a board in the topic's language carries the UI's (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  const { topic, level, seed, restored, report, feedback, recordItem, finish, startMove } = useGame();
  const hasKeyboard = useHasKeyboard();
  const [state, setState] = useState<MatchState | undefined>(() => {
    const saved = restoreWith(matchStateSchema, restored);
    return saved && saved.level === level && !saved.finished ? saved : generateMatchBoard(topic, level, createRng(seed));
  });
  // the board after the last move, ahead of the render: a move is drawn in a transition (issue
  // 22.6), and a second tap before it is drawn must start from the first
  const stateRef = useRef(state);
  useRoundTotal(state?.pairs.length ?? 0);
  const left = useRef<(HTMLButtonElement | null)[]>([]);
  const right = useRef<(HTMLButtonElement | null)[]>([]);
  const columns = useRef<HTMLDivElement>(null);
  useColumnsLayout(columns, state?.pairs);
  const [focusTarget, setFocusTarget] = useState<{ column: Column; near: number }>({ column: 'left', near: 0 });

  const open = useCallback((column: Column, index: number): boolean => {
    const s = stateRef.current;
    if (!s) return false;
    const id = column === 'left' ? s.pairs[index]?.id : s.rightOrder[index];
    return id !== undefined && !s.matched.includes(id);
  }, []);

  /** The open cell of `column` nearest to row `near` (joined cells are skipped). */
  const nearestOpen = useCallback(
    (column: Column, near: number) => {
      const buttons = column === 'left' ? left.current : right.current;
      for (let d = 0; d < buttons.length; d += 1) {
        for (const i of [near + d, near - d]) {
          if (i >= 0 && i < buttons.length && open(column, i)) return buttons[i];
        }
      }
      return null;
    },
    [open],
  );

  // each move sets a new target object, so the same cell is focused again after the next move
  useEffect(() => (focusTarget ? focusAfterPaint(() => nearestOpen(focusTarget.column, focusTarget.near)) : undefined), [focusTarget, nearestOpen]);

  const partnerText = (s: MatchState, id: number) => s.pairs.find((p) => p.id === id)?.partner ?? '';
  const wordText = (s: MatchState, id: number) => s.pairs.find((p) => p.id === id)?.word ?? '';

  /** Draws, records, reports and announces a move that changed the board. */
  const show = useCallback(
    (before: MatchState, next: MatchState, move: MatchMove, from?: { column: Column; index: number }) => {
      setState(next);
      // every newly joined pair goes in the review: right at the first try, or with the first wrong partner tried
      for (const id of next.matched.filter((m) => !before.matched.includes(m))) {
        const firstWrong = before.firstWrong?.[String(id)];
        recordItem({
          word: wordText(next, id),
          prompt: wordText(next, id),
          answer: partnerText(next, id),
          // joined at last: every wrong partner tried before is a wrong try (ADR 0022)
          outcome: 'right',
          ...(next.hinted.includes(id) ? {} : { given: partnerText(next, id) }),
          wrong: firstWrong === undefined ? [] : [partnerText(next, firstWrong)],
          wrongTries: before.wrongTries[String(id)] ?? 0,
        });
      }
      const tally = { score: next.score, correct: matchedByPlayer(next), attempted: next.attempts, done: next.matched.length, total: next.pairs.length };
      if (next.finished) {
        finish(tally);
        return;
      }
      report({ ...tally, state: next });
      const joined = next.attempts > before.attempts && next.last;
      if (joined) {
        const message = { word: wordText(next, joined.left), partner: partnerText(next, joined.right) };
        feedback(joined.correct ? 'correct' : 'incorrect', t(joined.correct ? 'match.right' : 'match.wrong', message));
        setFocusTarget({ column: 'left', near: 0 });
      } else if (move.type === 'hint') {
        const id = next.hinted[next.hinted.length - 1] ?? 0;
        feedback('hint', t('match.right', { word: wordText(next, id), partner: partnerText(next, id) }));
        setFocusTarget({ column: 'left', near: 0 });
      } else if (from && (move.type === 'selectLeft' || move.type === 'selectRight') && (next.selectedLeft !== null || next.selectedRight !== null)) {
        // A word is chosen: its partner is in the other column, so go there.
        setFocusTarget({ column: from.column === 'left' ? 'right' : 'left', near: from.index });
      }
    },
    [feedback, finish, recordItem, report, t],
  );

  /** Applies a move; false when it changed nothing. */
  const dispatch = useCallback(
    (move: MatchMove, from?: { column: Column; index: number }): boolean => {
      const before = stateRef.current;
      if (!before) return false;
      const next = applyMatchMove(before, move);
      if (next === before) return false;
      stateRef.current = next;
      startMove(() => show(before, next, move, from));
      return true;
    },
    [show, startMove],
  );

  useGameHint(() => dispatch({ type: 'hint' }), Boolean(state && !state.finished));

  if (!state)
    return (
      <p className={gameStyles.panel} data-testid="match-empty">
        {t('choice.round.empty')}
      </p>
    );

  const number = (id: number) => (state.matched.includes(id) ? state.matched.indexOf(id) + 1 : null);
  const leftCells: MatchCell[] = state.pairs.map((p) => ({
    id: p.id,
    text: p.word,
    selected: state.selectedLeft === p.id,
    joinedAs: number(p.id),
    joinedTo: p.partner,
  }));
  const rightCells: MatchCell[] = state.rightOrder.map((id) => ({
    id,
    text: partnerText(state, id),
    selected: state.selectedRight === id,
    joinedAs: number(id),
    joinedTo: wordText(state, id),
  }));
  const arrow = (column: Column) => (from: number, direction: 'up' | 'down' | 'switch') => {
    const buttons = column === 'left' ? left.current : right.current;
    if (direction === 'switch') return nearestOpen(column === 'left' ? 'right' : 'left', from)?.focus();
    const step = direction === 'down' ? 1 : -1;
    for (let i = from + step; i >= 0 && i < buttons.length; i += step) if (open(column, i)) return buttons[i]?.focus();
  };

  return (
    <section className={styles.board} aria-label={t('match.title')} data-testid="match-board" lang={ui}>
      <p className={styles.help}>{t('match.instructions')}</p>
      {hasKeyboard ? (
        <p className={styles.keysHelp} data-testid="keys-help">
          {t('match.keysHelp')}
        </p>
      ) : null}
      <p className={styles.visuallyHidden} data-testid="match-progress">
        {t('match.progress', { matched: state.matched.length, total: state.pairs.length })}
      </p>
      <div ref={columns} className={styles.columns}>
        <MatchColumn
          side="left"
          heading={t('match.words')}
          language={topic.language}
          cells={leftCells}
          buttons={left}
          onChoose={(id) => dispatch({ type: 'selectLeft', id }, { column: 'left', index: state.pairs.findIndex((p) => p.id === id) })}
          onArrow={arrow('left')}
        />
        <MatchColumn
          side="right"
          heading={sideHeading(state.side, t)}
          language={state.side.kind === 'translation' ? state.side.language : topic.language}
          cells={rightCells}
          buttons={right}
          onChoose={(id) => dispatch({ type: 'selectRight', id }, { column: 'right', index: state.rightOrder.indexOf(id) })}
          onArrow={arrow('right')}
        />
      </div>
      {/* on hard the board is taller than a phone: the verdict stays at the bottom of the screen, in view (issue 22) */}
      <div className={styles.verdict} data-testid="match-verdict">
        <GameFeedback />
      </div>
    </section>
  );
}

function sideHeading(side: MatchSide, t: (key: string) => string): string {
  return side.kind === 'translation' ? t(`choice.inLanguage.${side.language}`) : t(`match.side.${side.kind}`);
}
