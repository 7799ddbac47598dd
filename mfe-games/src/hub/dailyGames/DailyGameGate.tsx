import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isGameId, quizCategoryOf, useObservable, usePlatform } from '@app/shared';
import { fetchAllowance, recordGameStart, type DailyAllowance } from './dailyGamesApi';
import { DailyAllowanceText } from './DailyGamesNotice';
import styles from './DailyGames.module.css';

/**
 * Beside a game: before a level is chosen it says how many free games are left today (or that
 * they are used up); when play starts it counts the game with the api. The api is the judge:
 * a game it refuses still plays, and its score waits in the offline queue until midnight, so
 * nothing a student scores is lost. PIN games are never counted.
 */
export function DailyGameGate({ gameId, topicKey, phase }: { gameId: string; topicKey: string | null | undefined; phase: string }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [params] = useSearchParams();
  const pinGame = params.has('pin');
  const auth = useObservable(platform.auth$, { status: 'unauthenticated' } as const);
  const signedIn = auth.status === 'authenticated';
  const [allowance, setAllowance] = useState<DailyAllowance | null>(null);
  const [refused, setRefused] = useState(false);
  const counted = useRef<string | null>(null);
  const category = isGameId(gameId) ? quizCategoryOf(gameId) : null;

  useEffect(() => {
    if (!signedIn || pinGame || phase !== 'choosing') return;
    let live = true;
    fetchAllowance(platform.http).then(
      (a) => live && setAllowance(a),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [platform.http, signedIn, pinGame, phase]);

  useEffect(() => {
    if (phase !== 'playing') {
      counted.current = null;
      return;
    }
    if (!signedIn || pinGame || !category || !topicKey || counted.current === topicKey) return;
    counted.current = topicKey;
    void recordGameStart(platform.http, category, topicKey).then((answer) => {
      if (answer.kind === 'counted') setAllowance(answer.allowance);
      setRefused(answer.kind === 'limit');
    });
  }, [phase, signedIn, pinGame, category, topicKey, platform.http]);

  if (!signedIn || pinGame) return null;
  if (phase === 'playing' && refused) {
    return (
      <p className={styles.reached} role="status" data-testid="daily-games-gate" data-remaining={0}>
        <strong>{t('dailyGames.reachedTitle')}</strong>
        {t('dailyGames.keptForTomorrow')}
      </p>
    );
  }
  return phase === 'choosing' && allowance ? <DailyAllowanceText allowance={allowance} testId="daily-games-gate" /> : null;
}
