import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { languageTag } from '@app/shared';
import { createRng, GameFeedback, useGame } from '../common';
import gameStyles from '../common/GameFrame.module.css';
import { ReadAloudButton, useUiLanguageTag } from '../common/ReadAloudButton';
import { quoteWord } from '../common/quoteWord';
import boardStyles from '../stack/OrderBoard.module.css';
import { OrderBoard } from '../stack/OrderBoard';
import { useOrderGame } from '../stack/useOrderGame';
import { buildReformRounds } from './logic/reformRounds';

/** Rebuild each example sentence from its shuffled words. */
export function ReformGame() {
  const { t } = useTranslation();
  const { topic, level } = useGame();
  // the heading is the UI's text inside a board in the topic's language (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  const build = useCallback((seed: number) => buildReformRounds(topic, level, createRng(seed)), [topic, level]);
  const { state, checked, play } = useOrderGame(build);
  const round = state.rounds[state.current];
  if (state.finished || !round) return null;
  return (
    <section className={gameStyles.panel} aria-labelledby="reform-heading" data-testid="reform-game">
      <h2 id="reform-heading" className={boardStyles.heading} lang={ui}>
        {t('reform.instructions')}
      </h2>
      {round.note ? (
        <p data-testid="reform-note" lang={ui}>
          {quoteWord((slot) => t('reform.about', { note: slot }), round.note, languageTag(topic.language))}
        </p>
      ) : null}
      <OrderBoard state={state} onMove={play} language={topic.language} checked={checked} layout="row" />
      <GameFeedback>
        {/* the words in the order the child has put them, heard whole just before Check: a wrong order sounds wrong */}
        <span className={boardStyles.hearThenCheck}>
          <ReadAloudButton
            text={state.order.map((piece) => round.answer[piece]).join(' ')}
            language={topic.language}
            variant="option"
            label={t('reform.hearYourSentence')}
            testId="read-aloud-sentence"
          />
          <button type="button" className={gameStyles.primary} onClick={() => play({ type: 'check' })} data-testid="order-check" lang={ui}>
            {t('stack.check')}
          </button>
        </span>
        <button type="button" className={gameStyles.secondary} onClick={() => play({ type: 'skip' })} data-testid="order-skip" lang={ui}>
          {t('stack.skip')}
        </button>
      </GameFeedback>
    </section>
  );
}
