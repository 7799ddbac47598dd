import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservable } from '@app/shared';
import type { SubscriptionService } from './subscriptionService';
import styles from './PlanCheckNotice.module.css';

/**
 * Under the header, on every page: the plan could not be checked (docs/adr/0026). It names the
 * last known plan, which stays with its tools but is not confirmed, or says that nothing is known;
 * "Try again" asks the server at once.
 */
export function PlanCheckNotice({ subscription }: { subscription: Pick<SubscriptionService, 'subscription$' | 'check$' | 'refresh'> }) {
  const { t } = useTranslation('shell');
  const check = useObservable(subscription.check$, subscription.check$.value);
  const state = useObservable(subscription.subscription$, subscription.subscription$.value);
  const [busy, setBusy] = useState(false);
  if (check !== 'unconfirmed') return null;
  const retry = () => {
    setBusy(true);
    void subscription.refresh().finally(() => setBusy(false));
  };
  const known = state && state.status !== 'none' ? state : undefined;
  return (
    <div className={styles.bar} role="status" data-testid="plan-check-notice">
      <span>{known ? t('planCheck.lastKnown', { plan: t(`planNames.${known.planId}`, { defaultValue: known.planName }) }) : t('planCheck.nothingKnown')}</span>
      <button type="button" className={styles.button} onClick={retry} disabled={busy} data-testid="plan-check-retry">
        {busy ? t('planCheck.checking') : t('planCheck.retry')}
      </button>
    </div>
  );
}
