import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponInfo } from './storeClient';
import styles from './Subscription.module.css';

interface Props {
  applied: CouponInfo | null;
  onApplied(coupon: CouponInfo | null): void;
  lookup(code: string): Promise<CouponInfo | null>;
}

/** SPEC.md §5/§8: a coupon the lookup does not return is 'Invalid coupon code.' */
export function CouponField({ applied, onApplied, lookup }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const coupon = await lookup(code.trim());
      if (coupon) onApplied(coupon);
      else setError(t('subscription.checkout.invalidCoupon'));
    } catch {
      setError(t('subscription.checkout.genericError'));
    } finally {
      setBusy(false);
    }
  };

  if (applied) {
    return (
      <div className={styles.row}>
        <p className={styles.ok} data-testid="coupon-applied">
          {t('subscription.checkout.couponApplied', { code: applied.code.toUpperCase() })}
        </p>
        <button type="button" className={styles.secondary} onClick={() => onApplied(null)}>
          {t('subscription.checkout.removeCoupon')}
        </button>
      </div>
    );
  }
  return (
    <form className={styles.row} onSubmit={(e) => void apply(e)}>
      <label className={styles.field}>
        {t('subscription.checkout.coupon')}
        <input className={styles.input} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" data-testid="coupon-input" aria-invalid={error ? true : undefined} aria-describedby={error ? 'coupon-error' : undefined} />
      </label>
      <button type="submit" className={styles.secondary} disabled={busy || !code.trim()} data-testid="coupon-apply">
        {t('subscription.checkout.applyCoupon')}
      </button>
      {error ? (
        <p id="coupon-error" className={styles.error} role="alert" data-testid="coupon-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
