import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame, usePlatform, useObservable, type Plan, type SubscriptionState } from '@app/shared';
import { fetchPlans } from '../subscription/storeClient';
import { PlanCard, type PlanAction } from '../subscription/PlanCard';
import { CurrentPlan } from '../subscription/CurrentPlan';
import { Checkout } from '../subscription/Checkout';
import styles from '../subscription/Subscription.module.css';

function actionFor(plan: Plan, subscription: SubscriptionState | undefined, signedIn: boolean): PlanAction {
  const current = subscription?.planId === plan.id && (subscription.status === 'active' || subscription.status === 'processing');
  if (current) return 'current';
  if (plan.isSchoolLicense) return 'viaSchool';
  if (!plan.isInStock) return 'outOfStock';
  return signedIn ? 'choose' : 'signIn';
}

/** /subscription: plans and prices from the store at run time (SPEC.md §9), the current plan, checkout. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const auth = useObservable(platform.auth$, { status: 'unauthenticated' } as const);
  const subscription = useObservable(platform.subscription$, undefined);
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checkout, setCheckout] = useState<Plan | null>(null);

  const load = useCallback(() => {
    setError(null);
    setPlans(null);
    fetchPlans(platform.http)
      .then(setPlans)
      .catch(() => setError(t('subscription.loadError')));
  }, [platform.http, t]);
  useEffect(load, [load]);

  const signedIn = auth.status === 'authenticated';
  const role = auth.status === 'authenticated' ? auth.user.role : undefined;
  const choose = (plan: Plan) => {
    const action = actionFor(plan, subscription, signedIn);
    if (action === 'viaSchool') platform.navigate('/license-management');
    else if (action === 'signIn') platform.navigate('/account');
    else if (action === 'choose') setCheckout(plan);
  };

  const groups: { key: 'teacher' | 'student'; heading: string }[] = [
    { key: 'teacher', heading: t('subscription.teacherPlans') },
    { key: 'student', heading: t('subscription.studentPlans') },
  ];
  // a signed-in user sees the plans of their own role first, and only those when the role is known
  const visible = groups.filter((g) => !role || g.key === role);

  return (
    <PageFrame
      heading={t('subscription.title')}
      testId="page-subscription"
      loading={plans === null && !error}
      loadingLabel={t('subscription.loading')}
      error={error}
      empty={plans && plans.length === 0 ? t('subscription.empty') : null}
      actions={
        error ? (
          <button type="button" className={styles.secondary} onClick={load}>
            {t('subscription.retry')}
          </button>
        ) : undefined
      }
    >
      <CurrentPlan subscription={subscription} />
      {checkout ? (
        <Checkout plan={checkout} onDone={() => setCheckout(null)} />
      ) : (
        visible.map((group) => {
          const list = (plans ?? []).filter((p) => p.category === group.key);
          if (list.length === 0) return null;
          return (
            <section key={group.key} className={styles.section} aria-labelledby={`plans-${group.key}`}>
              <h2 id={`plans-${group.key}`} className={styles.sectionHeading}>
                {group.heading}
              </h2>
              <div className={styles.grid}>
                {list.map((plan) => (
                  <PlanCard key={plan.productId} plan={plan} action={actionFor(plan, subscription, signedIn)} onChoose={choose} />
                ))}
              </div>
            </section>
          );
        })
      )}
    </PageFrame>
  );
}
