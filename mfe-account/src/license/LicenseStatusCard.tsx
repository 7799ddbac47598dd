import { useTranslation } from 'react-i18next';
import { formatMalaysiaDate, useReaderLanguage } from '@app/shared';
import type { TeacherLicenseStatus } from './licenseClient';
import styles from '../subscription/Subscription.module.css';

/** The teacher's license: status, expiry, and the seats their school has used. */
export function LicenseStatusCard({ status }: { status: TeacherLicenseStatus }) {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const date = (iso: string) => formatMalaysiaDate(iso, language);
  return (
    <section className={styles.section} aria-labelledby="license-status-heading" data-testid="license-status">
      <h2 id="license-status-heading" className={styles.sectionHeading}>
        {t('license.statusHeading')}
      </h2>
      <div className={styles.statusRow}>
        {status.has_school_license ? (
          <>
            <span className={styles.pill} style={{ background: '#1e7e34', color: '#fff' }} data-testid="license-status-text">
              {t('license.statusActive')}
            </span>
            {status.school_name ? <strong>{status.school_name}</strong> : null}
            {status.expires_at ? <span data-testid="license-expiry">{t('license.validUntil', { date: date(status.expires_at) })}</span> : null}
          </>
        ) : status.license_status && status.license_status !== 'none' ? (
          <span data-testid="license-status-text">{t('license.statusInactive', { status: status.license_status })}</span>
        ) : (
          <span data-testid="license-status-text">{t('license.statusNone')}</span>
        )}
      </div>
      {status.seats_total !== undefined && status.seats_used !== undefined ? (
        <p data-testid="license-seats">
          <strong>{t('license.seatsHeading')}:</strong> {t('license.seatsUsed', { used: status.seats_used, total: status.seats_total })}
        </p>
      ) : null}
    </section>
  );
}
