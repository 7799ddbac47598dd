import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMalaysiaDateTime, useApiErrorText, usePlatform, useReaderLanguage } from '@app/shared';
import formStyles from '../../common/Form.module.css';
import { allowDeviceLink, pendingDeviceLink, type PendingDeviceLink } from '../accountApi';

/**
 * A parent opened the link mailed when a new device asked to sign in (/account#device-link=…):
 * shows who asked, on what and when, and lets that device in only when the parent presses Allow
 * (docs/adr/0018). The device that asked is the one let in, wherever this page is open.
 */
export function DeviceLinkApproval({ token }: { token: string }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const language = useReaderLanguage();
  const errorText = useApiErrorText();
  const [pending, setPending] = useState<PendingDeviceLink | null>(null);
  const [state, setState] = useState<'loading' | 'asking' | 'allowed' | 'failed'>('loading');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    pendingDeviceLink(platform.http, token).then(
      (found) => {
        setPending(found);
        setState('asking');
      },
      (failure: unknown) => {
        setError(errorText(failure));
        setState('failed');
      },
    );
  }, [platform.http, token, errorText]);

  const allow = async () => {
    try {
      await allowDeviceLink(platform.http, token);
      setState('allowed');
    } catch (failure) {
      setError(errorText(failure));
      setState('failed');
    }
  };

  return (
    <section className={formStyles.card} data-testid="device-link-approval" aria-labelledby="device-link-title">
      <h2 className={formStyles.cardTitle} id="device-link-title">
        {t('deviceLink.title')}
      </h2>
      {state === 'loading' ? <p className={formStyles.cardIntro}>{t('deviceLink.loading')}</p> : null}
      {state === 'asking' && pending ? (
        <>
          <p className={formStyles.cardIntro} data-testid="device-link-question">
            {t('deviceLink.question', {
              name: pending.first_name,
              device: pending.device || t('security.unknownDevice'),
              time: formatMalaysiaDateTime(pending.requested_at, language),
            })}
          </p>
          <p className={formStyles.hint}>{t('deviceLink.notMe')}</p>
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.primary} onClick={() => void allow()} data-testid="device-link-allow">
              {t('deviceLink.allow')}
            </button>
          </div>
        </>
      ) : null}
      {state === 'allowed' ? (
        <p className={formStyles.success} role="status" data-testid="device-link-allowed">
          {t('deviceLink.allowed')}
        </p>
      ) : null}
      {state === 'failed' && error ? (
        <p className={formStyles.alert} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
