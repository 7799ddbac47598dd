import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { languageTag } from '@app/shared';
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
import { applyJumbleMove, initialJumbleState, jumbleScore, type JumbleMove, type JumbleState } from './logic/jumbleMoves';
import { buildJumbleRounds, JUMBLE_LEVELS } from './logic/jumbleRounds';
import { ReadAloudButton, useUiLanguageTag } from '../common/ReadAloudButton';

// `hints` was saved by older versions, when the game charged hints itself; the frame does now.
const savedSchema = z.object({
  round: z.int().check(z.nonnegative()),
  solved: z.int().check(z.nonnegative()),
  attempts: z.int().check(z.nonnegative()),
  hints: z.optional(z.int().check(z.nonnegative())),
});

/**
 * Rebuild the word from its shuffled letters: tap the tiles, or type the letters (any keyboard or
 * IME; each letter picks its tile once it is complete).
 */
export function JumbleGame() {
  const { t } = useTranslation();
  // the game's own text inside a board in the topic's language carries the UI's (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  const { game, topic, level, seed, restored, report, feedback, clearFeedback, recordItem, finish } = useGame();
  const rounds = useMemo(() => buildJumbleRounds(usableItems(game, topic), level, createRng(seed)), [game, topic, level, seed]);
  const [state, stateRef, setState] = useMoveState<JumbleState>(() => {
    const saved = restoreWith(savedSchema, restored);
    return saved && saved.round < rounds.length
      ? { ...initialJumbleState(), round: saved.round, solved: saved.solved, attempts: saved.attempts }
      : initialJumbleState();
  });
  const round = rounds[state.round];
  useRoundTotal(rounds.length);
  const lang = languageTag(topic.language);
  const hasKeyboard = useHasKeyboard();

  /** Plays a move; false when it changed nothing. */
  const play = (move: JumbleMove): boolean => {
    const before = stateRef.current;
    const now = rounds[before.round];
    if (!now) return false;
    const [next, outcome] = applyJumbleMove(rounds, before, move);
    if (outcome === 'noTile') {
      feedback('info', t('jumble.noTile', { letter: move.type === 'type' ? move.letter : '' }));
      return false;
    }
    if (next === before) return false;
    setState(next);
    // the verdict on the last word goes once the child starts on the next one
    if ((move.type === 'pick' || move.type === 'type') && before.picked.length === 0 && outcome === 'none') clearFeedback();
    const item = {
      word: now.word,
      prompt: now.clue ?? '',
      answer: now.word,
      wrongTries: before.wrongThisRound ?? 0,
      ...(now.image ? { image: now.image } : {}),
    };
    if (outcome === 'correct') {
      feedback('correct', t('jumble.right', { word: now.word }));
      recordItem({ ...item, outcome: 'right' });
    }
    if (outcome === 'incorrect') {
      // the order the child made, letter by letter against the word: which tiles already sit right (issue 22)
      const last = move.type === 'pick' ? (now.tiles[move.tile] ?? '') : move.type === 'type' ? move.letter : '';
      const made = before.picked.map((i) => now.tiles[i] ?? '').join('') + last;
      feedback('incorrect', t('jumble.wrong'), { target: now.letters.join(''), guess: made });
    }
    if (outcome === 'skipped') {
      feedback('info', t('jumble.answerWas', { word: now.word }));
      recordItem({ ...item, outcome: 'skipped' });
    }
    if (outcome === 'none') return true;
    const tally = { score: jumbleScore(next.solved, level), correct: next.solved, attempted: next.attempts, done: next.round, total: rounds.length };
    if (next.done) finish(tally);
    else report({ ...tally, state: { round: next.round, solved: next.solved, attempts: next.attempts } });
    return true;
  };
  const typing = useLetterStream({
    // once the word is judged, the rest of what was typed with it is not for the next word
    onLetter: (letter) => {
      const { round, attempts } = stateRef.current;
      play({ type: 'type', letter });
      return stateRef.current.round === round && stateRef.current.attempts === attempts;
    },
    onErase: () => void play({ type: 'unpick' }),
  });
  useGameHint(() => {
    typing.clear();
    if (!play({ type: 'hint' })) return false;
    feedback('hint', t('jumble.hintPlaced'));
    return true;
  }, Boolean(round));

  if (!round) return null;
  const placed = state.picked.map((i) => round.tiles[i] ?? '');
  return (
    <section className={styles.panel} aria-labelledby="jumble-heading" data-testid="jumble-game">
      <h2 id="jumble-heading" className={styles.panelHeading} lang={ui}>
        {t('jumble.instructions')}
      </h2>
      <WordPrompt
        clue={JUMBLE_LEVELS[level].showClue || state.hintsThisRound > 0 ? round.clue : undefined}
        image={JUMBLE_LEVELS[level].showPicture ? round.image : undefined}
      />
      <TypingField
        typing={typing}
        className={styles.slots}
        label={t('jumble.yourWord')}
        description={placed.join(' ')}
        lang={lang}
        testId="answer-input"
        boxTestId="jumble-answer"
        focusKey={hasKeyboard ? state.round : false}
      >
        {round.letters.map((_, i) => (
          <span key={i} className={styles.slot} aria-hidden="true">
            {placed[i] ?? (i === placed.length ? typing.open : '')}
          </span>
        ))}
      </TypingField>
      <GameFeedback />
      <div className={styles.tiles} role="group" aria-label={t('jumble.tiles')} lang={ui}>
        {round.tiles.map((tile, i) => (
          <button
            key={`${state.round}-${i}`}
            type="button"
            className={styles.tile}
            disabled={state.picked.includes(i)}
            onClick={() => {
              typing.clear();
              play({ type: 'pick', tile: i });
            }}
            data-testid="jumble-tile"
            lang={lang}
          >
            {tile}
          </button>
        ))}
      </div>
      <div className={styles.row} lang={ui}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => (typing.open ? typing.clear() : play({ type: 'unpick' }))}
          disabled={!state.picked.length && !typing.open}
          data-testid="jumble-undo"
          aria-label={t('jumble.undo')}
        >
          <Icon name="backspace" size={26} />
        </button>
        {/* the letters placed so far, heard as one word: a child who cannot read it yet hears whether it is a word */}
        <ReadAloudButton text={placed.join('')} language={topic.language} variant="option" label={t('jumble.hearYourWord')} testId="read-aloud-built" />
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            typing.clear();
            play({ type: 'skip' });
          }}
          data-testid="jumble-skip"
        >
          {t('jumble.skip')}
        </button>
      </div>
    </section>
  );
}
