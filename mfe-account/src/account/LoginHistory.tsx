import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMalaysiaDateTime, useApiErrorText, useLoadData, usePlatform, useReaderLanguage } from '@app/shared';
import formStyles from '../common/Form.module.css';
import { fetchLoginHistory, signOutEverywhere } from './securityApi';
import styles from './Security.module.css';

/**
 * The account's sign-in record: who signed in, when (Malaysian time) and from where (address and
 * device), including attempts refused, so a stranger's use is seen; and a way to end every session.
 */
export function LoginHistory() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const language = useReaderLanguage();
  const errorText = useApiErrorText();
  const history = useLoadData(({ http, signal }) => fetchLoginHistory(http, signal), []);
  const record = history.data ?? null;
  const [signOutError, setSignOutError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const endAll = async () => {
    setBusy(true);
    setSignOutError(null);
    try {
      await signOutEverywhere(platform.http);
      platform.toast({ message: t('security.signedOutEverywhere'), color: 'success', position: 'top' });
      await platform.signOut();
      platform.navigate('/home');
    } catch (e) {
      setSignOutError(e);
      setBusy(false);
    }
  };

  return (
    <section className={formStyles.card} aria-labelledby="login-history-title" data-testid="login-history">
      <h2 className={formStyles.cardTitle} id="login-history-title">
        {t('security.historyTitle')}
      </h2>
      <p className={formStyles.cardIntro}>{t('security.historyIntro', { days: record?.kept_days ?? 90 })}</p>
      {history.status === 'error' ? (
        <p className={formStyles.alert} role="alert" data-testid="login-history-error">
          {errorText(history.error)}
        </p>
      ) : record === null ? (
        <p role="status">{t('security.historyLoading')}</p>
      ) : record.events.length === 0 ? (
        <p data-testid="login-history-empty">{t('security.historyEmpty')}</p>
      ) : (
        <ol className={styles.list} data-testid="login-history-list">
          {record.events.map((event, i) => (
            <li key={`${event.at}-${i}`} className={styles.event} data-outcome={event.outcome} data-testid="login-history-event">
              <span className={styles.what}>{t(`security.outcomes.${event.outcome}`)}</span>
              <span className={styles.meta}>
                <time dateTime={event.at}>{formatMalaysiaDateTime(event.at, language)}</time>
                {` · ${event.device || t('security.unknownDevice')} · ${event.ip}`}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className={formStyles.hint}>{t('security.notYou')}</p>
      {signOutError ? (
        <p className={formStyles.alert} role="alert" data-testid="sign-out-everywhere-error">
          {errorText(signOutError)}
        </p>
      ) : null}
      <div className={formStyles.actions} style={{ marginTop: '0.75rem' }}>
        <button type="button" className={formStyles.danger} onClick={() => void endAll()} disabled={busy} data-testid="sign-out-everywhere">
          {t('security.signOutEverywhere')}
        </button>
      </div>
    </section>
  );
}
