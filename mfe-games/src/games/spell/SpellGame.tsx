import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { letters } from '@app/shared';
import { LetterKeypad } from '../common/LetterKeypad';
import { WordPrompt } from '../common/WordPrompt';
import { useGame, useGameHint } from '../common/GameContext';
import { usableItems } from '../common/gameRegistry';
import { restoreWith } from '../common/progressState';
import { createRng } from '../common/seededRandom';
import styles from '../common/GameFrame.module.css';
import { applySpellMove, initialSpellState, spellScore, type SpellMove, type SpellState } from './logic/spellMoves';
import { buildSpellRounds } from './logic/spellRounds';

const savedSchema = z.object({ round: z.number().int().nonnegative(), exact: z.number().int().nonnegative(), near: z.number().int().nonnegative(), attempts: z.number().int().nonnegative() });

/**
 * Spell the word from its clue, picture or sound. The answer box takes the on-screen keypad and a
 * physical keyboard: keys are typed one code point at a time and joined into whole letters.
 */
export function SpellGame() {
  const { t } = useTranslation();
  const { game, topic, level, seed, restored, report, feedback, finish } = useGame();
  const rounds = useMemo(() => buildSpellRounds(usableItems(game, topic), level, createRng(seed)), [game, topic, level, seed]);
  const [state, setState] = useState<SpellState>(() => {
    const saved = restoreWith(savedSchema, restored);
    return saved && saved.round < rounds.length ? { ...initialSpellState(), ...saved } : initialSpellState();
  });
  const round = rounds[state.round];
  const lang = topic.language === 'bm' ? 'ms' : topic.language;

  const play = (move: SpellMove) => {
    const word = round?.word ?? '';
    const [next, outcome] = applySpellMove(rounds, level, state, move);
    setState(next);
    if (outcome === 'none') return;
    if (outcome === 'exact') feedback('correct', t('spell.exact', { word }));
    if (outcome === 'near') feedback('correct', t('spell.near', { word }));
    if (outcome === 'wrong') feedback('incorrect', t('spell.wrong'));
    if (outcome === 'missed') feedback('incorrect', t('spell.missed', { word }));
    const tally = { score: spellScore(next, level), correct: next.exact + next.near, attempted: next.attempts };
    if (next.done) finish(tally);
    else report({ ...tally, state: { round: next.round, exact: next.exact, near: next.near, attempts: next.attempts } });
  };
  useGameHint(() => {
    play({ type: 'hint' });
    feedback('hint', t('spell.hintAdded'));
  }, Boolean(round));

  if (!round) return null;
  return (
    <section className={styles.panel} aria-labelledby="spell-heading" data-testid="spell-game">
      <h2 id="spell-heading" className={styles.panelHeading}>{t('spell.instructions')}</h2>
      <p className={styles.progress}>{t('game.roundOf', { round: state.round + 1, total: rounds.length })} · {t('spell.letterCount', { count: round.letters.length })}</p>
      <WordPrompt clue={round.clue} image={round.image} audio={round.audio} />
      <form className={styles.answerForm} onSubmit={(e) => { e.preventDefault(); play({ type: 'submit' }); }}>
        <label htmlFor="spell-answer" className={styles.answerLabel}>{t('spell.answerLabel')}</label>
        {/* A real input, so every keyboard and IME works; its text is re-split into whole letters. */}
        <input id="spell-answer" className={styles.answerInput} value={state.typed.join('')} lang={lang} autoComplete="off" autoCapitalize="off" spellCheck={false}
          onChange={(e) => setState((s) => ({ ...s, typed: letters(e.target.value) }))} data-testid="spell-answer" />
        <span className={styles.srOnly} aria-live="polite">{t('spell.letterCount', { count: state.typed.length })}</span>
      </form>
      <div className={styles.slots} aria-hidden="true" lang={lang}>{round.letters.map((_, i) => <span key={i} className={styles.slot}>{state.typed[i] ?? ''}</span>)}</div>
      <LetterKeypad language={topic.language} onLetter={(letter) => play({ type: 'letter', letter })} onBackspace={() => play({ type: 'backspace' })} onEnter={() => play({ type: 'submit' })} />
    </section>
  );
}
