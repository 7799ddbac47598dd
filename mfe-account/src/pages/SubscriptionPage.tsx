import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkout, PageFrame, PlatformLink, useLoadData, usePlatform, useObservable, type Plan, type SubscriptionState } from '@app/shared';
import { fetchPlans } from '../subscription/storeClient';
import { PlanCard, type PlanAction } from '../subscription/PlanCard';
import { CurrentPlan } from '../subscription/CurrentPlan';
import styles from '../subscription/Subscription.module.css';

function actionFor(plan: Plan, subscription: SubscriptionState | undefined, signedIn: boolean): PlanAction {
  const current = subscription?.planId === plan.id && (subscription.status === 'active' || subscription.status === 'processing');
  if (current) return 'current';
  if (plan.isSchoolLicense) return 'viaSchool';
  if (!plan.isInStock) return 'outOfStock';
  return signedIn ? 'choose' : 'signIn';
}

/** /subscription: plans and prices from the store at run time (docs/requirements.md §9), the current plan, checkout. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const auth = useObservable(platform.auth$, { status: 'unauthenticated' } as const);
  const subscription = useObservable(platform.subscription$, undefined);
  const loaded = useLoadData(({ http }) => fetchPlans(http), []);
  const plans = loaded.data ?? null;
  // the plans page keeps its own words for "the store's plans could not be read"
  const error = loaded.status === 'error' ? t('subscription.loadError') : null;
  const [checkout, setCheckout] = useState<Plan | null>(null);

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
      loading={loaded.loading}
      loadingLabel={t('subscription.loading')}
      error={error}
      empty={plans && plans.length === 0 ? t('subscription.empty') : null}
      actions={
        error ? (
          <button type="button" className={styles.secondary} onClick={loaded.reload}>
            {t('subscription.retry')}
          </button>
        ) : undefined
      }
    >
      <CurrentPlan subscription={subscription} />
      {checkout ? (
        <Checkout
          item={{ productId: checkout.productId, name: checkout.name, price: checkout.price }}
          purpose="plan"
          // the shell re-reads the subscription, and every subscriber (the menu too) updates without a reload
          onPaid={() => platform.refreshSubscription()}
          onDone={() => setCheckout(null)}
        />
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
              {group.key === 'teacher' ? (
                <p data-testid="school-licence-note">
                  {t('planPrice.licenceNote')}{' '}
                  <PlatformLink to="/license-management" data-testid="school-licence-link">
                    {t('planPrice.licenceLink')}
                  </PlatformLink>
                </p>
              ) : null}
            </section>
          );
        })
      )}
    </PageFrame>
  );
}
