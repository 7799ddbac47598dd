import { useState } from 'react';
import { PageFrame, SOLVALLAR_2025, parseLevelRoute, useApiErrorText, useLoadData } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { contestApi } from '../contest/contestApi';
import { LevelPlayer, type Submitted } from '../levels/LevelPlayer';
import { PlatformLink } from '@app/shared';
import { useAuth } from '../common/usePlatformState';
import common from '../common/Common.module.css';
import styles from '../levels/Level.module.css';

/** `/solvallarcontest/round{N}/level{M}`: the shell's contest guard has already let the user in. */
export function SolvallarLevelPage() {
  const { t } = useTranslation();
  const params = useParams();
  const route = parseLevelRoute(params);
  if (!route) {
    return (
      <PageFrame
        heading={t('level.notFoundTitle')}
        testId="page-solvallarLevel"
        error={t('level.notFound', { round: params.round ?? '', level: params.level ?? '' })}
      >
        {null}
      </PageFrame>
    );
  }
  return <LevelSessionView round={route.round} level={route.level} number={route.number} />;
}

function LevelSessionView({ round, level, number }: { round: number; level: number; number: number }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const auth = useAuth();
  const userId = auth.status === 'authenticated' ? auth.user.id : null;
  const [result, setResult] = useState<Submitted | null>(null);
  // starting twice is harmless: the server keeps the first start, so a reload resumes
  const {
    data: session,
    error,
    status,
    loading,
  } = useLoadData(({ http }) => contestApi.startLevel(http, SOLVALLAR_2025.category, number), [userId, number], {
    enabled: userId !== null,
  });
  const heading = t('level.heading', { round, level, number });
  if (!userId) {
    return (
      <PageFrame
        heading={heading}
        testId="page-solvallarLevel"
        error={t('guard.notLoggedIn')}
        actions={
          <PlatformLink className={common.secondary} to={SOLVALLAR_2025.homePath}>
            {t('level.backHome')}
          </PlatformLink>
        }
      />
    );
  }
  return (
    <PageFrame
      heading={session?.title ? `${heading} · ${session.title}` : heading}
      testId="page-solvallarLevel"
      loading={loading}
      loadingLabel={t('common.loading')}
      error={status === 'error' ? errorText(error) : null}
      actions={
        <PlatformLink className={common.secondary} to={SOLVALLAR_2025.homePath}>
          {t('level.backHome')}
        </PlatformLink>
      }
    >
      {result ? (
        <section className={`${common.card} ${styles.result}`} data-testid="level-result" aria-live="polite">
          <h2>{t('level.doneTitle', { number })}</h2>
          <p className={styles.bigScore} data-testid="level-score">
            {t('level.score', { score: result.score, max: result.max_score })}
          </p>
          <p>{result.late ? t('level.late') : t('level.timeUsed', { seconds: result.time_taken })}</p>
          <PlatformLink className={common.button} to={SOLVALLAR_2025.homePath}>
            {t('level.backHome')}
          </PlatformLink>
        </section>
      ) : session ? (
        <LevelPlayer session={session} contestKey={SOLVALLAR_2025.category} userId={userId} onSubmitted={setResult} />
      ) : null}
    </PageFrame>
  );
}
