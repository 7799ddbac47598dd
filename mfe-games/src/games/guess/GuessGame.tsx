import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { languageTag, letters } from '@app/shared';
import { LetterKeypad } from '../common/LetterKeypad';
import { Icon } from '../common/icons/Icon';
import { TypingField } from '../common/TypingField';
import { useLetterStream } from '../common/useLetterStream';
import { WordPrompt } from '../common/WordPrompt';
import { GameFeedback } from '../common/FeedbackBanner';
import { useHasKeyboard } from '../common/useHasKeyboard';
import { useMoveState } from '../common/useMoveState';
import { useGame, useGameHint, useRoundTotal } from '../common/GameContext';
import { usableItems } from '../common/gameRegistry';
import { restoreWith } from '../common/progressState';
import { createRng } from '@app/shared';
import styles from '../common/GameFrame.module.css';
import { applyGuessMove, guessScore, initialGuessState, isRevealed, wordMisses, type GuessMove, type GuessState } from './logic/guessMoves';
import { buildGuessRounds, GUESS_LEVELS } from './logic/guessRounds';
import { useUiLanguageTag } from '../common/ReadAloudButton';

const savedSchema = z.object({
  round: z.int().check(z.nonnegative()),
  guessed: z.array(z.string()),
  livesLeft: z.int().check(z.nonnegative()),
  solved: z.int().check(z.nonnegative()),
  attempts: z.int().check(z.nonnegative()),
  hits: z.int().check(z.nonnegative()),
  bonus: z.int().check(z.nonnegative()),
  done: z.boolean(),
  last: z.nullable(z.enum(['solved', 'lost'])),
});

/**
 * Hangman: guess the word's letters on the keypad, or type them (any keyboard or IME: each letter
 * counts once it is complete), before the lives run out.
 */
export function GuessGame() {
  const { t } = useTranslation();
  // the game's own text inside a board in the topic's language carries the UI's (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  const { game, topic, level, seed, restored, report, feedback, clearFeedback, recordItem, finish } = useGame();
  const rounds = useMemo(() => buildGuessRounds(usableItems(game, topic), level, createRng(seed)), [game, topic, level, seed]);
  const [state, stateRef, setState] = useMoveState<GuessState>(() => {
    const saved = restoreWith(savedSchema, restored);
    return saved && !saved.done && saved.round < rounds.length ? saved : initialGuessState(rounds, level);
  });
  const round = rounds[state.round];
  useRoundTotal(rounds.length);
  const lang = languageTag(topic.language);
  const hasKeyboard = useHasKeyboard();

  /** Plays a move; false when it changed nothing. */
  const play = (move: GuessMove): boolean => {
    const before = stateRef.current;
    const now = rounds[before.round];
    if (!now) return false;
    const [next, outcome] = applyGuessMove(rounds, level, before, move);
    if (outcome === 'none') return false;
    setState(next);
    const word = now.word;
    // every letter not in the word is a wrong try (a lost word's last miss too)
    const item = {
      word,
      prompt: now.clue ?? '',
      answer: word,
      wrongTries: wordMisses(before, level) + (outcome === 'lost' ? 1 : 0),
      ...(now.image ? { image: now.image } : {}),
    };
    if (outcome === 'hit') feedback('correct', t('guess.hit'));
    if (outcome === 'near' && move.type === 'letter') feedback('info', t('guess.near', { letter: letters(move.letter.trim())[0] ?? move.letter }));
    if (outcome === 'miss') feedback('incorrect', t('guess.miss', { count: next.livesLeft, lives: next.livesLeft }));
    if (outcome === 'repeat') {
      feedback('info', t('guess.repeat'));
      return true;
    }
    if (outcome === 'solved') {
      feedback('correct', t('guess.solved', { word }));
      recordItem({ ...item, outcome: 'right' });
    }
    if (outcome === 'lost') {
      feedback('incorrect', t('guess.lost', { word }));
      recordItem({ ...item, outcome: 'wrong', given: now.letters.map((l) => (isRevealed(l, before.guessed) ? l : '_')).join(' ') });
    }
    const tally = { score: guessScore(next, level), correct: next.hits, attempted: next.attempts, done: next.round, total: rounds.length };
    if (next.done) finish(tally);
    else report({ ...tally, state: next });
    return true;
  };
  // the verdict on the last word goes once the child starts on the next one
  /** Guesses a letter; false once the word is over (the rest of a word typed at once is not for the next one). */
  const guessLetter = (letter: string): boolean => {
    if (stateRef.current.guessed.length === (GUESS_LEVELS[level].showFirst ? 1 : 0)) clearFeedback();
    const round = stateRef.current.round;
    play({ type: 'letter', letter });
    return stateRef.current.round === round;
  };
  const typing = useLetterStream({ onLetter: guessLetter, onErase: () => undefined });
  useGameHint(() => {
    // a revealed letter that finishes the word is announced as solved; otherwise say what the hint did
    const before = stateRef.current;
    const [next] = applyGuessMove(rounds, level, before, { type: 'reveal' });
    if (!play({ type: 'reveal' })) return false;
    if (next.round === before.round) feedback('hint', t('guess.revealed'));
    return true;
  }, Boolean(round));

  if (!round) return null;
  const shown = round.letters.map((l) => (isRevealed(l, state.guessed) ? l : null));
  const spoken = shown.map((l) => l ?? t('guess.blank')).join(' ');
  return (
    <section className={styles.panel} aria-labelledby="guess-heading" data-testid="guess-game">
      <h2 id="guess-heading" className={styles.panelHeading} lang={ui}>
        {t('guess.instructions')}
      </h2>
      <p className={styles.progress} lang={ui}>
        <span data-testid="guess-lives" aria-label={t('guess.livesLabel', { lives: state.livesLeft })}>
          <span aria-hidden="true" className={styles.statValue}>
            {Array.from({ length: state.livesLeft }, (_, i) => (
              <Icon key={i} name="red-heart" size={16} />
            ))}
          </span>{' '}
          {t('guess.lives', { count: state.livesLeft, lives: state.livesLeft })}
        </span>
      </p>
      <WordPrompt clue={round.clue} image={round.image} />
      <TypingField
        typing={typing}
        className={styles.slots}
        label={t('guess.typeIt')}
        description={spoken}
        lang={lang}
        testId="answer-input"
        boxTestId="guess-word"
        focusKey={hasKeyboard ? state.round : false}
        showOpen
      >
        {shown.map((l, i) => (
          <span key={i} className={styles.slot} aria-hidden="true">
            {l ?? ''}
          </span>
        ))}
      </TypingField>
      <GameFeedback />
      <LetterKeypad
        language={topic.language}
        used={new Set(state.guessed)}
        onLetter={(letter) => {
          typing.clear();
          guessLetter(letter);
        }}
      />
    </section>
  );
}
