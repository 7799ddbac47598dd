import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createRng, restoreWith, useGame, useGameHint } from '../common';
import gameStyles from '../common/GameFrame.module.css';
import { applyChangeMove, buildChangeRounds, differingPlaces, startChange, type ChangeMove, type ChangeState } from './logic/changeRounds';
import styles from './ChangeGame.module.css';

const letterList = z.array(z.string());
const stateSchema: z.ZodType<ChangeState> = z.object({
  rounds: z.array(z.object({ start: letterList, target: letterList, options: z.record(z.string(), letterList) })),
  current: z.number().int().nonnegative(),
  word: letterList,
  selected: z.number().int().nullable(),
  mistakes: z.number().int().nonnegative(),
  solved: z.number().int().nonnegative(),
  score: z.number().nonnegative(),
  finished: z.boolean(),
}) as z.ZodType<ChangeState>;

/** Change one letter at a time to turn a misspelling into the right word. */
export function ChangeGame() {
  const { t } = useTranslation();
  const { topic, level, seed, restored, report, feedback, finish } = useGame();
  const rounds = useMemo(() => buildChangeRounds(topic.items, level, createRng(seed)), [topic, level, seed]);
  const [state, setState] = useState<ChangeState>(() => restoreWith(stateSchema, restored) ?? startChange(rounds));
  const round = state.rounds[state.current];
  const lang = topic.language === 'bm' ? 'ms' : topic.language;

  function play(move: ChangeMove) {
    const target = round?.target.join('') ?? '';
    const [next, outcome] = applyChangeMove(state, move, level);
    if (outcome === 'none') return;
    setState(next);
    if (outcome === 'notThisLetter') feedback('incorrect', t('change.alreadyRight'));
    if (outcome === 'wrongLetter') feedback('incorrect', t('change.wrongLetter'));
    if (outcome === 'changed') feedback('correct', t('change.oneMore'));
    if (outcome === 'solved') feedback('correct', t('change.solved', { word: target }));
    if (outcome === 'skipped') feedback('info', t('change.answerWas', { word: target }));
    if (outcome === 'selected') return;
    const tally = { score: next.score, correct: next.solved, attempted: next.current };
    if (next.finished) finish(tally);
    else report({ ...tally, state: next });
  }

  useGameHint(() => {
    if (!round) return;
    const place = differingPlaces(state.word, round.target)[0];
    if (place === undefined) return;
    setState({ ...state, selected: place });
    feedback('hint', t('change.hint', { n: place + 1 }));
  }, Boolean(round));

  if (!round) return null;
  const options = state.selected !== null ? round.options[state.selected] ?? [] : [];
  return (
    <section className={gameStyles.panel} aria-labelledby="change-heading" data-testid="change-game">
      <h2 id="change-heading" className={gameStyles.panelHeading}>{t('change.instructions', { count: differingPlaces(round.start, round.target).length })}</h2>
      <p className={gameStyles.progress}>{t('game.roundOf', { round: state.current + 1, total: state.rounds.length })}</p>
      <div className={styles.word} role="group" aria-label={t('change.word')} lang={lang}>
        {state.word.map((l, i) => (
          <button key={i} type="button" className={`${styles.letter} ${state.selected === i ? styles.selected : ''}`} aria-pressed={state.selected === i} aria-label={t('change.letterN', { n: i + 1, letter: l })} onClick={() => play({ type: 'select', place: i })} data-testid="change-letter">
            {l}
          </button>
        ))}
      </div>
      {options.length ? (
        <div className={styles.options} role="group" aria-label={t('change.options')} lang={lang}>
          {options.map((o) => (
            <button key={o} type="button" className={styles.option} onClick={() => play({ type: 'replace', letter: o })} data-testid="change-option">{o}</button>
          ))}
        </div>
      ) : (
        <p className={gameStyles.progress}>{t('change.pickLetter')}</p>
      )}
      <button type="button" className={gameStyles.secondary} onClick={() => play({ type: 'skip' })} data-testid="change-skip">{t('change.skip')}</button>
    </section>
  );
}
