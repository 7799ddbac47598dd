import { useState, type FormEvent } from 'react';
import { useCheckoutText } from './useCheckoutText';
import type { TestCard } from './checkoutClient';
import styles from './Checkout.module.css';

/** Card fields for the built-in test mode, which takes Stripe's published test card numbers. */
export function TestCardForm({ payLabel, busy, onSubmit }: { payLabel: string; busy: boolean; onSubmit(card: TestCard): void }) {
  const { t } = useCheckoutText();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = number.replace(/\D/g, '');
    const exp = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
    if (digits.length < 12 || !exp || !/^\d{3,4}$/.test(cvc)) {
      setError(t('cardIncomplete'));
      return;
    }
    setError(null);
    onSubmit({ number: digits, expMonth: Number(exp[1]), expYear: Number(exp[2]), cvc });
  };

  return (
    <form onSubmit={submit} className={styles.panel} data-testid="test-card-form" noValidate>
      <p className={styles.testMode} role="note" data-testid="test-mode-notice">
        <strong>{t('testMode')}</strong> {t('testCards')}
      </p>
      <label className={styles.field}>
        {t('cardNumber')}
        <input
          className={styles.input}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          data-testid="card-number"
        />
      </label>
      <div className={styles.row}>
        <label className={styles.field}>
          {t('expiry')}
          <input
            className={styles.input}
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="12/30"
            data-testid="card-expiry"
          />
        </label>
        <label className={styles.field}>
          {t('cvc')}
          <input
            className={styles.input}
            value={cvc}
            onChange={(e) => setCvc(e.target.value.trim())}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            data-testid="card-cvc"
          />
        </label>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.button} disabled={busy} data-testid="pay-button">
        {busy ? t('working') : payLabel}
      </button>
    </form>
  );
}
