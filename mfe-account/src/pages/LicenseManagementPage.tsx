import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame, usePlatform, useObservable, useReaderLanguage } from '@app/shared';
import {
  checkSchoolLicense,
  fetchLicenseStatus,
  redeemResultText,
  redeemSchoolLicense,
  type SchoolLicenseCheck,
  type TeacherLicenseStatus,
} from '../license/licenseClient';
import { LicenseStatusCard } from '../license/LicenseStatusCard';
import styles from '../subscription/Subscription.module.css';

/** /license-management: a teacher checks their school, joins its license, sees status, expiry and seats. */
export function LicenseManagementPage() {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const platform = usePlatform();
  const auth = useObservable(platform.auth$, { status: 'unauthenticated' } as const);
  const user = auth.status === 'authenticated' ? auth.user : null;
  const [status, setStatus] = useState<TeacherLicenseStatus | null>(null);
  const [school, setSchool] = useState({ school_name: user?.school ?? '', school_state: user?.state ?? '', school_country: user?.country || 'MY' });
  const [check, setCheck] = useState<SchoolLicenseCheck | null>(null);
  const [checkedName, setCheckedName] = useState('');
  const [busy, setBusy] = useState<'check' | 'redeem' | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [code, setCode] = useState('');

  // the signed-in user arrives after the first render: prefill their school once it is known
  useEffect(() => {
    if (user)
      setSchool((s) =>
        s.school_name || s.school_state ? s : { school_name: user.school ?? '', school_state: user.state, school_country: user.country || 'MY' },
      );
  }, [user?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const loadStatus = useCallback(() => {
    if (!user) return;
    void fetchLicenseStatus(platform.http, user.email).then(setStatus);
  }, [platform.http, user?.email]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(loadStatus, [loadStatus]);

  const runCheck = async (event: FormEvent) => {
    event.preventDefault();
    if (!school.school_name.trim() || !school.school_state.trim()) {
      setMessage({ ok: false, text: t('license.required') });
      return;
    }
    setBusy('check');
    setMessage(null);
    setCheck(await checkSchoolLicense(platform.http, school));
    setCheckedName(school.school_name.trim());
    setBusy(null);
  };

  const redeem = async () => {
    if (!code.trim()) {
      setMessage({ ok: false, text: t('licenseCode.required') });
      return;
    }
    setBusy('redeem');
    const result = await redeemSchoolLicense(
      platform.http,
      user
        ? {
            ...school,
            user_email: user.email,
            user_id: user.id,
            first_name: user.firstName,
            last_name: user.lastName,
            redemption_code: code.trim(),
          }
        : null,
      {
        notLoggedIn: t('license.notLoggedIn'),
        failed: t('license.redeemFailed'),
        // the check says whether this account already holds a seat, which the redeem answer repeats
        redeemed: check?.already_redeemed ? t('licenseRedeemed.already') : t('licenseRedeemed.done'),
      },
    );
    setBusy(null);
    setMessage({ ok: result.success, text: redeemResultText(result, language) });
    if (result.success) {
      setCheck(null);
      loadStatus();
      platform.refreshSubscription();
    }
  };

  const field = (key: keyof typeof school, label: string, autoComplete: string) => (
    <label className={styles.field}>
      {label}
      <input
        className={styles.input}
        value={school[key]}
        autoComplete={autoComplete}
        onChange={(e) => setSchool({ ...school, [key]: e.target.value })}
        data-testid={`license-${key}`}
      />
    </label>
  );

  return (
    <PageFrame
      heading={t('license.title')}
      testId="page-license-management"
      empty={user ? null : t('license.signIn')}
      loading={!!user && status === null}
      loadingLabel={t('license.checking')}
    >
      <p>{t('license.intro')}</p>
      {status ? <LicenseStatusCard status={status} /> : null}
      {status && !status.has_school_license ? (
        <section className={styles.section} aria-labelledby="license-check-heading">
          <h2 id="license-check-heading" className={styles.sectionHeading}>
            {t('license.checkHeading')}
          </h2>
          <form className={styles.panel} onSubmit={(e) => void runCheck(e)} data-testid="license-check-form">
            {field('school_name', t('license.schoolName'), 'organization')}
            {field('school_state', t('license.schoolState'), 'address-level1')}
            {field('school_country', t('license.schoolCountry'), 'country')}
            <button type="submit" className={styles.secondary} disabled={busy !== null} data-testid="license-check">
              {busy === 'check' ? t('license.checking') : t('license.check')}
            </button>
            {check ? (
              <p className={check.has_license ? styles.ok : styles.error} data-testid="license-check-result" aria-live="polite">
                {check.has_license ? t('license.hasLicense', { school: checkedName }) : t('license.noLicense', { school: checkedName })}
                {check.has_license && !check.can_redeem ? ` ${t('license.cannotRedeem')}` : ''}
              </p>
            ) : null}
            {check?.has_license && check.can_redeem ? (
              <label className={styles.field}>
                {t('licenseCode.label')}
                <input
                  className={styles.input}
                  value={code}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={40}
                  onChange={(e) => setCode(e.target.value)}
                  data-testid="license-code"
                  aria-describedby="license-code-hint"
                />
                <span id="license-code-hint">{t('licenseCode.hint')}</span>
              </label>
            ) : null}
            {check?.has_license && check.can_redeem ? (
              <button type="button" className={styles.button} disabled={busy !== null} onClick={() => void redeem()} data-testid="license-redeem">
                {busy === 'redeem' ? t('license.redeeming') : t('license.redeem')}
              </button>
            ) : null}
          </form>
        </section>
      ) : null}
      {message ? (
        <p className={message.ok ? styles.ok : styles.error} role={message.ok ? 'status' : 'alert'} data-testid="license-message">
          {message.text}
        </p>
      ) : null}
    </PageFrame>
  );
}
