import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText, usePlatform } from '@app/shared';
import { saveMoreTime } from './moreTimeApi';
import boards from '../common/boards.module.css';
import styles from './MoreTimeSwitch.module.css';

/**
 * A pupil's "more time in contests" switch on the class page (WCAG 2.2.1). It shows what the api
 * saved, not what was clicked: a refused change flips back and says why.
 */
export function MoreTimeSwitch({ userId, pupilName, granted }: { userId: number; pupilName: string; granted: boolean }) {
  const { t } = useTranslation();
  const { http } = usePlatform();
  const errorText = useApiErrorText();
  const [on, setOn] = useState(granted);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      setOn(await saveMoreTime(http, userId, !on));
    } catch (e) {
      setError(errorText(e));
    }
    setBusy(false);
  };
  return (
    <div className={styles.wrap}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={t('moreTime.switchName', { name: pupilName })}
        className={styles.switch}
        disabled={busy}
        onClick={() => void toggle()}
        data-testid="more-time-switch"
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.knob} />
        </span>
        <span>{t('moreTime.label')}</span>
        <span className={styles.state} aria-hidden="true">
          {t(on ? 'moreTime.on' : 'moreTime.off')}
        </span>
      </button>
      {error ? (
        <p className={boards.formError} role="alert" data-testid="more-time-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
