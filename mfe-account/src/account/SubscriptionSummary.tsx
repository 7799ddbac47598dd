import { useTranslation } from 'react-i18next';
import {
  SUBSCRIPTION_STATUS_COLOR_CSS,
  formatMalaysiaDate,
  subscriptionStatusColor,
  subscriptionStatusText,
  useObservable,
  usePlatform,
  useReaderLanguage,
  type SubscriptionState,
  type SubscriptionStatusText,
} from '@app/shared';
import { PlatformLink } from '@app/shared';
import formStyles from '../common/Form.module.css';
import styles from './Profile.module.css';

/** The shared docs/requirements.md §4 display text, as a key of this remote's translations. */
const TEXT_KEYS: Record<SubscriptionStatusText, string> = {
  Active: 'account.subscriptionStatus.active',
  Expired: 'account.subscriptionStatus.expired',
  Cancelled: 'account.subscriptionStatus.cancelled',
  Processing: 'account.subscriptionStatus.processing',
  'No Subscription': 'account.subscriptionStatus.none',
  Unknown: 'account.subscriptionStatus.unknown',
};

export function SubscriptionSummary() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const language = useReaderLanguage();
  const subscription = useObservable<SubscriptionState | undefined>(platform.subscription$, undefined);
  const colour = subscriptionStatusColor(subscription?.status);
  return (
    <section className={formStyles.card} aria-labelledby="subscription-summary-title" data-testid="account-subscription">
      <h2 className={formStyles.cardTitle} id="subscription-summary-title">
        {t('account.subscriptionTitle')}
      </h2>
      {subscription ? (
        <p className={styles.statusLine}>
          <span
            className={styles.badge}
            style={{ backgroundColor: SUBSCRIPTION_STATUS_COLOR_CSS[colour], color: colour === 'light-grey' ? '#1c1917' : '#fff' }}
            data-testid="account-subscription-status"
            data-status={subscription.status}
            data-color={colour}
          >
            {t(TEXT_KEYS[subscriptionStatusText(subscription.status)])}
          </span>
          <span data-testid="account-subscription-plan">{subscription.status === 'none' ? t('account.noPlan') : subscription.planName}</span>
          {subscription.expiryDate && subscription.status !== 'none' ? (
            <span className={styles.muted}>{t('account.expires', { date: formatMalaysiaDate(subscription.expiryDate, language) })}</span>
          ) : null}
        </p>
      ) : (
        <p className={styles.muted} role="status" data-testid="account-subscription-loading">
          {t('account.subscriptionChecking')}
        </p>
      )}
      <PlatformLink to="/subscription" className={formStyles.secondary} data-testid="account-subscription-link">
        {t('account.manageSubscription')}
      </PlatformLink>
    </section>
  );
}
