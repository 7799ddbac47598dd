import { useObservable } from '@app/shared';
import type { ToastService } from './toastService';
import styles from './ToastHost.module.css';

export function ToastHost({ service }: { service: ToastService }) {
  const toasts = useObservable(service.toasts$, []);
  return (
    <>
      {(['top', 'bottom'] as const).map((position) => (
        <div key={position} className={`${styles.stack} ${styles[position]}`} aria-live="assertive" role="region" aria-label="notifications">
          {toasts
            .filter((t) => t.position === position)
            .map((t) => (
              <div key={t.id} className={`${styles.toast} ${styles[t.color]}`} role="alert" data-testid="toast" data-color={t.color}>
                <span>{t.message}</span>
                <button type="button" className={styles.close} aria-label="✕" onClick={() => service.dismiss(t.id)}>
                  ✕
                </button>
              </div>
            ))}
        </div>
      ))}
    </>
  );
}
