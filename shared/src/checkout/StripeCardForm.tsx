import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useReaderLanguage } from '../react/useReaderLanguage';
import { cardRefusalText } from './cardRefusalText';
import { useCheckoutText } from './useCheckoutText';
import styles from './Checkout.module.css';

interface Props {
  publishableKey: string;
  clientSecret: string;
  payLabel: string;
  onPaid(): void;
  onDeclined(message: string): void;
}

/**
 * Stripe mode: the card goes from Stripe Elements straight to Stripe, never to our server. If
 * Stripe's script cannot load, the order simply stays pending (docs/requirements.md §8).
 */
export function StripeCardForm({ publishableKey, clientSecret, payLabel, onPaid, onDeclined }: Props) {
  const { t } = useCheckoutText();
  const language = useReaderLanguage();
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    // the /pure entry injects Stripe's script only now, in Stripe mode, never on page load
    import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (cancelled) return;
        if (!stripe || !mountRef.current) throw new Error('Stripe did not load');
        const card = stripe.elements().create('card');
        card.mount(mountRef.current);
        stripeRef.current = { stripe, card };
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) setLoadError(true);
      });
    return () => {
      cancelled = true;
      stripeRef.current?.card.destroy();
    };
  }, [publishableKey]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripeRef.current) return;
    setBusy(true);
    const { stripe, card } = stripeRef.current;
    const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
    setBusy(false);
    if (result.error) onDeclined(cardRefusalText(result.error, language));
    else onPaid();
  };

  if (loadError) {
    return (
      <p className={styles.error} role="alert" data-testid="stripe-load-error">
        {t('stripeLoadError')}
      </p>
    );
  }
  return (
    <form onSubmit={submit} className={styles.panel} data-testid="stripe-card-form">
      <label className={styles.field}>
        {t('stripeCard')}
        <div ref={mountRef} className={styles.stripeBox} />
      </label>
      <button type="submit" className={styles.button} disabled={!ready || busy} data-testid="pay-button">
        {busy ? t('working') : payLabel}
      </button>
    </form>
  );
}
