import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText, usePlatform } from '@app/shared';
import styles from './boards.module.css';

/** A student types the class code their teacher gave them. */
export function JoinClassForm({ onJoined }: { onJoined?(): void }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const { http, toast } = usePlatform();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { data } = await http.post<{ name: string }>('/wp-json/custom/v1/boards/classes/join', { code: code.trim() });
      toast({ message: t('classes.joined', { name: data.name }), color: 'success' });
      setCode('');
      onJoined?.();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.inlineForm} onSubmit={submit} data-testid="join-class-form">
      <label className={styles.field}>
        {t('classes.codeLabel')}
        <input
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          maxLength={12}
          autoCapitalize="characters"
          autoComplete="off"
          required
          data-testid="join-class-code"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'join-class-error' : undefined}
        />
      </label>
      <button className={styles.button} type="submit" disabled={busy || code.trim().length < 4} data-testid="join-class-submit">
        {t('classes.join')}
      </button>
      {error ? (
        <p id="join-class-error" className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
