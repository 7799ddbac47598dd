import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuntimeConfig, ToastRequest } from '@app/shared';
import type { GateService } from './gateService';
import { useFocusTrap } from '../a11y/useFocusTrap';
import styles from './DeveloperGate.module.css';

/** docs/requirements.md §5: wrong password → toast (4 s, top, danger) and the field clears. */
export const INVALID_PASSWORD_TOAST: ToastRequest = {
  message: '❌ Invalid password. Please try again.',
  duration: 4000,
  position: 'top',
  color: 'danger',
};

/**
 * The lock screen ('Limited Access / Beta Testing Phase') with the password modal on top
 * ('Exclusive Access' / 'Beta Testers Only'). The modal has no close control and ignores
 * backdrop taps (docs/requirements.md §2).
 */
export function DeveloperGate({ gate, company, toast }: { gate: GateService; company: RuntimeConfig['company']; toast: (t: ToastRequest) => void }) {
  const { t } = useTranslation('shell');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // aria-modal: Tab stays in the dialog (the page behind it is the locked page itself)
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const verdict = await gate.verify(password);
    setBusy(false);
    if (verdict.ok) return;
    setPassword('');
    if (verdict.reason === 'invalid') toast(INVALID_PASSWORD_TOAST);
    else toast({ ...INVALID_PASSWORD_TOAST, message: t(verdict.reason === 'rate-limited' ? 'gate.rateLimited' : 'gate.unavailable') });
  }

  return (
    <div className={styles.lock} data-testid="lock-screen">
      <div className={styles.lockText}>
        <h1>Limited Access / Beta Testing Phase</h1>
        <p>{t('gate.lockBody')}</p>
      </div>
      <div className={styles.backdrop} data-testid="gate-backdrop" onClick={(e) => e.stopPropagation()}>
        <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby="gate-title" className={styles.modal} data-testid="password-modal">
          <h2 id="gate-title" className={styles.title}>
            Exclusive Access
          </h2>
          <p className={styles.subtitle}>Beta Testers Only</p>
          <form onSubmit={submit}>
            <label className={styles.label} htmlFor="gate-password">
              {t('gate.passwordLabel')}
            </label>
            <input
              id="gate-password"
              className={styles.input}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              data-testid="gate-password"
              autoFocus
            />
            <button type="submit" className={styles.button} disabled={busy || password.length === 0} data-testid="gate-submit">
              Preview App
            </button>
          </form>
          <footer className={styles.footer} data-testid="gate-footer">
            © {company.name} ({company.registrationNumber})
          </footer>
        </div>
      </div>
    </div>
  );
}
