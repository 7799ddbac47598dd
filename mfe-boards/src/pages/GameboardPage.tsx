import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageFrame, formatMalaysiaDateTime, useLoadData, useReaderLanguage, type GameSessionInfo } from '@app/shared';
import styles from '../common/boards.module.css';
import { AccessNotice } from '../common/AccessNotice';
import { useViewer } from '../common/useViewer';
import { GameStarter } from '../gameboard/GameStarter';
import { JoinGame } from '../gameboard/JoinGame';
import { LiveBoard } from '../gameboard/LiveBoard';
import { GAMEBOARD_API } from '../gameboard/gameboardTypes';

function TeacherGameboard() {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const [pin, setPin] = useState<string | null>(null);
  const sessions = useLoadData(({ http, signal }) => http.get<{ sessions: GameSessionInfo[] }>(GAMEBOARD_API, { signal }).then((r) => r.data.sessions), [pin], {
    enabled: pin === null,
  });
  if (pin) return <LiveBoard pin={pin} onClose={() => setPin(null)} />;
  const open = (sessions.data ?? []).filter((s) => s.status === 'open');
  return (
    <>
      <GameStarter onStarted={(s) => setPin(s.pin)} />
      {open.length > 0 ? (
        <section className={styles.section} data-testid="gameboard-open-games">
          <h2 className={styles.sectionTitle}>{t('gameboard.openGames')}</h2>
          <ul>
            {open.map((s) => (
              <li key={s.pin}>
                <button type="button" className={styles.secondary} onClick={() => setPin(s.pin)}>
                  {t('gameboard.openBoard', { pin: s.pin, game: t(`gameNames.${s.quizCategory}`), time: formatMalaysiaDateTime(s.createdAt, language) })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** Teachers run live PIN games here; anyone (signed in or not) can join one with a PIN. */
export function GameboardPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const [params] = useSearchParams();
  const pinParam = (params.get('pin') ?? '').replace(/\D/g, '').slice(0, 6);
  const heading = t('gameboard.title');
  if (pinParam) {
    return (
      <PageFrame heading={t('join.pageTitle')} testId="page-gameboard">
        <JoinGame initialPin={pinParam} defaultNickname={viewer.firstName} />
      </PageFrame>
    );
  }
  if (viewer.signedIn && !viewer.subscriptionKnown) return <PageFrame heading={heading} testId="page-gameboard" loading loadingLabel={t('access.checking')} />;
  return (
    <PageFrame heading={heading} testId="page-gameboard">
      {viewer.teacher ? (
        <TeacherGameboard />
      ) : (
        <>
          <AccessNotice testId="gameboard-teachers-only" title={t('access.teachersOnlyTitle')} message={t('gameboard.teachersOnly')} />
          <JoinGame initialPin="" defaultNickname={viewer.firstName} />
        </>
      )}
    </PageFrame>
  );
}
