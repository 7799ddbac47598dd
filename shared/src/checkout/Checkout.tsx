import { useEffect, useRef, useState } from 'react';
import type { AuthState } from '../auth/userDetails';
import { useApiErrorText } from '../react/useApiErrorText';
import { usePlatform } from '@app/shared/contract';
import { useObservable } from '../react/useObservable';
import { computeOrderTotals } from '../store/orderTotals';
import { formatPrice } from '../store/storePrices';
import {
  confirmTestPayment,
  createOrder,
  lookupCoupon,
  startPayment,
  verifyPayment,
  type CouponInfo,
  type PaymentIntentResult,
  type StoreOrderResult,
  type TestCard,
} from './checkoutClient';
import { CouponField } from './CouponField';
import { StripeCardForm } from './StripeCardForm';
import { TestCardForm } from './TestCardForm';
import { useCheckoutText } from './useCheckoutText';
import styles from './Checkout.module.css';

type Stage = 'review' | 'card' | 'success' | 'failure';

export interface CheckoutItem {
  productId: number;
  /** the name people know it by, in their language where there is one */
  name: string;
  /** ringgit, from the store at run time; the server charges its own price anyway */
  price: number;
}

export interface CheckoutProps {
  item: CheckoutItem;
  /** what is bought: the texts of the back button and the outcome follow it */
  purpose: 'plan' | 'contestEntry';
  /** the order is paid (or free and completed): the caller refreshes what it unlocks */
  onPaid(): void;
  /** leave the checkout (back button, or after the outcome) */
  onDone(): void;
  /** an order already placed and waiting for payment: the checkout resumes it instead of placing another (docs/adr/0025) */
  resumeOrder?: StoreOrderResult;
  /** a new order was placed (it may now show as pending): the caller refreshes what depends on it */
  onOrderPlaced?(order: StoreOrderResult): void;
}

const SIGNED_OUT: AuthState = { status: 'unauthenticated' };

/**
 * The one checkout of the product, for plans and contest entries: coupon, a server-side order,
 * then a card payment in test mode or with Stripe (whose script loads only when a Stripe
 * payment starts). The server computes every amount; the totals here preview the same rule.
 */
