import { formatCountdown, formatMalaysiaTime, msUntilStart, PlatformLink, type ContestState, type ContestWindow } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { ContestStateBadge } from '../common/ContestStateBadge';
import { ResultsNotice } from '../common/ResultsNotice';
import type { ContestInfo } from './contestApi';
import styles from '../common/Common.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The contest's day and what it means now: a countdown before the start (in days when far off;
 * never "0:00" when a test override says "before" after the real start), the rules while it
 * runs, and when results come once it is over.
 */
export function ContestWhen({
  contest,
  window,
  state,
  serverNow,
}: {
  contest: ContestInfo;
  window: ContestWindow | null;
  state: ContestState;
  serverNow: number;
}) {
  const { t } = useTranslation();
  const left = window ? msUntilStart(window, serverNow) : 0;
  return (
    <section className={styles.card} aria-labelledby="contest-when">
      <h2 id="contest-when" style={{ marginTop: 0 }} className={styles.row}>
        {t('home.when')} <ContestStateBadge state={state} />
      </h2>
      {window ? (
        <p data-testid="contest-window">{t('home.window', { start: formatMalaysiaTime(window.startsAt), end: formatMalaysiaTime(window.endsAt).slice(11) })}</p>
      ) : null}
      {state === 'before' ? (
        left >= DAY_MS ? (
          <p data-testid="countdown-to-start">{t('homeNext.startsInDays', { count: Math.floor(left / DAY_MS) })}</p>
        ) : left > 0 ? (
          <p data-testid="countdown-to-start" aria-live="off">
            {t('home.startsIn')} <strong style={{ fontSize: '1.4rem', fontVariantNumeric: 'tabular-nums' }}>{formatCountdown(left)}</strong>
          </p>
        ) : (
          <p data-testid="countdown-to-start">{t('homeNext.startsSoon')}</p>
        )
      ) : null}
      {state === 'during' ? <p>{t('home.duringHelp')}</p> : null}
      {state === 'after' ? (
        <>
          <p>{t('home.afterHelp')}</p>
          {contest.results.published ? (
            <p>
              <PlatformLink className={styles.link} to="/solvallar-winners">
                {t('home.winnersLink')}
              </PlatformLink>
            </p>
          ) : (
            <ResultsNotice results={contest.results} what="winners" />
          )}
        </>
      ) : null}
      <p className={styles.muted}>{t('home.rules', { rounds: contest.rounds, levels: contest.levelsPerRound })}</p>
    </section>
  );
}
