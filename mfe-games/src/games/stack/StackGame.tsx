import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { createRng, GameFeedback, useGame } from '../common';
import gameStyles from '../common/GameFrame.module.css';
import { useUiLanguageTag } from '../common/ReadAloudButton';
import boardStyles from './OrderBoard.module.css';
import { buildStackRounds } from './logic/stackRounds';
import { OrderBoard } from './OrderBoard';
import { useOrderGame } from './useOrderGame';

/** Put the pieces in order: the topic's own sequence (days, months…) or alphabetical order. */
export function StackGame() {
  const { t } = useTranslation();
  const { topic, level } = useGame();
  // the heading is the UI's text inside a board in the topic's language (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  const mode = topic.ordered ? 'sequence' : 'alphabetical';
  const build = useCallback((seed: number) => buildStackRounds(topic, level, createRng(seed)).rounds, [topic, level]);
  const { state, checked, play } = useOrderGame(build);
  if (state.finished) return null;
  return (
    <section className={gameStyles.panel} aria-labelledby="stack-heading" data-testid="stack-game" data-mode={mode}>
      <h2 id="stack-heading" className={boardStyles.heading} lang={ui}>
        {t(`stack.instructions.${mode}`)}
      </h2>
      <OrderBoard state={state} onMove={play} language={topic.language} checked={checked} />
      <GameFeedback>
        <button type="button" className={gameStyles.primary} onClick={() => play({ type: 'check' })} data-testid="order-check" lang={ui}>
          {t('stack.check')}
        </button>
        <button type="button" className={gameStyles.secondary} onClick={() => play({ type: 'skip' })} data-testid="order-skip" lang={ui}>
          {t('stack.skip')}
        </button>
      </GameFeedback>
    </section>
  );
}
