import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText, usePlatform } from '@app/shared';
import formStyles from '../common/Form.module.css';
import { deleteMyAccount, fetchMyData } from './privacyApi';

type Step = { kind: 'idle' } | { kind: 'downloading' } | { kind: 'confirming' } | { kind: 'deleting' };

/** Saves `data` as a JSON file on the device (the browser's own download). */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The owner's PDPA rights on their own account (issue 21.3): download everything kept about them
 * as JSON, and delete the account after a confirmation that says what goes and what stays.
 */
export function MyData() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const errorText = useApiErrorText();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<unknown>(null);

  const download = async () => {
    setError(null);
    setStep({ kind: 'downloading' });
    try {
      saveJson(await fetchMyData(platform.http), `my-data-${new Date().toISOString().slice(0, 10)}.json`);
      platform.toast({ message: t('privacy.downloaded'), color: 'success', position: 'top' });
    } catch (e) {
      setError(e);
    }
    setStep({ kind: 'idle' });
  };

  const remove = async () => {
    setError(null);
    setStep({ kind: 'deleting' });
    try {
      await deleteMyAccount(platform.http);
      platform.toast({ message: t('privacy.deleted'), color: 'success', position: 'top' });
      await platform.signOut();
      platform.navigate('/home');
    } catch (e) {
      setError(e);
      setStep({ kind: 'confirming' });
    }
  };

  const busy = step.kind === 'downloading' || step.kind === 'deleting';
  return (
    <section className={formStyles.card} aria-labelledby="my-data-title" data-testid="my-data">
      <h2 className={formStyles.cardTitle} id="my-data-title">
        {t('privacy.myDataTitle')}
      </h2>
      <p className={formStyles.cardIntro}>
        {t('privacy.myDataIntro')} <a href="/policies#privacy">{t('privacy.noticeLink')}</a>
      </p>
      {error ? (
        <p className={formStyles.alert} role="alert" data-testid="my-data-error">
          {errorText(error)}
        </p>
      ) : null}
      {step.kind === 'confirming' || step.kind === 'deleting' ? (
        <div role="group" aria-labelledby="delete-confirm-title" data-testid="delete-confirm">
          <h3 id="delete-confirm-title">{t('privacy.confirmTitle')}</h3>
          <p>{t('privacy.confirmBody')}</p>
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.danger} data-testid="delete-confirm-yes" disabled={busy} onClick={() => void remove()}>
              {step.kind === 'deleting' ? t('privacy.deleting') : t('privacy.confirmYes')}
            </button>
            <button type="button" className={formStyles.secondary} data-testid="delete-cancel" disabled={busy} onClick={() => setStep({ kind: 'idle' })}>
              {t('privacy.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.secondary} data-testid="my-data-download" disabled={busy} onClick={() => void download()}>
            {step.kind === 'downloading' ? t('privacy.downloading') : t('privacy.download')}
          </button>
          <button type="button" className={formStyles.danger} data-testid="delete-account" disabled={busy} onClick={() => setStep({ kind: 'confirming' })}>
            {t('privacy.delete')}
          </button>
        </div>
      )}
    </section>
  );
}
