import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Checkout,
  PageFrame,
  PlatformLink,
  planChangeFor,
  useApiErrorText,
  useLoadData,
  usePlatform,
  useObservable,
  type Plan,
  type StoreOrderResult,
  type SubscriptionState,
} from '@app/shared';
import { cancelOrder, fetchPlans, scheduleDowngrade } from '../subscription/storeClient';
import { PlanCard, type PlanAction } from '../subscription/PlanCard';
import { CurrentPlan } from '../subscription/CurrentPlan';
import { DowngradeConfirm, PendingPaymentPanel, ScheduledChangePanel } from '../subscription/PlanChangePanels';
import { usePlanName } from '../subscription/planNames';
import styles from '../subscription/Subscription.module.css';

const isPaid = (plan: Plan) => Math.max(plan.price, plan.yearlyPrice, plan.originalPrice ?? 0) > 0;

/** The card's button by the shared plan-change rule (docs/adr/0025), so the page and the api agree. */
function actionFor(plan: Plan, subscription: SubscriptionState | undefined, signedIn: boolean): { action: PlanAction; date?: string } {
  if (!signedIn) return { action: plan.isSchoolLicense ? 'viaSchool' : plan.isInStock ? 'signIn' : 'outOfStock' };
  const change = planChangeFor(subscription, { planId: plan.id, paid: isPaid(plan) });
  switch (change.kind) {
    case 'unknown':
      return { action: 'unknown' };
    case 'current':
      return { action: 'current' };
    case 'pending':
      return { action: 'resume' };
    case 'scheduled':
      return { action: 'scheduled', date: change.startsAt };
    case 'coveredBySchool':
      return { action: 'school' };
    default:
      break;
  }
  if (plan.isSchoolLicense) return { action: 'viaSchool' };
  if (!plan.isInStock) return { action: 'outOfStock' };
  if (change.kind === 'downgradeRefused') return { action: 'refused', date: change.until };
  return { action: 'choose' };
}

interface CheckoutFor {
  plan: Plan;
  resume?: StoreOrderResult;
}

