import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { createRng, useGame } from '../common';
import gameStyles from '../common/GameFrame.module.css';
import { buildStackRounds } from './logic/stackRounds';
import { OrderBoard } from './OrderBoard';
import { useOrderGame } from './useOrderGame';

/** Put the pieces in order: the topic's own sequence (days, months…) or alphabetical order. */
export function StackGame() {
  const { t } = useTranslation();
  const { topic, level } = useGame();
  const mode = topic.ordered ? 'sequence' : 'alphabetical';
  const build = useCallback((seed: number) => buildStackRounds(topic, level, createRng(seed)).rounds, [topic, level]);
  const { state, checked, play } = useOrderGame(build);
  if (state.finished) return null;
  return (
    <section className={gameStyles.panel} aria-labelledby="stack-heading" data-testid="stack-game">
      <h2 id="stack-heading" className={gameStyles.panelHeading}>{t(`stack.instructions.${mode}`)}</h2>
      <p className={gameStyles.progress}>{t('game.roundOf', { round: state.current + 1, total: state.rounds.length })}</p>
      <OrderBoard state={state} onMove={play} lang={topic.language === 'bm' ? 'ms' : topic.language} checked={checked} />
      <div className={gameStyles.row}>
        <button type="button" className={gameStyles.primary} onClick={() => play({ type: 'check' })} data-testid="order-check">{t('stack.check')}</button>
        <button type="button" className={gameStyles.secondary} onClick={() => play({ type: 'skip' })} data-testid="order-skip">{t('stack.skip')}</button>
      </div>
    </section>
  );
}
