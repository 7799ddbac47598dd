import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LEADERBOARD_SCOPES,
  PageFrame,
  PlatformLink,
  apiErrorCode,
  useApiErrorText,
  useLoadData,
  type Language,
  type Leaderboard,
  type LeaderboardPeriod,
  type LeaderboardScope,
} from '@app/shared';
import styles from '../common/boards.module.css';
import { AccessNotice } from '../common/AccessNotice';
import { GameSelect, LanguageSelect, PeriodPicker, Segmented, TopicSelect } from '../common/boardFilters';
import { JoinClassForm } from '../common/JoinClassForm';
import { useViewer } from '../common/useViewer';
import { RankTable } from '../leaderboard/RankTable';

/** Issue 6 §1: visible with any active subscription (docs/requirements.md §2/§6). */
export function LeaderboardPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const viewer = useViewer();
  const [game, setGame] = useState('');
  const [language, setLanguage] = useState<'' | Language>('');
  const [topic, setTopic] = useState('');
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const [scope, setScope] = useState<LeaderboardScope>('everyone');
  const allowed = viewer.activeSubscription;
  const query = new URLSearchParams({
    period,
    scope,
    limit: '20',
    ...(game ? { quiz_category: game } : {}),
    ...(language ? { language } : {}),
    ...(topic ? { topic_key: topic } : {}),
  }).toString();
  const board = useLoadData(({ http, signal }) => http.get<Leaderboard>(`/wp-json/custom/v1/leaderboard?${query}`, { signal }).then((r) => r.data), [query], {
    enabled: allowed,
  });
  const heading = t('leaderboard.title');

  if (!viewer.signedIn)
    return (
      <PageFrame heading={heading} testId="page-leaderboard">
        <AccessNotice
          testId="leaderboard-sign-in"
          title={t('access.signInTitle')}
          message={t('leaderboard.signIn')}
          action={{ label: t('access.signInAction'), to: '/account' }}
        />
      </PageFrame>
    );
  if (!viewer.subscriptionKnown) return <PageFrame heading={heading} testId="page-leaderboard" loading loadingLabel={t('access.checking')} />;
  if (!allowed || apiErrorCode(board.error) === 'subscription_required') {
    return (
      <PageFrame heading={heading} testId="page-leaderboard">
        <AccessNotice
          testId="leaderboard-no-subscription"
          title={t('access.subscriptionTitle')}
          message={t('leaderboard.needsSubscription')}
          action={{ label: t('access.subscriptionAction'), to: '/subscription' }}
        />
      </PageFrame>
    );
  }
  const data = board.data;
  const error = board.status === 'error' ? errorText(board.error) : null;
  // where one's own scores are: the leaderboard ranks, the scoreboard lists
  const myScores = (
    <PlatformLink className={styles.secondary} to="/scoreboard" data-testid="leaderboard-my-scores">
      {t('boardsNext.myScores')}
    </PlatformLink>
  );
  return (
    <PageFrame heading={heading} testId="page-leaderboard" loading={board.loading && !data && !error} loadingLabel={t('common.loading')} actions={myScores}>
      <div className={styles.filters} data-testid="leaderboard-filters">
        <GameSelect value={game} onChange={setGame} />
        <LanguageSelect
          value={language}
          onChange={(v) => {
            setLanguage(v as '' | Language);
            setTopic('');
          }}
        />
        <TopicSelect language={language} value={topic} onChange={setTopic} />
        <PeriodPicker value={period} onChange={setPeriod} />
        <Segmented<LeaderboardScope>
          legend={t('filters.scope')}
          name="scope"
          options={LEADERBOARD_SCOPES}
          value={scope}
          onChange={setScope}
          label={(s) => t(`scopes.${s}`)}
        />
      </div>
      {error ? (
        <p className={styles.formError} role="alert" data-testid="page-error">
          {error}
        </p>
      ) : data?.scopeMissing === 'class' ? (
        <section className={styles.section} data-testid="leaderboard-no-class">
          <p>{t('leaderboard.noClass')}</p>
          <JoinClassForm onJoined={board.reload} />
        </section>
      ) : data?.scopeMissing === 'school' ? (
        <p data-testid="leaderboard-no-school">{t('leaderboard.noSchool')}</p>
      ) : data && data.entries.length === 0 ? (
        <p className={styles.notice} data-testid="leaderboard-empty">
          {t('leaderboard.empty')}
        </p>
      ) : data ? (
        <RankTable entries={data.entries} viewer={data.viewer} caption={t('leaderboard.caption', { count: data.total })} />
      ) : null}
    </PageFrame>
  );
}
