import { useState } from 'react';
import { canBuyContestEntry, GUARD_REASONS, PageFrame, SOLVALLAR_2025, useApiErrorText, usePlatform } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { localised } from '../contest/contestApi';
import { ContestEntryPanel } from '../contest/ContestEntryPanel';
import { ContestWhen } from '../contest/ContestWhen';
import { RoundGrid } from '../contest/RoundGrid';
import { stateAt, useSolvallar } from '../contest/useSolvallar';
import { PlatformLink } from '@app/shared';
import { guardReasonText } from '../guard/guardReasonText';
import { useNow } from '../common/useNow';
import { useLanguage } from '../common/usePlatformState';
import styles from '../common/Common.module.css';

/** The guard's reason arrives as router state from the shell's redirect (shell ContentArea). */
function useGuardReason(): string | null {
  const location = useLocation();
  const fromRouter = (location.state as { guardReason?: unknown } | null)?.guardReason;
  // the shell and this remote share window.history; read it directly too in case our router lags
  const fromHistory = typeof window !== 'undefined' ? (window.history.state as { usr?: { guardReason?: unknown } } | null)?.usr?.guardReason : undefined;
  const reason = fromRouter ?? fromHistory;
  return typeof reason === 'string' ? reason : null;
}

/** `solvallar-contest`: the contest home. */
export function SolvallarContestPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const platform = usePlatform();
  const language = useLanguage();
  const now = useNow();
  const reasonFromGuard = useGuardReason();
  // once the student has paid here, the guard's old "Payment required" no longer applies
  const [paidHere, setPaidHere] = useState(false);
  const guardReason = paidHere && reasonFromGuard === GUARD_REASONS.paymentRequired ? null : reasonFromGuard;
  const { data, error, status, loading, reload, userId } = useSolvallar();
  const failed = status === 'error';
  const state = data ? stateAt(data, now, platform.config.contestOverrideAllowed) : null;
  const heading = data ? localised(data.contest.title, language) : t('solvallarContest.title');
  const shape = data ? { rounds: data.contest.rounds, levelsPerRound: data.contest.levelsPerRound, paidFromRound: data.contest.paidFromRound } : null;
  // on sale by the api's answer and still by the clock: a page left open past the end stops selling
  const onSale = Boolean(data && state && shape && data.contest.entryOnSale && canBuyContestEntry(state, shape));
  const unpaid = Boolean(data && userId && !data.paid && shape && shape.rounds >= shape.paidFromRound);
  return (
    <PageFrame
      heading={heading}
      testId="page-solvallarContest"
      loading={loading && !data}
      loadingLabel={t('common.loading')}
      error={failed ? errorText(error) : null}
      actions={
        failed ? (
          <button type="button" className={styles.secondary} onClick={reload}>
            {t('common.retry')}
          </button>
        ) : undefined
      }
    >
      <div className={styles.stack}>
        {guardReason ? (
          <p className={styles.error} role="alert" data-testid="guard-reason">
            {guardReasonText(guardReason, t)}
          </p>
        ) : null}
        {data && state ? (
          <>
            <ContestWhen contest={data.contest} window={data.window} state={state} serverNow={now + data.clockOffsetMs} />
            {!userId ? (
              <p className={styles.notice} data-testid="sign-in-needed">
                {t('home.signIn')}{' '}
                <PlatformLink className={styles.link} to="/account">
                  {t('home.signInLink')}
                </PlatformLink>
              </p>
            ) : null}
            {unpaid && onSale && userId ? (
              <ContestEntryPanel
                productId={data.contest.productId ?? SOLVALLAR_2025.productId}
                name={heading}
                price={data.price}
                userId={userId}
                onPaid={() => {
                  setPaidHere(true);
                  reload();
                }}
              />
            ) : null}
            {unpaid && state === 'after' ? (
              <p className={styles.muted} data-testid="entry-closed">
                {t('homeNext.entryClosed')}
              </p>
            ) : null}
            <RoundGrid contest={data.contest} scores={data.scores} paid={data.paid} state={state} signedIn={Boolean(userId)} />
            <p className={styles.row}>
              <PlatformLink className={styles.secondary} to="/solvallar-winners" data-testid="contest-winners-link">
                {t('home.winnersLink')}
              </PlatformLink>
              {userId ? (
                <PlatformLink className={styles.secondary} to="/solvallar-certificate" data-testid="contest-certificate-link">
                  {t('home.certificateLink')}
                </PlatformLink>
              ) : null}
            </p>
            {data.contest.prizes.length > 0 ? (
              <section className={styles.card} aria-labelledby="contest-prizes">
                <h2 id="contest-prizes" style={{ marginTop: 0 }}>
                  {t('home.prizes')}
                </h2>
                <ul>
                  {data.contest.prizes.map((p, i) => (
                    <li key={i}>{localised(p, language)}</li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : null}
      </div>
    </PageFrame>
  );
}
