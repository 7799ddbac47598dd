import { useState, type FormEvent } from 'react';
import { usePlatform } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { storeCheckout } from './contestApi';
import { writePaidFlag } from './paidFlag';
import { errorMessage } from '../common/errorMessage';
import styles from '../common/Common.module.css';

/**
 * Payment for rounds 2–5 through the store's checkout: an order for the contest product, then a
 * card payment (test mode here: 4242 4242 4242 4242 succeeds). The order's status, not this
 * panel, is what unlocks the rounds (SPEC.md §5), on the server as in the guard.
 */
export function ContestPaymentPanel({ productId, userId, price, onPaid }: { productId: number; userId: string; price?: string; onPaid: () => void }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const testMode = platform.config.paymentsMode === 'test';

  async function pay(e: FormEvent) {
    e.preventDefault();
    const [mm, yy] = card.expiry.split('/').map((s) => Number(s.trim()));
    if (!mm || !yy || mm > 12) return setError(t('payment.badExpiry'));
    setBusy(true);
    setError(null);
    try {
      const order = await storeCheckout.createOrder(platform.http, productId);
      if (order.status !== 'completed') {
        const intent = await storeCheckout.createIntent(platform.http, order.id);
        await storeCheckout.confirmTestCard(platform.http, intent.id, { card_number: card.number.replace(/\s+/g, ''), exp_month: mm, exp_year: yy < 100 ? 2000 + yy : yy, cvc: card.cvc });
        const verified = await storeCheckout.verify(platform.http, intent.id);
        if (!verified.paid) throw new Error(t('payment.notConfirmed'));
      }
      writePaidFlag(userId, productId, true);
      platform.toast({ message: t('payment.done'), color: 'success', duration: 4000, position: 'top' });
      onPaid();
    } catch (err) {
      setError(err instanceof Error && !('response' in err) && err.name === 'Error' ? err.message : errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  }

  if (!testMode) return <p className={styles.notice}>{t('payment.unavailable')}</p>;
  return (
    <form className={styles.card} onSubmit={pay} data-testid="contest-payment" aria-labelledby="contest-payment-title">
      <h2 id="contest-payment-title" style={{ marginTop: 0 }}>{t('payment.title')}</h2>
      <p>{price ? t('payment.explain', { price: `RM ${Number(price).toFixed(2)}` }) : t('payment.explainNoPrice')}</p>
      <p className={styles.notice}>{t('payment.testMode')}</p>
      <div className={styles.stack} style={{ maxWidth: 360 }}>
        <label>
          {t('payment.cardNumber')}
          <input style={inputStyle} inputMode="numeric" autoComplete="cc-number" data-testid="card-number" value={card.number} onChange={(e) => setCard({ ...card, number: e.target.value })} required />
        </label>
        <div className={styles.row}>
          <label>
            {t('payment.expiry')}
            <input style={inputStyle} placeholder="MM/YY" autoComplete="cc-exp" data-testid="card-expiry" value={card.expiry} onChange={(e) => setCard({ ...card, expiry: e.target.value })} required />
          </label>
          <label>
            CVC
            <input style={inputStyle} inputMode="numeric" autoComplete="cc-csc" data-testid="card-cvc" value={card.cvc} onChange={(e) => setCard({ ...card, cvc: e.target.value })} required maxLength={4} />
          </label>
        </div>
        {error ? <p className={styles.error} role="alert" data-testid="payment-error">{error}</p> : null}
        <button type="submit" className={styles.button} disabled={busy} data-testid="pay-button">{busy ? t('payment.paying') : t('payment.pay')}</button>
      </div>
    </form>
  );
}

const inputStyle = { display: 'block', minHeight: 44, width: '100%', font: 'inherit', padding: '0.4rem 0.6rem', borderRadius: 8, border: '1px solid #9aa3b2', boxSizing: 'border-box' } as const;
