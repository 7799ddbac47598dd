import { useTranslation } from 'react-i18next';
import {
  SUBSCRIPTION_STATUS_COLOR_CSS,
  formatMalaysiaDate,
  subscriptionStatusColor,
  subscriptionStatusText,
  useReaderLanguage,
  type SubscriptionState,
} from '@app/shared';
import { usePlanName } from './planNames';
import styles from './Subscription.module.css';

/** The user's plan with docs/requirements.md §4's status text and colour. */
export function CurrentPlan({ subscription }: { subscription: SubscriptionState | undefined }) {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const planName = usePlanName();
  if (!subscription) return null;
  const color = subscriptionStatusColor(subscription.status);
  const text = subscriptionStatusText(subscription.status);
  return (
    <section className={styles.section} aria-labelledby="current-plan-heading" data-testid="current-plan">
      <h2 id="current-plan-heading" className={styles.sectionHeading}>
        {t('subscription.currentHeading')}
      </h2>
      <div className={styles.statusRow}>
        <strong data-testid="current-plan-name">
          {subscription.status === 'none' ? t('subscription.currentNone') : planName(subscription.planId, subscription.planName)}
        </strong>
        <span>
          {t('subscription.statusLabel')}:{' '}
          <span
            className={styles.pill}
            data-testid="subscription-status"
            data-status={subscription.status}
            data-color={color}
            style={{ background: SUBSCRIPTION_STATUS_COLOR_CSS[color], color: color === 'light-grey' ? '#344054' : '#fff' }}
          >
            {t(`subscription.statusText.${text}`)}
          </span>
        </span>
        {subscription.expiryDate && subscription.status === 'active' ? (
          <span data-testid="current-plan-expiry">{t('subscription.validUntil', { date: formatMalaysiaDate(subscription.expiryDate, language) })}</span>
        ) : null}
        {subscription.unconfirmed ? (
          <span className={styles.note} data-testid="current-plan-unconfirmed">
            {t('planChange.unconfirmed')}
          </span>
        ) : null}
      </div>
    </section>
  );
}
