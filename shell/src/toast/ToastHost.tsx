import { useTranslation } from 'react-i18next';
import { useObservable } from '@app/shared';
import type { ToastService } from './toastService';
import styles from './ToastHost.module.css';

export function ToastHost({ service }: { service: ToastService }) {
  const { t } = useTranslation('shell');
  const toasts = useObservable(service.toasts$, []);
  return (
    <>
      {(['top', 'bottom'] as const).map((position) => (
        <div key={position} className={`${styles.stack} ${styles[position]}`} aria-live="assertive" role="region" aria-label={t('toast.region')}>
          {toasts
            .filter((toast) => toast.position === position)
            .map((toast) => (
              <div key={toast.id} className={`${styles.toast} ${styles[toast.color]}`} role="alert" data-testid="toast" data-color={toast.color}>
                <span>{toast.message}</span>
                <button type="button" className={styles.close} onClick={() => service.dismiss(toast.id)} data-testid="toast-close">
                  <span aria-hidden="true">✕</span>
                  {/* named in words (a screen reader said "multiplication x") */}
                  <span className="app-visually-hidden">{t('toast.close')}</span>
                </button>
              </div>
            ))}
        </div>
      ))}
    </>
  );
}
