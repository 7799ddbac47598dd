import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMalaysiaDate, formatPrice, useReaderLanguage, type PendingPlanOrder, type ScheduledPlanChange } from '@app/shared';
import { usePlanName } from './planNames';
import styles from './Subscription.module.css';

interface Busy {
  busy: boolean;
}

/**
 * A checkout left unpaid (docs/adr/0025): the plan the teacher holds is untouched, and the
 * payment can be finished or abandoned from here, in any tab.
 */
export function PendingPaymentPanel({ pending, onResume, onAbandon, busy }: { pending: PendingPlanOrder; onResume(): void; onAbandon(): void } & Busy) {
  const { t } = useTranslation();
  const planName = usePlanName();
  const price = pending.total !== undefined && pending.total > 0 ? formatPrice(pending.total) : t('subscription.free');
  return (
    <section className={styles.notice} data-testid="pending-payment" aria-labelledby="pending-payment-heading">
      <h2 id="pending-payment-heading" className={styles.sectionHeading}>
        {t('planChange.pendingHeading')}
      </h2>
      <p>{t('planChange.pendingBody', { plan: planName(pending.planId, pending.planName), price })}</p>
      <div className={styles.row}>
        <button type="button" className={styles.button} onClick={onResume} disabled={busy} data-testid="pending-resume">
          {t('planChange.resume')}
        </button>
        <button type="button" className={styles.secondary} onClick={onAbandon} disabled={busy} data-testid="pending-abandon">
          {t('planChange.abandon')}
        </button>
      </div>
    </section>
  );
}

/** A plan that starts when the paid year ends (a confirmed downgrade), with the way back. */
export function ScheduledChangePanel({ scheduled, currentPlan, onUndo, busy }: { scheduled: ScheduledPlanChange; currentPlan: string; onUndo(): void } & Busy) {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const planName = usePlanName();
  const date = formatMalaysiaDate(scheduled.startsAt, language);
  return (
    <section className={styles.notice} data-testid="scheduled-change" aria-labelledby="scheduled-change-heading">
      <h2 id="scheduled-change-heading" className={styles.sectionHeading}>
        {t('planChange.scheduledHeading')}
      </h2>
      <p>{t('planChange.scheduledBody', { plan: planName(scheduled.planId, scheduled.planName), date, current: currentPlan })}</p>
      <button type="button" className={styles.secondary} onClick={onUndo} disabled={busy} data-testid="scheduled-undo">
        {t('planChange.keep', { plan: currentPlan })}
      </button>
    </section>
  );
}

/** A downgrade from a paid plan asks first, and says what the teacher keeps and when the change starts. */
export function DowngradeConfirm({
  target,
  currentPlan,
  startsAt,
  onConfirm,
  onCancel,
  busy,
}: { target: string; currentPlan: string; startsAt: string; onConfirm(): void; onCancel(): void } & Busy) {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const date = formatMalaysiaDate(startsAt, language);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    // not modal (the plans stay usable): focus moves to its heading, Escape answers "keep" (WCAG 2.4.3)
    <section
      className={styles.notice}
      role="alertdialog"
      aria-labelledby="downgrade-heading"
      aria-describedby="downgrade-body"
      data-testid="downgrade-confirm"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !busy) onCancel();
      }}
    >
      <h2 id="downgrade-heading" ref={heading} tabIndex={-1} className={styles.sectionHeading}>
        {t('planChange.confirmHeading', { plan: target })}
      </h2>
      <p id="downgrade-body">{t('planChange.confirmBody', { plan: target, current: currentPlan, date })}</p>
      <div className={styles.row}>
        <button type="button" className={styles.button} onClick={onConfirm} disabled={busy} data-testid="downgrade-confirm-yes">
          {t('planChange.confirmYes', { date })}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel} disabled={busy} data-testid="downgrade-confirm-no">
          {t('planChange.keep', { plan: currentPlan })}
        </button>
      </div>
    </section>
  );
}
