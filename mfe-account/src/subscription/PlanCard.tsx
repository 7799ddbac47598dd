import { useTranslation } from 'react-i18next';
import { formatPrice, usePlatform, type Plan } from '@app/shared';
import styles from './Subscription.module.css';

export type PlanAction = 'choose' | 'current' | 'outOfStock' | 'viaSchool' | 'signIn';

interface Props {
  plan: Plan;
  action: PlanAction;
  onChoose(plan: Plan): void;
}

/** One plan: docs/requirements.md §3 Plan fields, price 'RM n' or 'Free', sale and stock from the store. */
export function PlanCard({ plan, action, onChoose }: Props) {
  const { t } = useTranslation();
  // the limit the api enforces, so the promise and the rule say the same number
  const dailyLimit = usePlatform().config.dailyGameLimit;
  const price = (n: number) => (n > 0 ? formatPrice(n) : t('subscription.free'));
  const label: Record<PlanAction, string> = {
    choose: t('subscription.choose', { plan: plan.name }),
    current: t('subscription.currentPlan'),
    outOfStock: t('subscription.outOfStock'),
    viaSchool: t('subscription.viaSchool'),
    signIn: t('subscription.signInToChoose'),
  };
  const classes = [styles.card, plan.isPopular ? styles.popularCard : '', action === 'current' ? styles.current : ''].join(' ');
  return (
    <article className={classes} data-testid={`plan-${plan.id}`} aria-labelledby={`plan-${plan.id}-name`}>
      {plan.isPopular ? (
        <span className={styles.badge} data-testid="plan-popular">
          {t('subscription.popular')}
        </span>
      ) : null}
      <h3 id={`plan-${plan.id}-name`} className={styles.planName}>
        {plan.name}
      </h3>
      <p className={styles.price} data-testid="plan-price">
        {plan.yearlyPrice > 0 ? t('planPrice.yearly', { price: price(plan.price) }) : price(plan.price)}
        {plan.originalPrice !== undefined ? (
          <s className={styles.original} data-testid="plan-original-price" aria-label={t('subscription.originalPrice', { price: price(plan.originalPrice) })}>
            {price(plan.originalPrice)}
          </s>
        ) : null}
      </p>
      <ul className={styles.features}>
        {plan.features.map((f) => (
          <li key={f}>{f === 'limitedDailyGames' && dailyLimit ? t('dailyGamesPromise.limited', { count: dailyLimit }) : t(`subscription.features.${f}`)}</li>
        ))}
      </ul>
      {!plan.isInStock ? (
        <p className={styles.stock} data-testid="plan-out-of-stock">
          {t('subscription.outOfStock')}
        </p>
      ) : null}
      <button
        type="button"
        className={action === 'choose' || action === 'viaSchool' || action === 'signIn' ? styles.button : styles.secondary}
        disabled={action === 'current' || action === 'outOfStock'}
        onClick={() => onChoose(plan)}
        data-testid={`choose-${plan.id}`}
      >
        {label[action]}
      </button>
    </article>
  );
}
