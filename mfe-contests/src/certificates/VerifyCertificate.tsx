import { useEffect, useState, type FormEvent } from 'react';
import { apiErrorStatus, formatMalaysiaDate, useApiErrorText, usePlatform } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { contestApi, localised, type VerifiedCertificate } from '../contest/contestApi';
import { useLanguage } from '../common/usePlatformState';
import common from '../common/Common.module.css';
import styles from './Certificate.module.css';

/** The public check behind a certificate's verify link: no sign-in needed. */
export function VerifyCertificate({ initialCode }: { initialCode?: string }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const platform = usePlatform();
  const language = useLanguage();
  const [code, setCode] = useState(initialCode ?? '');
  const [result, setResult] = useState<{ ok: VerifiedCertificate } | { error: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function check(value: string) {
    if (!value.trim()) return;
    setBusy(true);
    try {
      setResult({ ok: await contestApi.verify(platform.http, value.trim().toUpperCase()) });
    } catch (err) {
      setResult({ error: apiErrorStatus(err) === 404 ? t('verify.invalid') : errorText(err) });
    } finally {
      setBusy(false);
    }
  }
  // the printed link carries the code: check it as soon as the page opens
  useEffect(() => {
    if (initialCode) void check(initialCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialCode]);

  return (
    <section className={`${common.card} ${styles.verify}`} data-testid="verify-certificate" aria-labelledby="verify-title">
      <h2 id="verify-title" style={{ margin: 0 }}>
        {t('verify.title')}
      </h2>
      <form
        className={common.row}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void check(code);
        }}
      >
        <label className={common.row}>
          <span>{t('verify.codeLabel')}</span>
          <input className={styles.codeInput} value={code} onChange={(e) => setCode(e.target.value)} data-testid="verify-code" />
        </label>
        <button type="submit" className={common.button} disabled={busy || !code.trim()}>
          {t('verify.check')}
        </button>
      </form>
      {result && 'ok' in result ? (
        <p className={common.success} role="status" data-testid="verify-result">
          {t('verify.valid', {
            name: result.ok.name,
            contest: localised(result.ok.contestTitle, language),
            award: t(`award.${result.ok.award}`),
            date: formatMalaysiaDate(result.ok.issuedAt, language),
          })}
        </p>
      ) : null}
      {result && 'error' in result ? (
        <p className={common.error} role="alert" data-testid="verify-result">
          {result.error}
        </p>
      ) : null}
    </section>
  );
}
