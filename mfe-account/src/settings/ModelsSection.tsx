import { useTranslation } from 'react-i18next';
import { useApiErrorText, useLoadData } from '@app/shared';
import formStyles from '../common/Form.module.css';
import { fetchAiStatus, type AiStatus } from './aiStatus';
import styles from './Settings.module.css';

/** docs/requirements.md §2 Settings › Models: which generator makes topics. The server decides; text only. */
export function ModelsSection() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const { data: status, error, status: loadStatus } = useLoadData<AiStatus>(({ http }) => fetchAiStatus(http), []);

  return (
    <section className={formStyles.card} aria-labelledby="models-title" data-testid="settings-models">
      <h2 className={formStyles.cardTitle} id="models-title">
        {t('settings.models.title')}
      </h2>
      <p>{t('settings.models.intro')}</p>
      <p>{t('settings.models.noKey')}</p>
      {loadStatus === 'error' ? (
        <p className={formStyles.alert} role="alert" data-testid="models-error">
          {errorText(error)}
        </p>
      ) : !status ? (
        <p role="status" data-testid="models-loading">
          {t('settings.models.checking')}
        </p>
      ) : (
        <dl className={styles.status} data-testid="models-status" data-mode={status.mode}>
          <dt>{t('settings.models.availability')}</dt>
          <dd data-testid="models-available">{status.available ? t('settings.models.available') : t('settings.models.unavailable')}</dd>
          <dt>{t('settings.models.generator')}</dt>
          <dd data-testid="models-mode">
            {status.mode === 'provider'
              ? t('settings.models.provider', { model: status.model ?? t('settings.models.defaultModel') })
              : t('settings.models.offline')}
          </dd>
        </dl>
      )}
      <p className={styles.muted}>{t('settings.models.review')}</p>
    </section>
  );
}
