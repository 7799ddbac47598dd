import { useState } from 'react';
import { Checkout, formatPrice, parseMoney, usePlatform } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { writePaidFlag } from './paidFlag';
import styles from '../common/Common.module.css';

export interface ContestEntryPanelProps {
  productId: number;
  /** the contest's title in the reader's language */
  name: string;
  /** the store's price of the entry ('10.00'), when known */
  price?: string;
  userId: string;
  onPaid(): void;
}

/**
 * Buying the entry for rounds 2–5 through the product's one checkout (test mode or Stripe, as
 * for plans). Shown only while the entry is on sale; the order's status, not this panel, is what
 * unlocks the rounds, on the server as in the guard.
 */
export function ContestEntryPanel({ productId, name, price, userId, onPaid }: ContestEntryPanelProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [open, setOpen] = useState(false);
  const amount = parseMoney(price);
  const paid = () => {
    writePaidFlag(userId, productId, true);
    platform.toast({ message: t('payment.done'), color: 'success', duration: 4000, position: 'top' });
    onPaid();
  };
  return (
    <section className={styles.card} data-testid="contest-payment" aria-labelledby="contest-payment-title">
      <h2 id="contest-payment-title" style={{ marginTop: 0 }}>
        {t('payment.title')}
      </h2>
      <p>{amount !== undefined ? t('payment.explain', { price: formatPrice(amount) }) : t('payment.explainNoPrice')}</p>
      {open && amount !== undefined ? (
        <Checkout item={{ productId, name, price: amount }} purpose="contestEntry" onPaid={paid} onDone={() => setOpen(false)} />
      ) : (
        <button type="button" className={styles.button} onClick={() => setOpen(true)} disabled={amount === undefined} data-testid="contest-buy">
          {t('payment.pay')}
        </button>
      )}
    </section>
  );
}
