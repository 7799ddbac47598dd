import { useState, type FormEvent } from 'react';
import { useApiErrorText } from '../react/useApiErrorText';
import { useCheckoutText } from './useCheckoutText';
import type { CouponInfo } from './checkoutClient';
import styles from './Checkout.module.css';

interface Props {
  applied: CouponInfo | null;
  onApplied(coupon: CouponInfo | null): void;
  lookup(code: string): Promise<CouponInfo | null>;
}

/** docs/requirements.md §5/§8: a coupon the lookup does not return is 'Invalid coupon code.' */
export function CouponField({ applied, onApplied, lookup }: Props) {
  const { t } = useCheckoutText();
  const errorText = useApiErrorText();
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
      else setError(t('invalidCoupon'));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  if (applied) {
    return (
      <div className={styles.row}>
        <p className={styles.ok} data-testid="coupon-applied">
          {t('couponApplied', { code: applied.code.toUpperCase() })}
        </p>
        <button type="button" className={styles.secondary} onClick={() => onApplied(null)}>
          {t('removeCoupon')}
        </button>
      </div>
    );
  }
  return (
    <form className={styles.row} onSubmit={(e) => void apply(e)}>
      <label className={styles.field}>
        {t('coupon')}
        <input
          className={styles.input}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          data-testid="coupon-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'coupon-error' : undefined}
        />
      </label>
      <button type="submit" className={styles.secondary} disabled={busy || !code.trim()} data-testid="coupon-apply">
        {t('applyCoupon')}
      </button>
      {error ? (
        <p id="coupon-error" className={styles.error} role="alert" data-testid="coupon-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