/** /subscription: plans and prices from the store at run time (docs/requirements.md §9), the current plan, plan changes, checkout. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const auth = useObservable(platform.auth$, { status: 'unauthenticated' } as const);
  const subscription = useObservable(platform.subscription$, undefined);
  const loaded = useLoadData(({ http }) => fetchPlans(http), []);
  const plans = loaded.data ?? null;
  // the plans page keeps its own words for "the store's plans could not be read"
  const error = loaded.status === 'error' ? t('subscription.loadError') : null;
  const [checkout, setCheckout] = useState<CheckoutFor | null>(null);
  const [confirming, setConfirming] = useState<{ plan: Plan; startsAt: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [changeError, setChangeError] = useState<string | null>(null);
  const errorText = useApiErrorText();
  const planName = usePlanName();
  // WCAG 2.4.3: the checkout and the downgrade question replace or join the plans, so focus moves
  // into them when they open and goes back to the button that opened them when they close
  const opener = useRef<string | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const checkoutBox = useRef<HTMLDivElement>(null);
  const open = !!checkout || !!confirming;
  useEffect(() => {
    if (checkout) checkoutBox.current?.querySelector<HTMLElement>('#checkout-heading')?.focus();
  }, [checkout]);
  useEffect(() => {
    if (open || !returnTo) return;
    document.querySelector<HTMLElement>(`[data-testid="${returnTo}"]`)?.focus();
    setReturnTo(null);
  }, [open, returnTo]);
  const close = (done: () => void) => {
    done();
    setReturnTo(opener.current);
    opener.current = null;
  };

  const signedIn = auth.status === 'authenticated';
  const role = auth.status === 'authenticated' ? auth.user.role : undefined;
  const currentName = subscription ? planName(subscription.planId, subscription.planName) : '';
  const pending = subscription?.unconfirmed ? undefined : subscription?.pendingOrder;
  const scheduled = subscription?.unconfirmed ? undefined : subscription?.scheduledChange;

  /** A plan change through the api, then the shell re-reads the plan: every tab follows (docs/adr/0026). */
  const change = async (call: () => Promise<void>) => {
    setBusy(true);
    setChangeError(null);
    try {
      await call();
      close(() => setConfirming(null));
    } catch (e) {
      setChangeError(errorText(e));
    } finally {
      setBusy(false);
      platform.refreshSubscription();
    }
  };

  const resume = () => {
    const plan = plans?.find((p) => p.productId === pending?.productId);
    if (!plan || !pending) return;
    const total = pending.total ?? plan.price;
    const discount = Math.max(0, plan.price - total);
    setCheckout({ plan, resume: { id: Number(pending.orderId), status: 'pending', total: total.toFixed(2), discount_total: discount.toFixed(2) } });
  };

  const choose = (plan: Plan) => {
    const { action } = actionFor(plan, subscription, signedIn);
    opener.current = `choose-${plan.id}`;
    if (action === 'viaSchool') platform.navigate('/license-management');
    else if (action === 'signIn') platform.navigate('/account');
    else if (action === 'resume') resume();
    else if (action === 'choose') {
      const kind = planChangeFor(subscription, { planId: plan.id, paid: isPaid(plan) });
      if (kind.kind === 'downgradeAtEnd') setConfirming({ plan, startsAt: kind.startsAt });
      else setCheckout({ plan });
    }
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
      {changeError ? (
        <p className={styles.error} role="alert" data-testid="plan-change-error">
          {changeError}
        </p>
      ) : null}
      {checkout ? (
        <div ref={checkoutBox}>
          <Checkout
            item={{ productId: checkout.plan.productId, name: planName(checkout.plan.id, checkout.plan.name), price: checkout.plan.price }}
            purpose="plan"
            resumeOrder={checkout.resume}
            // a new order may show as pending: the shell re-reads the plan, and every tab follows
            onOrderPlaced={() => platform.refreshSubscription()}
            // the shell re-reads the subscription, and every subscriber (the menu too) updates without a reload
            onPaid={() => platform.refreshSubscription()}
            onDone={() => close(() => setCheckout(null))}
          />
        </div>
      ) : (
        <>
          {confirming && subscription ? (
            <DowngradeConfirm
              target={planName(confirming.plan.id, confirming.plan.name)}
              currentPlan={currentName}
              startsAt={confirming.startsAt}
              busy={busy}
              onConfirm={() => void change(() => scheduleDowngrade(platform.http, confirming.plan.productId))}
              onCancel={() => close(() => setConfirming(null))}
            />
          ) : null}
          {pending ? (
            <PendingPaymentPanel
              pending={pending}
              busy={busy}
              onResume={() => {
                opener.current = 'pending-resume';
                resume();
              }}
              onAbandon={() => void change(() => cancelOrder(platform.http, pending.orderId))}
            />
          ) : null}
          {scheduled ? (
            <ScheduledChangePanel
              scheduled={scheduled}
              currentPlan={currentName}
              busy={busy}
              onUndo={() => void change(() => cancelOrder(platform.http, scheduled.orderId))}
            />
          ) : null}
          {visible.map((group) => {
            const list = (plans ?? []).filter((p) => p.category === group.key);
            if (list.length === 0) return null;
            return (
              <section key={group.key} className={styles.section} aria-labelledby={`plans-${group.key}`}>
                <h2 id={`plans-${group.key}`} className={styles.sectionHeading}>
                  {group.heading}
                </h2>
                <div className={styles.grid}>
                  {list.map((plan) => {
                    const { action, date } = actionFor(plan, subscription, signedIn);
                    return <PlanCard key={plan.productId} plan={plan} action={action} date={date} onChoose={choose} />;
                  })}
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
          })}
        </>
      )}
    </PageFrame>
  );
}
