import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { computeOrderTotals, formatPrice, usePlatform, useObservable, type Plan } from '@app/shared';
import { confirmTestPayment, createOrder, lookupCoupon, startPayment, verifyPayment, type CouponInfo, type PaymentIntentResult, type StoreOrderResult, type TestCard } from './storeClient';
import { apiFailure } from './paymentErrors';
import { TestCardForm } from './TestCardForm';
import { StripeCardForm } from './StripeCardForm';
import { CouponField } from './CouponField';
import styles from './Subscription.module.css';

type Stage = 'review' | 'card' | 'success' | 'failure';

/**
 * Checkout for one plan: coupon, server-side order, then card payment (test mode or Stripe).
 * The server computes every amount; what is shown here is a preview of the same rule.
 */
export function Checkout({ plan, onDone }: { plan: Plan; onDone(): void }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const auth = useObservable(platform.auth$, { status: 'unauthenticated' } as const);
  const [stage, setStage] = useState<Stage>('review');
  const [coupon, setCoupon] = useState<CouponInfo | null>(null);
  const [order, setOrder] = useState<StoreOrderResult | null>(null);
  const [intent, setIntent] = useState<PaymentIntentResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), [stage]);

  const totals = computeOrderTotals([{ price: plan.price, quantity: 1 }], coupon);
  const money = (n: number) => (n > 0 ? formatPrice(n) : t('subscription.free'));
  const payLabel = t('subscription.checkout.pay', { amount: money(order ? Number(order.total) : totals.total) });

  const succeed = () => {
    setStage('success');
    // the shell re-reads the subscription and every subscriber (the menu too) updates without a reload
    platform.refreshSubscription();
  };
  const fail = (message?: string) => {
    setError(message || t('subscription.checkout.genericError'));
    setStage('failure');
  };

  const placeOrder = async () => {
    if (auth.status !== 'authenticated') return;
    setBusy(true);
    setError(null);
    try {
      const created = order ?? (await createOrder(platform.http, plan.productId, coupon?.code));
      setOrder(created);
      if (created.status === 'completed') return succeed();
      const user = auth.user;
      setIntent(await startPayment(platform.http, created, { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }));
      setStage('card');
    } catch (e) {
      const failure = apiFailure(e);
      setError(failure.code === 'invalid_coupon' ? t('subscription.checkout.invalidCoupon') : failure.message || t('subscription.checkout.genericError'));
    } finally {
      setBusy(false);
    }
  };

  const afterConfirm = async () => {
    if (!intent) return;
    const verified = await verifyPayment(platform.http, intent.id);
    if (verified.paid) succeed();
    else fail(verified.last_error ?? undefined);
  };

  const payWithTestCard = async (card: TestCard) => {
    if (!intent) return;
    setBusy(true);
    try {
      await confirmTestPayment(platform.http, intent.id, card);
      await afterConfirm();
    } catch (e) {
      fail(apiFailure(e).message);
    } finally {
      setBusy(false);
    }
  };

  if (stage === 'success') {
    return (
      <section className={`${styles.outcome} ${styles.outcomeOk}`} data-testid="checkout-success" aria-live="polite">
        <h2 ref={headingRef} tabIndex={-1} className={styles.sectionHeading}>
          {t('subscription.success.heading')}
        </h2>
        <p className={styles.ok}>{t('subscription.success.body', { plan: plan.name })}</p>
        <button type="button" className={styles.button} onClick={onDone} data-testid="checkout-done">
          {t('subscription.success.back')}
        </button>
      </section>
    );
  }
  if (stage === 'failure') {
    return (
      <section className={`${styles.outcome} ${styles.outcomeFail}`} data-testid="checkout-failure" role="alert">
        <h2 ref={headingRef} tabIndex={-1} className={styles.sectionHeading}>
          {t('subscription.failure.heading')}
        </h2>
        <p className={styles.error} data-testid="checkout-failure-message">
          {error}
        </p>
        <p>{t('subscription.failure.body')}</p>
        <div className={styles.row}>
          <button type="button" className={styles.button} onClick={() => setStage('card')} data-testid="checkout-retry">
            {t('subscription.failure.retry')}
          </button>
          <button type="button" className={styles.secondary} onClick={onDone}>
            {t('subscription.failure.back')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.section} data-testid="checkout" aria-labelledby="checkout-heading">
      <h2 id="checkout-heading" ref={headingRef} tabIndex={-1} className={styles.sectionHeading}>
        {t('subscription.checkout.heading', { plan: plan.name })}
      </h2>
      <div className={styles.panel}>
        {stage === 'review' && plan.price > 0 ? <CouponField applied={coupon} onApplied={(c) => { setCoupon(c); setOrder(null); }} lookup={(code) => lookupCoupon(platform.http, code)} /> : null}
        <dl className={styles.totals} data-testid="checkout-totals">
          <dt>{t('subscription.checkout.price')}</dt>
          <dd>{money(plan.price)}</dd>
          {totals.discount_total > 0 ? (
            <>
              <dt>{t('subscription.checkout.discount')}</dt>
              <dd data-testid="checkout-discount">− {formatPrice(totals.discount_total)}</dd>
            </>
          ) : null}
          <dt>{t('subscription.checkout.total')}</dt>
          <dd data-testid="checkout-total">{money(order ? Number(order.total) : totals.total)}</dd>
        </dl>
        {error ? (
          <p className={styles.error} role="alert" data-testid="checkout-error">
            {error}
          </p>
        ) : null}
        {stage === 'review' ? (
          <div className={styles.row}>
            <button type="button" className={styles.button} onClick={() => void placeOrder()} disabled={busy} data-testid="checkout-continue">
              {busy ? t('subscription.checkout.working') : totals.total > 0 ? payLabel : t('subscription.checkout.activate', { plan: plan.name })}
            </button>
            <button type="button" className={styles.secondary} onClick={onDone}>
              {t('subscription.checkout.back')}
            </button>
          </div>
        ) : null}
      </div>
      {stage === 'card' && intent ? (
        intent.mode === 'stripe' && platform.config.stripePublishableKey ? (
          <StripeCardForm publishableKey={platform.config.stripePublishableKey} clientSecret={intent.client_secret} payLabel={payLabel} onPaid={() => void afterConfirm().catch((e) => fail(apiFailure(e).message))} onDeclined={fail} />
        ) : (
          <TestCardForm payLabel={payLabel} busy={busy} onSubmit={(card) => void payWithTestCard(card)} />
        )
      ) : null}
    </section>
  );
}