export function Checkout({ item, purpose, onPaid, onDone, resumeOrder, onOrderPlaced }: CheckoutProps) {
  const { t } = useCheckoutText();
  const platform = usePlatform();
  const auth = useObservable(platform.auth$, SIGNED_OUT);
  const [stage, setStage] = useState<Stage>('review');
  const [coupon, setCoupon] = useState<CouponInfo | null>(null);
  const [order, setOrder] = useState<StoreOrderResult | null>(resumeOrder ?? null);
  const [intent, setIntent] = useState<PaymentIntentResult | null>(null);
  const [paidWithMoney, setPaidWithMoney] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStage = useRef(true);

  useEffect(() => {
    // focus follows the stage for screen readers, but not on first render (the page heading leads)
    if (firstStage.current) firstStage.current = false;
    else headingRef.current?.focus();
  }, [stage]);

  const totals = computeOrderTotals([{ price: item.price, quantity: 1 }], coupon);
  const money = (n: number) => (n > 0 ? formatPrice(n) : t('free'));
  const payable = order ? Number(order.total) : totals.total;
  const payLabel = t('pay', { amount: money(payable) });
  const failureText = useApiErrorText();

  const succeed = (withMoney: boolean) => {
    setPaidWithMoney(withMoney);
    setStage('success');
    onPaid();
  };
  const fail = (message?: string) => {
    setError(message || t('genericError'));
    setStage('failure');
  };

  const placeOrder = async () => {
    if (auth.status !== 'authenticated') return;
    setBusy(true);
    setError(null);
    try {
      const created = order ?? (await createOrder(platform.http, item.productId, coupon?.code));
      if (created !== order) onOrderPlaced?.(created);
      setOrder(created);
      if (created.status === 'completed') return succeed(false);
      const user = auth.user;
      setIntent(await startPayment(platform.http, created, { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }));
      setStage('card');
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  const afterConfirm = async () => {
    if (!intent) return;
    const verified = await verifyPayment(platform.http, intent.id);
    if (verified.paid) return succeed(true);
    // the provider's reason is English (Stripe's words, or our test mode's): kept for whoever reads
    // the console, while the reader is told in their language
    if (verified.last_error) console.warn(`checkout: payment ${intent.id} not paid: ${verified.last_error}`);
    return fail(t('notPaid'));
  };

  const payWithTestCard = async (card: TestCard) => {
    if (!intent) return;
    setBusy(true);
    try {
      await confirmTestPayment(platform.http, intent.id, card);
      await afterConfirm();
    } catch (e) {
      fail(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  if (stage === 'success') {
    return (
      <section className={styles.outcomeOk} data-testid="checkout-success" aria-live="polite">
        <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {paidWithMoney ? t(`${purpose}.successHeading`) : t(`${purpose}.successFreeHeading`)}
        </h2>
        <p className={styles.ok}>{t(`${purpose}.successBody`, { item: item.name })}</p>
        <button type="button" className={styles.button} onClick={onDone} data-testid="checkout-done">
          {t(`${purpose}.back`)}
        </button>
      </section>
    );
  }
  if (stage === 'failure') {
    return (
      <section className={styles.outcomeFail} data-testid="checkout-failure" role="alert">
        <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {t('failureHeading')}
        </h2>
        <p className={styles.error} data-testid="checkout-failure-message">
          {error}
        </p>
        <p>{t(`${purpose}.failureBody`)}</p>
        <div className={styles.row}>
          <button type="button" className={styles.button} onClick={() => setStage('card')} data-testid="checkout-retry">
            {t('retry')}
          </button>
          <button type="button" className={styles.secondary} onClick={onDone}>
            {t(`${purpose}.back`)}
          </button>
        </div>
      </section>
    );
  }

  const stripe = intent?.mode === 'stripe' && platform.config.stripePublishableKey;
  return (
    <section className={styles.section} data-testid="checkout" aria-labelledby="checkout-heading">
      <h2 id="checkout-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('heading', { item: item.name })}
      </h2>
      <div className={styles.panel}>
        {stage === 'review' && item.price > 0 && !resumeOrder ? (
          <CouponField
            applied={coupon}
            onApplied={(c) => {
              setCoupon(c);
              setOrder(null);
            }}
            lookup={(code) => lookupCoupon(platform.http, code)}
          />
        ) : null}
        <dl className={styles.totals} data-testid="checkout-totals">
          <dt>{t('price')}</dt>
          <dd>{money(item.price)}</dd>
          {(order ? Number(order.discount_total) : totals.discount_total) > 0 ? (
            <>
              <dt>{t('discount')}</dt>
              <dd data-testid="checkout-discount">− {formatPrice(order ? Number(order.discount_total) : totals.discount_total)}</dd>
            </>
          ) : null}
          <dt>{t('total')}</dt>
          <dd data-testid="checkout-total">{money(payable)}</dd>
        </dl>
        {error ? (
          <p className={styles.error} role="alert" data-testid="checkout-error">
            {error}
          </p>
        ) : null}
        {stage === 'review' ? (
          <div className={styles.row}>
            <button type="button" className={styles.button} onClick={() => void placeOrder()} disabled={busy} data-testid="checkout-continue">
              {busy ? t('working') : payable > 0 ? payLabel : t('activate', { item: item.name })}
            </button>
            <button type="button" className={styles.secondary} onClick={onDone} data-testid="checkout-back">
              {t(`${purpose}.back`)}
            </button>
          </div>
        ) : null}
      </div>
      {stage === 'card' && intent ? (
        stripe ? (
          <StripeCardForm
            publishableKey={stripe}
            clientSecret={intent.client_secret}
            payLabel={payLabel}
            onPaid={() => void afterConfirm().catch((e: unknown) => fail(failureText(e)))}
            onDeclined={fail}
          />
        ) : (
          <TestCardForm payLabel={payLabel} busy={busy} onSubmit={(card) => void payWithTestCard(card)} />
        )
      ) : null}
      {stage === 'card' ? (
        // leaving before paying keeps the order open: it can be finished or cancelled later (docs/adr/0025)
        <button type="button" className={styles.secondary} onClick={onDone} disabled={busy} data-testid="checkout-card-back">
          {t(`${purpose}.back`)}
        </button>
      ) : null}
    </section>
  );
}
