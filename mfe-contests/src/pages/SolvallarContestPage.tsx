import { useState } from 'react';
import { GUARD_REASONS, PageFrame, formatCountdown, formatMalaysiaTime, msUntilStart, usePlatform } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { localised } from '../contest/contestApi';
import { ContestPaymentPanel } from '../contest/ContestPaymentPanel';
import { RoundGrid } from '../contest/RoundGrid';
import { stateAt, useSolvallar } from '../contest/useSolvallar';
import { ContestStateBadge } from '../common/ContestStateBadge';
import { PlatformLink } from '@app/shared';
import { errorMessage, translateGuardReason } from '../common/errorMessage';
import { useNow } from '../common/useNow';
import { useLanguage } from '../common/usePlatformState';
import styles from '../common/Common.module.css';

/** The guard's reason arrives as router state from the shell's redirect (shell ContentArea). */
function useGuardReason(): string | null {
  const location = useLocation();
  const fromRouter = (location.state as { guardReason?: unknown } | null)?.guardReason;
  // the shell and this remote share window.history; read it directly too in case our router lags
  const fromHistory = (typeof window !== 'undefined' ? (window.history.state as { usr?: { guardReason?: unknown } } | null)?.usr?.guardReason : undefined);
  const reason = fromRouter ?? fromHistory;
  return typeof reason === 'string' ? reason : null;
}

/** `solvallar-contest`: the contest home. */
export function SolvallarContestPage() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const language = useLanguage();
  const now = useNow();
  const reasonFromGuard = useGuardReason();
  // once the student has paid here, the guard's old "Payment required" no longer applies
  const [paidHere, setPaidHere] = useState(false);
  const guardReason = paidHere && reasonFromGuard === GUARD_REASONS.paymentRequired ? null : reasonFromGuard;
  const { data, error, loading, reload, userId } = useSolvallar();
  const state = data ? stateAt(data, now, platform.config.contestOverrideAllowed) : null;
  const heading = data ? localised(data.contest.title, language) : t('solvallarContest.title');
  const needsPayment = data && userId && !data.paid && data.contest.rounds >= data.contest.paidFromRound;
  return (
    <PageFrame heading={heading} testId="page-solvallarContest" loading={loading && !data} loadingLabel={t('common.loading')} error={error ? errorMessage(error, t) : null}
      actions={error ? <button type="button" className={styles.secondary} onClick={reload}>{t('common.retry')}</button> : undefined}>
      <div className={styles.stack}>
        {guardReason ? (
          <p className={styles.error} role="alert" data-testid="guard-reason">
            {translateGuardReason(guardReason, t)}
          </p>
        ) : null}
        {data && state ? (
          <>
            <section className={styles.card} aria-labelledby="contest-when">
              <h2 id="contest-when" style={{ marginTop: 0 }} className={styles.row}>
                {t('home.when')} <ContestStateBadge state={state} />
              </h2>
              {data.window ? (
                <p data-testid="contest-window">{t('home.window', { start: formatMalaysiaTime(data.window.startsAt), end: formatMalaysiaTime(data.window.endsAt).slice(11) })}</p>
              ) : null}
              {state === 'before' && data.window ? (
                <p data-testid="countdown-to-start" aria-live="off">
                  {t('home.startsIn')} <strong style={{ fontSize: '1.4rem', fontVariantNumeric: 'tabular-nums' }}>{formatCountdown(msUntilStart(data.window, now + data.clockOffsetMs))}</strong>
                </p>
              ) : null}
              {state === 'during' ? <p>{t('home.duringHelp')}</p> : null}
              {state === 'after' ? (
                <p>
                  {t('home.afterHelp')} <PlatformLink className={styles.link} to="/solvallar-winners">{t('home.winnersLink')}</PlatformLink>
                </p>
              ) : null}
              <p className={styles.muted}>{t('home.rules', { rounds: data.contest.rounds, levels: data.contest.levelsPerRound })}</p>
            </section>
            {!userId ? (
              <p className={styles.notice} data-testid="sign-in-needed">
                {t('home.signIn')} <PlatformLink className={styles.link} to="/account">{t('home.signInLink')}</PlatformLink>
              </p>
            ) : null}
            {needsPayment && userId ? <ContestPaymentPanel productId={data.contest.productId ?? 815} userId={userId} price={data.price} onPaid={() => { setPaidHere(true); reload(); }} /> : null}
            <RoundGrid contest={data.contest} scores={data.scores} paid={data.paid} state={state} signedIn={Boolean(userId)} />
            <p className={styles.row}>
              <PlatformLink className={styles.secondary} to="/solvallar-winners">{t('home.winnersLink')}</PlatformLink>
              {userId ? <PlatformLink className={styles.secondary} to="/solvallar-certificate">{t('home.certificateLink')}</PlatformLink> : null}
            </p>
            {data.contest.prizes.length > 0 ? (
              <section className={styles.card} aria-labelledby="contest-prizes">
                <h2 id="contest-prizes" style={{ marginTop: 0 }}>{t('home.prizes')}</h2>
                <ul>{data.contest.prizes.map((p, i) => <li key={i}>{localised(p, language)}</li>)}</ul>
              </section>
            ) : null}
          </>
        ) : null}
      </div>
    </PageFrame>
  );
}
