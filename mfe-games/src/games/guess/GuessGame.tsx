import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { letters } from '@app/shared';
import { AnswerInput } from '../common/AnswerInput';
import { LetterKeypad } from '../common/LetterKeypad';
import { WordPrompt } from '../common/WordPrompt';
import { useGame, useGameHint } from '../common/GameContext';
import { usableItems } from '../common/gameRegistry';
import { restoreWith } from '../common/progressState';
import { createRng } from '../common/seededRandom';
import styles from '../common/GameFrame.module.css';
import { applyGuessMove, guessScore, initialGuessState, isRevealed, type GuessMove, type GuessState } from './logic/guessMoves';
import { buildGuessRounds } from './logic/guessRounds';

const savedSchema = z.object({
  round: z.number().int().nonnegative(), guessed: z.array(z.string()), livesLeft: z.number().int().nonnegative(), solved: z.number().int().nonnegative(),
  attempts: z.number().int().nonnegative(), hits: z.number().int().nonnegative(), bonus: z.number().int().nonnegative(), done: z.boolean(), last: z.enum(['solved', 'lost']).nullable(),
});

/** Hangman: guess the word's letters on the keypad (or type a letter / the word) before the lives run out. */
export function GuessGame() {
  const { t } = useTranslation();
  const { game, topic, level, seed, restored, report, feedback, finish } = useGame();
  const rounds = useMemo(() => buildGuessRounds(usableItems(game, topic), level, createRng(seed)), [game, topic, level, seed]);
  const [state, setState] = useState<GuessState>(() => {
    const saved = restoreWith(savedSchema, restored);
    return saved && !saved.done && saved.round < rounds.length ? saved : initialGuessState(rounds, level);
  });
  const round = rounds[state.round];
  const lang = topic.language === 'bm' ? 'ms' : topic.language;

  const play = (move: GuessMove) => {
    const word = round?.word ?? '';
    const [next, outcome] = applyGuessMove(rounds, level, state, move);
    setState(next);
    if (outcome === 'none') return;
    if (outcome === 'hit') feedback('correct', t('guess.hit'));
    if (outcome === 'miss') feedback('incorrect', t('guess.miss', { lives: next.livesLeft }));
    if (outcome === 'repeat') return feedback('info', t('guess.repeat'));
    if (outcome === 'solved') feedback('correct', t('guess.solved', { word }));
    if (outcome === 'lost') feedback('incorrect', t('guess.lost', { word }));
    const tally = { score: guessScore(next, level), correct: next.hits, attempted: next.attempts };
    if (next.done) finish(tally);
    else report({ ...tally, state: next });
  };
  useGameHint(() => {
    play({ type: 'reveal' });
    feedback('hint', t('guess.revealed'));
  }, Boolean(round));

  if (!round) return null;
  const shown = round.letters.map((l) => (isRevealed(l, state.guessed) ? l : null));
  const spoken = shown.map((l) => l ?? t('guess.blank')).join(' ');
  return (
    <section className={styles.panel} aria-labelledby="guess-heading" data-testid="guess-game">
      <h2 id="guess-heading" className={styles.panelHeading}>{t('guess.instructions')}</h2>
      <p className={styles.progress}>
        {t('game.roundOf', { round: state.round + 1, total: rounds.length })} ·{' '}
        <span data-testid="guess-lives" aria-label={t('guess.livesLabel', { lives: state.livesLeft })}>
          <span aria-hidden="true">{'❤'.repeat(state.livesLeft)}</span> {t('guess.lives', { lives: state.livesLeft })}
        </span>
      </p>
      <WordPrompt clue={round.clue} image={round.image} />
      <div className={styles.slots} role="img" aria-label={spoken} data-testid="guess-word" lang={lang}>
        {shown.map((l, i) => <span key={i} className={styles.slot} aria-hidden="true">{l ?? ''}</span>)}
      </div>
      <LetterKeypad language={topic.language} used={new Set(state.guessed)} onLetter={(letter) => play({ type: 'letter', letter })} />
      <AnswerInput label={t('guess.typeIt')} lang={lang} onSubmit={(text) => play(letters(text.trim()).length > 1 ? { type: 'word', text } : { type: 'letter', letter: text })} />
    </section>
  );
}
