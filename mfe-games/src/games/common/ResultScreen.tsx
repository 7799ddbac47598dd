import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageTag, type Language } from '@app/shared';
import type { GameSession, ReviewItem, RoundResult } from './gameSession';
import { sessionAccuracy } from './gameSession';
import { formatDuration } from './useClock';
import styles from './GameFrame.module.css';
import { Icon } from './icons/Icon';
import type { BoardStatus } from './pinGameScore';
import { focusAfterPaint } from './focusAfterPaint';

export type SaveStatus = 'saving' | 'sent' | 'queued' | 'signedOut' | 'failed';

interface Props {
  result: RoundResult;
  session: Extract<GameSession, { phase: 'finished' }>;
  saveStatus: SaveStatus;
  /** a PIN game's: where the score is on the teacher's board (null outside one) */
  boardStatus?: BoardStatus | null;
  /** the topic's language: the review's words are tagged with it */
  topicLanguage?: Language;
  onAgain: () => void;
  /** null on the hardest level */
  onNextLevel: (() => void) | null;
  onChooseLevel: () => void;
  onOtherGame: () => void;
}

const OUTCOME_ICON = { right: 'check-mark', near: 'wavy-dash', almost: 'wavy-dash', wrong: 'cross-mark', skipped: 'right-arrow' } as const;

/**
 * The end of a round, for a child: stars and praise that match the score, a short celebration
 * (none with reduced motion), the score, time and accuracy, what to do next, then the review of
 * every item with its right answer.
 */
export function ResultScreen({ result, session, saveStatus, boardStatus = null, topicLanguage, onAgain, onNextLevel, onChooseLevel, onOtherGame }: Props) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the result so keyboard and screen-reader users learn the game has ended.
  useEffect(() => focusAfterPaint(() => heading.current), []);
  const { correct, attempted } = sessionAccuracy(session);
  return (
    <section className={styles.result} aria-labelledby="game-result-heading" data-testid="game-result" data-stars={result.stars}>
      <p className={styles.stars} role="img" aria-label={t('game.result.starsLabel', { stars: result.stars })} data-testid="result-stars">
        {[1, 2, 3].map((n) => (
          <Icon key={n} name="star" size={48} className={n <= result.stars ? styles.starOn : styles.starOff} />
        ))}
      </p>
      <h2 id="game-result-heading" className={styles.resultHeading} tabIndex={-1} ref={heading} data-testid="result-praise" data-praise={result.praise}>
        {result.stars === 3 ? <Icon name="party-popper" size={32} className={styles.praiseIcon} /> : null}
        {t(`game.result.praise.${result.praise}`)}
      </h2>
      <dl className={styles.results}>
        <div>
          <dt>{t('game.score')}</dt>
          <dd data-testid="result-score">{result.score}</dd>
          {result.maxScore !== undefined ? (
            <dd className={styles.resultNote} data-testid="result-max">
              {t('game.result.scoreOf', { max: result.maxScore })}
            </dd>
          ) : null}
        </div>
        <div>
          <dt>{t('game.time')}</dt>
          <dd data-testid="result-time">{formatDuration(session.durationMs)}</dd>
        </div>
        <div>
          <dt>{t('game.accuracy')}</dt>
          <dd data-testid="result-accuracy">{result.accuracy}%</dd>
          <dd className={styles.resultNote}>{t('game.result.correctOf', { correct, attempted })}</dd>
        </div>
      </dl>
      {boardStatus ? (
        <p className={styles.saveStatus} data-testid="result-board-status" data-status={boardStatus} role="status">
          {t(`game.result.board.${boardStatus}`)}
        </p>
      ) : null}
      {/* a nickname player of a PIN game has no account: "sign in to save" is not news to her, the board is */}
      {boardStatus && saveStatus === 'signedOut' ? null : (
        <p className={styles.saveStatus} data-testid="result-save-status" data-status={saveStatus}>
          {t(`game.result.save.${saveStatus}`)}
        </p>
      )}
      <div className={styles.resultActions}>
        <button type="button" className={styles.primary} onClick={onAgain} data-testid="result-again">
          <Icon name="counterclockwise-arrows-button" size={22} className={styles.buttonIcon} />
          {t('game.result.again')}
        </button>
        {onNextLevel ? (
          <button type="button" className={styles.secondary} onClick={onNextLevel} data-testid="result-next-level">
            <Icon name="up-arrow" size={22} className={styles.buttonIcon} />
            {t('game.result.nextLevel')}
          </button>
        ) : null}
        <button type="button" className={styles.secondary} onClick={onOtherGame} data-testid="result-other">
          <Icon name="video-game" size={22} className={styles.buttonIcon} />
          {t('game.result.otherGame')}
        </button>
        <button type="button" className={styles.linkButton} onClick={onChooseLevel} data-testid="result-level">
          {t('game.result.chooseLevel')}
        </button>
      </div>
      {session.items.length > 0 ? <Review items={session.items} topicLanguage={topicLanguage} /> : null}
    </section>
  );
}

/** The round's items: the UI's words around the topic's, each tagged with its own language (WCAG 3.1.2). */
function Review({ items, topicLanguage }: { items: readonly ReviewItem[]; topicLanguage?: Language }) {
  const { t } = useTranslation();
  const lang = topicLanguage ? languageTag(topicLanguage) : undefined;
  return (
    <section className={styles.review} aria-labelledby="game-review-heading" data-testid="result-review">
      <h3 id="game-review-heading" className={styles.reviewHeading}>
        {t('game.result.review')}
      </h3>
      <ol className={styles.reviewList}>
        {items.map((item, i) => (
          <li key={i} className={`${styles.reviewItem} ${styles[`review_${item.outcome}`] ?? ''}`} data-testid="review-item" data-outcome={item.outcome}>
            <Icon name={OUTCOME_ICON[item.outcome]} size={22} className={styles.reviewIcon} />
            {item.image ? <ReviewPicture image={item.image} /> : null}
            <span className={styles.reviewBody}>
              <span className={styles.srOnly}>{t(`game.result.outcome.${item.outcome}`)}. </span>
              {item.prompt ? <span className={styles.reviewPrompt}>{item.prompt}</span> : null}
              <span className={styles.reviewAnswer}>
                <strong lang={lang}>{item.answer}</strong>
                {item.outcome !== 'right' && item.given ? (
                  <>
                    {' '}
                    · {t('game.result.yourAnswer')}: <span lang={lang}>{item.given}</span>
                  </>
                ) : null}
                {item.hints > 0 ? (
                  <>
                    {' '}
                    · <Icon name="light-bulb" size={16} className={styles.inlineIcon} />
                    {t('game.result.hinted', { count: item.hints })}
                  </>
                ) : null}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * An item's picture beside its answer. Offline, one the game never showed is not in any cache:
 * it is left out rather than shown as a broken-picture box (it only repeats the word).
 */
function ReviewPicture({ image }: { image: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      className={styles.reviewPicture}
      src={`/media/pictures/${encodeURIComponent(image)}.svg`}
      alt=""
      data-testid="review-picture"
      onError={() => setFailed(true)}
    />
  );
}
