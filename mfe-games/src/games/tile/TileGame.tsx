import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { letters } from '@app/shared';
import { createRng, restoreWith, useGame, useGameHint, usableItems } from '../common';
import { LetterKeypad } from '../common/LetterKeypad';
import { WordPrompt } from '../common/WordPrompt';
import { isTypedText, typeIntoLetters } from '../common/letterTyping';
import gameStyles from '../common/GameFrame.module.css';
import { applyTileMove, MAX_TRIES, pickTileWords, startTile, wordLength, type TileState } from './logic/tileGame';
import type { TileMark } from './logic/tileScoring';
import styles from './TileGame.module.css';

const markSchema = z.enum(['right', 'elsewhere', 'sameConsonant', 'absent']);
const stateSchema: z.ZodType<TileState> = z.object({
  words: z.array(z.object({ word: z.string(), clue: z.string().optional(), image: z.string().optional() })),
  current: z.number().int().nonnegative(),
  guesses: z.array(z.object({ text: z.string(), marks: z.array(markSchema) })),
  solved: z.number().int().nonnegative(),
  score: z.number().nonnegative(),
  finished: z.boolean(),
});

/** a symbol per mark, so the feedback never depends on colour alone */
const SYMBOL: Record<TileMark, string> = { right: '✓', elsewhere: '↔', sameConsonant: '≈', absent: '·' };

/** Guess the hidden word in six tries; coloured and marked letter tiles say how close each letter is. */
export function TileGame() {
  const { t } = useTranslation();
  const { game, topic, level, seed, restored, report, feedback, finish } = useGame();
  const words = useMemo(() => pickTileWords(usableItems(game, topic), level, createRng(seed)), [game, topic, level, seed]);
  const [state, setState] = useState<TileState>(() => restoreWith(stateSchema, restored) ?? startTile(words));
  const [typed, setTyped] = useState<string[]>([]);
  const [clueShown, setClueShown] = useState(level === 1);
  const size = wordLength(state);
  const lang = topic.language === 'bm' ? 'ms' : topic.language;
  const target = state.words[state.current];

  function submit() {
    const text = typed.join('');
    const before = state.words[state.current]?.word ?? '';
    const [next, outcome] = applyTileMove(state, { type: 'guess', text }, level);
    if (outcome === 'wrongLength') return feedback('info', t('tile.needLetters', { count: size }));
    setState(next);
    setTyped([]);
    setClueShown(level === 1);
    const tally = { score: next.score, correct: next.solved, attempted: next.current };
    if (outcome === 'solved') feedback('correct', t('tile.solved', { word: before }));
    if (outcome === 'failed') feedback('incorrect', t('tile.answerWas', { word: before }));
    if (outcome === 'marked') feedback('info', t('tile.triesLeft', { count: MAX_TRIES - next.guesses.length }));
    if (next.finished) finish(tally);
    else report({ ...tally, state: next });
  }

  useGameHint(() => {
    setClueShown(true);
    feedback('hint', t('tile.clueShown'));
  }, Boolean(target && !clueShown));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest('input, textarea, select')) return;
      // Enter on a focused button presses that button, not "check"
      if (e.key === 'Enter' && !target?.closest('button')) {
        e.preventDefault();
        submit();
      } else if (e.key === 'Backspace') setTyped((l) => l.slice(0, -1));
      else if (isTypedText(e.key, e)) setTyped((l) => typeIntoLetters(l, e.key).slice(0, size));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!target) return null;
  const rows = [...state.guesses.map((g) => ({ cells: letters(g.text), marks: g.marks })), ...Array.from({ length: MAX_TRIES - state.guesses.length }, (_, i) => ({ cells: i === 0 ? typed : [], marks: undefined }))];
  return (
    <section className={gameStyles.panel} aria-labelledby="tile-heading" data-testid="tile-game">
      <h2 id="tile-heading" className={gameStyles.panelHeading}>{t('tile.instructions', { count: size })}</h2>
      <p className={gameStyles.progress}>{t('game.roundOf', { round: state.current + 1, total: state.words.length })}</p>
      {clueShown ? <WordPrompt clue={target.clue} image={level < 3 ? target.image : undefined} /> : null}
      <div className={styles.board} role="grid" aria-label={t('tile.board')} lang={lang} data-testid="tile-board">
        {rows.map((row, r) => (
          <div key={r} role="row" className={styles.row}>
            {Array.from({ length: size }, (_, c) => {
              const mark = row.marks?.[c];
              const letter = row.cells[c] ?? '';
              return (
                <span key={c} role="gridcell" className={`${styles.cell} ${mark ? styles[mark] : ''}`} aria-label={mark ? `${letter}: ${t(`tile.marks.${mark}`)}` : letter || t('tile.empty')} data-mark={mark}>
                  {letter}
                  {mark ? <small aria-hidden="true" className={styles.symbol}>{SYMBOL[mark]}</small> : null}
                </span>
              );
            })}
          </div>
        ))}
      </div>
      <p className={styles.legend}>
        {(['right', 'elsewhere', 'sameConsonant', 'absent'] as const).filter((m) => m !== 'sameConsonant' || topic.language === 'ta').map((m) => (
          <span key={m}><span className={`${styles.swatch} ${styles[m]}`} aria-hidden="true">{SYMBOL[m]}</span> {t(`tile.marks.${m}`)}</span>
        ))}
      </p>
      <LetterKeypad language={topic.language} onLetter={(l) => setTyped((cur) => typeIntoLetters(cur, l).slice(0, size))} onBackspace={() => setTyped((l) => l.slice(0, -1))} onEnter={submit} />
      <div className={gameStyles.row}>
        <button type="button" className={gameStyles.primary} onClick={submit} data-testid="tile-submit">{t('tile.check')}</button>
        <button type="button" className={gameStyles.secondary} onClick={() => {
          const word = target.word;
          const [next] = applyTileMove(state, { type: 'giveUp' }, level);
          setState(next);
          setTyped([]);
          feedback('info', t('tile.answerWas', { word }));
          const tally = { score: next.score, correct: next.solved, attempted: next.current };
          if (next.finished) finish(tally);
          else report({ ...tally, state: next });
        }} data-testid="tile-give-up">{t('tile.giveUp')}</button>
      </div>
    </section>
  );
}
