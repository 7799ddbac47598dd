import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { languageTag } from '@app/shared';
import { LetterKeypad } from '../common/LetterKeypad';
import { TypingField } from '../common/TypingField';
import { useHasKeyboard } from '../common/useHasKeyboard';
import { useMoveState } from '../common/useMoveState';
import { useLetterStream } from '../common/useLetterStream';
import { WordPrompt } from '../common/WordPrompt';
import { GameFeedback } from '../common/FeedbackBanner';
import { useGame, useGameHint, useRoundTotal } from '../common/GameContext';
import { usableItems } from '../common/gameRegistry';
import { restoreWith } from '../common/progressState';
import { createRng } from '@app/shared';
import styles from '../common/GameFrame.module.css';
import { applySpellMove, initialSpellState, spellScore, type SpellMove, type SpellState } from './logic/spellMoves';
import { buildSpellRounds } from './logic/spellRounds';
import { useUiLanguageTag } from '../common/ReadAloudButton';

const savedSchema = z.object({
  round: z.int().check(z.nonnegative()),
  exact: z.int().check(z.nonnegative()),
  near: z.int().check(z.nonnegative()),
  attempts: z.int().check(z.nonnegative()),
});

/**
 * Spell the word from its clue, picture or sound, on the on-screen keypad or any keyboard: the
 * letter slots take typing through the letter model, so a Tamil keyboard's code points join into
 * whole letters before they count.
 */
export function SpellGame() {
  const { t } = useTranslation();
  // the game's own text inside a board in the topic's language carries the UI's (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  const { game, topic, level, seed, restored, report, feedback, clearFeedback, recordItem, finish } = useGame();
  const rounds = useMemo(() => buildSpellRounds(usableItems(game, topic), level, createRng(seed)), [game, topic, level, seed]);
  const [state, stateRef, setState] = useMoveState<SpellState>(() => {
    const saved = restoreWith(savedSchema, restored);
    return saved && saved.round < rounds.length ? { ...initialSpellState(), ...saved } : initialSpellState();
  });
  const round = rounds[state.round];
  useRoundTotal(rounds.length);
  const lang = languageTag(topic.language);
  const hasKeyboard = useHasKeyboard();

  /** Plays a move; false when it changed nothing. */
  const play = (move: SpellMove): boolean => {
    const before = stateRef.current;
    const now = rounds[before.round];
    if (!now) return false;
    const [next, outcome] = applySpellMove(rounds, level, before, move);
    if (next === before) return false;
    setState(next);
    // the verdict on the last word goes once the child starts on the next one
    if (move.type === 'letter' && before.typed.length === 0) clearFeedback();
    if (outcome === 'none') return true;
    const word = now.word;
    const given = move.type === 'submit' ? (move.text ?? before.typed.join('')) : '';
    const item = {
      word,
      prompt: now.clue ?? '',
      answer: word,
      given,
      wrongTries: before.triesThisWord + (outcome === 'missed' ? 1 : 0),
      ...(now.image ? { image: now.image } : {}),
    };
    if (outcome === 'exact') feedback('correct', t('spell.exact', { word }));
    // every verdict short of exact shows the child's letters against the word (issue 22)
    const hint = { target: word, guess: given };
    if (outcome === 'near') feedback('correct', t('spell.near', { word }), hint);
    if (outcome === 'almost') feedback('incorrect', t('spell.almost'), hint);
    if (outcome === 'wrong') feedback('incorrect', t('spell.wrong'), hint);
    if (outcome === 'missed') feedback('incorrect', t('spell.missed', { word }), hint);
    if (outcome === 'exact' || outcome === 'near' || outcome === 'missed')
      recordItem({ ...item, outcome: outcome === 'exact' ? 'right' : outcome === 'near' ? 'near' : 'wrong' });
    const tally = { score: spellScore(next, level), correct: next.exact + next.near, attempted: next.attempts, done: next.round, total: rounds.length };
    if (next.done) finish(tally);
    else report({ ...tally, state: { round: next.round, exact: next.exact, near: next.near, attempts: next.attempts } });
    return true;
  };
  const typing = useLetterStream({
    onLetter: (letter) => void play({ type: 'letter', letter }),
    onErase: () => void play({ type: 'backspace' }),
    onEnter: () => void play({ type: 'submit' }),
  });
  useGameHint(() => {
    typing.clear();
    if (!play({ type: 'hint' })) return false;
    feedback('hint', t('spell.hintAdded'));
    return true;
  }, Boolean(round));

  if (!round) return null;
  const slots = Math.max(round.letters.length, state.typed.length);
  return (
    <section className={styles.panel} aria-labelledby="spell-heading" data-testid="spell-game">
      <h2 id="spell-heading" className={styles.panelHeading} lang={ui}>
        {t('spell.instructions')}
      </h2>
      <p className={styles.progress} lang={ui}>
        {t('spell.letterCount', { count: round.letters.length })}
      </p>
      <WordPrompt clue={round.clue} image={round.image} audio={round.audio} />
      <TypingField
        typing={typing}
        className={styles.slots}
        label={t('spell.answerLabel')}
        description={state.typed.join(' ')}
        lang={lang}
        testId="spell-answer"
        boxTestId="spell-slots"
        focusKey={hasKeyboard ? state.round : false}
      >
        {Array.from({ length: slots }, (_, i) => (
          <span key={i} className={styles.slot} aria-hidden="true">
            {state.typed[i] ?? (i === state.typed.length ? typing.open : '')}
          </span>
        ))}
      </TypingField>
      <span className={styles.srOnly} aria-live="polite" lang={ui}>
        {t('spell.letterCount', { count: state.typed.length })}
      </span>
      <GameFeedback />
      <LetterKeypad
        language={topic.language}
        onLetter={(letter) => {
          typing.settle();
          play({ type: 'letter', letter });
        }}
        onBackspace={() => (typing.open ? typing.clear() : play({ type: 'backspace' }))}
        onEnter={() => {
          typing.settle();
          play({ type: 'submit' });
        }}
      />
    </section>
  );
}
