import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { languageTag } from '@app/shared';
import { createRng, GameFeedback, restoreWith, useGame, useGameHint, usableItems, useRoundTotal } from '../common';
import gameStyles from '../common/GameFrame.module.css';
import { applyChangeMove, laddersRight, startChange, type ChangeMove, type ChangeOutcome, type ChangeState } from './logic/ladderMoves';
import { buildLadderRounds, CHANGE_LEVELS, placeToChange, type LadderRound } from './logic/ladderRounds';
import { LadderView } from './LadderView';
import styles from './ChangeGame.module.css';
import { useUiLanguageTag } from '../common/ReadAloudButton';
import { useMoveState } from '../common/useMoveState';

const letterList = z.array(z.string());
const count = z.int().check(z.nonnegative());
const stateSchema: z.ZodMiniType<ChangeState> = z.object({
  rounds: z.array(
    z.object({
      word: z.optional(z.string()),
      rungs: z.array(letterList).check(z.minLength(2)),
      clue: z.optional(z.string()),
      image: z.optional(z.string()),
      options: z.array(letterList),
      between: letterList,
    }),
  ),
  current: count,
  step: count,
  selected: z.nullable(count),
  showPlace: z.boolean(),
  mistakes: count,
  results: z.array(z.enum(['right', 'near', 'almost', 'wrong', 'skipped'])),
  score: z.number().check(z.nonnegative()),
  finished: z.boolean(),
});

/** Word ladder: climb from a start word to the target, one letter a step, every step a real word. */
export function ChangeGame() {
  const { t } = useTranslation();
  // the game's own text inside a board in the topic's language carries the UI's (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  const { game, topic, level, seed, restored, report, feedback, clearFeedback, recordItem, finish, startMove } = useGame();
  const rounds = useMemo(() => buildLadderRounds(usableItems(game, topic), level, createRng(seed)), [game, topic, level, seed]);
  const [state, latest, setState] = useMoveState<ChangeState>(() => restoreWith(stateSchema, restored) ?? startChange(rounds, CHANGE_LEVELS[level].showPlace));
  useRoundTotal(state.rounds.length);
  const round = state.rounds[state.current];
  const lang = languageTag(topic.language);

  function play(move: ChangeMove) {
    // from the ladder after the last tap, ahead of the render: a tap is drawn in the frame's
    // transition (issue 22.6), and a second tap before it is drawn starts from the first
    const before = latest.current;
    const round = before.rounds[before.current];
    if (!round) return;
    const [next, outcome] = applyChangeMove(before, move, level);
    if (outcome === 'none') return;
    setState(next);
    startMove(() => announce(move, outcome, before, next, round));
  }

  /** The verdict, the review and the HUD of a move, drawn with it. */
  function announce(move: ChangeMove, outcome: ChangeOutcome, before: ChangeState, next: ChangeState, round: LadderRound) {
    const place = placeToChange(round, before.step);
    const nextWord = round.rungs[before.step + 1]?.join('') ?? '';
    if (outcome === 'stays' && move.type === 'select') feedback('incorrect', t('change.stays', { letter: round.rungs[before.step]![move.place] }));
    if (outcome === 'wrongLetter' && move.type === 'replace' && before.selected !== null) {
      // the word the child made against the rung sought: கா for கி says the consonant is right (issue 22)
      const made = round.rungs[before.step]!.map((l, i) => (i === before.selected ? move.letter : l)).join('');
      feedback('incorrect', t('change.wrongLetter'), { target: nextWord, guess: made });
    }
    if (outcome === 'stepped') feedback('correct', t('change.stepped', { word: nextWord }));
    if (outcome === 'solved') feedback('correct', t('change.solved', { word: nextWord }));
    if (outcome === 'showPlace') feedback('hint', t('change.showPlace', { n: place + 1 }));
    if (outcome === 'revealed') feedback('hint', t('change.revealed', { word: nextWord }));
    if (outcome === 'skipped') feedback('info', t('change.answerWas', { ladder: round.rungs.map((r) => r.join('')).join(' → ') }));
    if (outcome === 'selected') return clearFeedback();
    const ended = next.results.length > before.results.length;
    if (ended) {
      recordItem({
        // a ladder saved before it kept its item's word ends at that word
        word: round.word ?? round.rungs.at(-1)!.join(''),
        prompt: round.clue ?? '',
        answer: round.rungs.map((r) => r.join('')).join(' → '),
        // a ladder climbed after wrong choices is right at last, with those wrong tries
        outcome: next.results.at(-1) === 'near' ? 'right' : next.results.at(-1)!,
        wrongTries: before.mistakes,
        image: round.image,
      });
    }
    const tally = { score: next.score, correct: laddersRight(next), attempted: next.results.length, done: next.results.length, total: next.rounds.length };
    if (next.finished) finish(tally);
    else report({ ...tally, state: next });
  }

  useGameHint(() => play({ type: 'hint' }), Boolean(round) && !state.finished);

  if (!round) return null;
  const options = state.selected !== null ? (round.options[state.step] ?? []) : [];
  const steps = round.rungs.length - 1;
  return (
    <section className={gameStyles.panel} aria-labelledby="change-heading" data-testid="change-game">
      <h2 id="change-heading" className={styles.heading} lang={ui}>
        {t('change.instructions')}
      </h2>
      <p className={gameStyles.progress} data-testid="change-progress" lang={ui}>
        {t('change.ladderOf', { round: state.current + 1, total: state.rounds.length, step: state.step + 1, steps })}
      </p>
      <LadderView state={state} lang={lang} onSelect={(place) => play({ type: 'select', place })} />
      <div className={styles.choose}>
        {options.length ? (
          <div className={styles.options} role="group" aria-label={t('change.options')} lang={ui}>
            <span className={gameStyles.srOnly}>{t('change.pickNew')}</span>
            {options.map((o) => (
              <button
                key={o}
                type="button"
                className={styles.option}
                onClick={() => play({ type: 'replace', letter: o })}
                data-testid="change-option"
                lang={lang}
              >
                {o}
              </button>
            ))}
          </div>
        ) : (
          <p className={styles.help} lang={ui}>
            {t('change.pickLetter')}
          </p>
        )}
      </div>
      <GameFeedback>
        <button type="button" className={gameStyles.secondary} onClick={() => play({ type: 'skip' })} data-testid="change-skip" lang={ui}>
          {t('change.skip')}
        </button>
      </GameFeedback>
    </section>
  );
}
