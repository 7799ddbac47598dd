import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservable, usePlatform } from '@app/shared';
import { fetchAllowance, type DailyAllowance } from './dailyGamesApi';
import styles from './DailyGames.module.css';

/** Text for an allowance: nothing when no limit applies, the count left, or the friendly "that's all for today". */
export function DailyAllowanceText({ allowance, testId }: { allowance: DailyAllowance; testId: string }) {
  const { t } = useTranslation();
  if (allowance.remaining === null) return null;
  if (allowance.remaining > 0) {
    return (
      <p className={styles.notice} data-testid={testId} data-remaining={allowance.remaining}>
        {t('dailyGames.remaining', { count: allowance.remaining, limit: allowance.limit })}
      </p>
    );
  }
  return (
    <p className={styles.reached} role="status" data-testid={testId} data-remaining={0}>
      <strong>{t('dailyGames.reachedTitle')}</strong>
      {t('dailyGames.reached', { limit: allowance.limit })}
    </p>
  );
}

/** The hub's line about today's free games (student_free only; others see nothing). */
export function DailyGamesNotice() {
  const platform = usePlatform();
  const auth = useObservable(platform.auth$, { status: 'unauthenticated' } as const);
  const userId = auth.status === 'authenticated' ? auth.user.id : undefined;
  const [allowance, setAllowance] = useState<DailyAllowance | null>(null);
  useEffect(() => {
    setAllowance(null);
    if (!userId) return;
    let live = true;
    fetchAllowance(platform.http).then(
      (a) => live && setAllowance(a),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [platform.http, userId]);
  return allowance ? <DailyAllowanceText allowance={allowance} testId="daily-games-notice" /> : null;
}
