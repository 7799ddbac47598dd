import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservable } from '@app/shared';
import type { InstallPrompt } from './installPrompt';
import styles from './InstallBanner.module.css';

export function InstallBanner({ prompt }: { prompt: InstallPrompt }) {
  const { t } = useTranslation('shell');
  const state = useObservable(prompt.state$, prompt.state$.value);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (state === 'installable' && prompt.claimShowing()) setVisible(true);
    if (state === 'installed') setVisible(false);
  }, [state, prompt]);
  if (!visible) return null;
  return (
    <aside className={styles.banner} data-testid="install-banner" data-install-state={state} aria-label={t('install.title')}>
      <span>{t('install.body')}</span>
      <button type="button" className={styles.primary} onClick={() => void prompt.install().then(() => setVisible(false))}>
        {t('install.install')}
      </button>
      <button type="button" className={styles.secondary} onClick={() => setVisible(false)}>
        {t('install.later')}
      </button>
    </aside>
  );
}
