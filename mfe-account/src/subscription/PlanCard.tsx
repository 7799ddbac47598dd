import { useTranslation } from 'react-i18next';
import { formatMalaysiaDate, formatPrice, usePlatform, useReaderLanguage, type Plan } from '@app/shared';
import { usePlanName } from './planNames';
import styles from './Subscription.module.css';

/**
 * What the card's button does, from planChangeFor (docs/adr/0025): choose, resume an unpaid
 * checkout, or nothing, with the reason: the current plan, out of stock, through the school,
 * the plan cannot be checked, starts later, refused until the paid year ends, covered by the licence.
 */
export type PlanAction = 'choose' | 'current' | 'outOfStock' | 'viaSchool' | 'signIn' | 'unknown' | 'resume' | 'scheduled' | 'refused' | 'school';

interface Props {
  plan: Plan;
  action: PlanAction;
  /** the date a scheduled plan starts, or a refused one may be chosen */
  date?: string;
  onChoose(plan: Plan): void;
}

const ENABLED: readonly PlanAction[] = ['choose', 'viaSchool', 'signIn', 'resume'];

/** One plan: docs/requirements.md §3 Plan fields, price 'RM n' or 'Free', sale and stock from the store. */
export function PlanCard({ plan, action, date, onChoose }: Props) {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const name = usePlanName()(plan.id, plan.name);
  const when = date ? formatMalaysiaDate(date, language) : '';
  // the limit the api enforces, so the promise and the rule say the same number
  const dailyLimit = usePlatform().config.dailyGameLimit;
  const price = (n: number) => (n > 0 ? formatPrice(n) : t('subscription.free'));
  const label: Record<PlanAction, string> = {
    choose: t('subscription.choose', { plan: name }),
    current: t('subscription.currentPlan'),
    outOfStock: t('subscription.outOfStock'),
    viaSchool: t('subscription.viaSchool'),
    signIn: t('subscription.signInToChoose'),
    unknown: t('planChange.unknownAction'),
    resume: t('planChange.resume'),
    scheduled: t('planChange.startsOn', { date: when }),
    refused: t('planChange.availableFrom', { date: when }),
    school: t('planChange.coveredBySchool'),
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
        {name}
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
        className={ENABLED.includes(action) ? styles.button : styles.secondary}
        disabled={!ENABLED.includes(action)}
        data-action={action}
        onClick={() => onChoose(plan)}
        data-testid={`choose-${plan.id}`}
      >
        {label[action]}
      </button>
    </article>
  );
}
