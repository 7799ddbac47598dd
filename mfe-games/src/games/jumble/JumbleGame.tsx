import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AnswerInput } from '../common/AnswerInput';
import { WordPrompt } from '../common/WordPrompt';
import { useGame, useGameHint } from '../common/GameContext';
import { usableItems } from '../common/gameRegistry';
import { restoreWith } from '../common/progressState';
import { createRng } from '../common/seededRandom';
import styles from '../common/GameFrame.module.css';
import { applyJumbleMove, initialJumbleState, jumbleScore, type JumbleMove, type JumbleState } from './logic/jumbleMoves';
import { buildJumbleRounds, JUMBLE_LEVELS } from './logic/jumbleRounds';

const savedSchema = z.object({ round: z.number().int().nonnegative(), solved: z.number().int().nonnegative(), attempts: z.number().int().nonnegative(), hints: z.number().int().nonnegative() });

/** Rebuild the word from its shuffled letters: tap tiles, or type the word and press Enter. */
export function JumbleGame() {
  const { t } = useTranslation();
  const { game, topic, level, seed, restored, report, feedback, finish } = useGame();
  const rounds = useMemo(() => buildJumbleRounds(usableItems(game, topic), level, createRng(seed)), [game, topic, level, seed]);
  const [state, setState] = useState<JumbleState>(() => {
    const saved = restoreWith(savedSchema, restored);
    return saved && saved.round < rounds.length ? { ...initialJumbleState(), round: saved.round, solved: saved.solved, attempts: saved.attempts } : initialJumbleState();
  });
  const [hints, setHints] = useState(() => restoreWith(savedSchema, restored)?.hints ?? 0);
  const round = rounds[state.round];
  const lang = topic.language === 'bm' ? 'ms' : topic.language;

  const play = (move: JumbleMove) => {
    const word = round?.word ?? '';
    const [next, outcome] = applyJumbleMove(rounds, state, move);
    const usedHints = hints + (move.type === 'hint' ? 1 : 0);
    setState(next);
    setHints(usedHints);
    if (outcome === 'correct') feedback('correct', t('jumble.right', { word }));
    if (outcome === 'incorrect') feedback('incorrect', t('jumble.wrong'));
    if (outcome === 'skipped') feedback('info', t('jumble.answerWas', { word }));
    if (outcome === 'none') return;
    const tally = { score: jumbleScore(next.solved, level, usedHints), correct: next.solved, attempted: next.attempts };
    if (next.done) finish(tally);
    else report({ ...tally, state: { round: next.round, solved: next.solved, attempts: next.attempts, hints: usedHints } });
  };
  useGameHint(() => {
    play({ type: 'hint' });
    feedback('hint', t('jumble.hintPlaced'));
  }, Boolean(round));

  if (!round) return null;
  return (
    <section className={styles.panel} aria-labelledby="jumble-heading" data-testid="jumble-game">
      <h2 id="jumble-heading" className={styles.panelHeading}>{t('jumble.instructions')}</h2>
      <p className={styles.progress} data-testid="jumble-progress">{t('game.roundOf', { round: state.round + 1, total: rounds.length })}</p>
      <WordPrompt clue={JUMBLE_LEVELS[level].showClue || hints > 0 ? round.clue : undefined} image={level < 3 ? round.image : undefined} />
      <div className={styles.slots} aria-label={t('jumble.yourWord')} role="group" data-testid="jumble-answer" lang={lang}>
        {round.letters.map((_, i) => {
          const tile = state.picked[i];
          return <span key={i} className={styles.slot}>{tile === undefined ? '' : round.tiles[tile]}</span>;
        })}
      </div>
      <div className={styles.tiles} role="group" aria-label={t('jumble.tiles')} lang={lang}>
        {round.tiles.map((tile, i) => (
          <button key={`${state.round}-${i}`} type="button" className={styles.tile} disabled={state.picked.includes(i)} onClick={() => play({ type: 'pick', tile: i })} data-testid="jumble-tile">
            {tile}
          </button>
        ))}
      </div>
      <div className={styles.row}>
        <button type="button" className={styles.secondary} onClick={() => play({ type: 'unpick' })} disabled={!state.picked.length} data-testid="jumble-undo">{t('jumble.undo')}</button>
        <button type="button" className={styles.secondary} onClick={() => play({ type: 'skip' })} data-testid="jumble-skip">{t('jumble.skip')}</button>
      </div>
      <AnswerInput label={t('jumble.typeIt')} lang={lang} onSubmit={(text) => play({ type: 'answer', text })} />
    </section>
  );
}
