import { levelAccess, levelNumber, levelPath, PlatformLink, roundNeedsPayment, type ContestState } from '@app/shared';
import { useTranslation } from 'react-i18next';
import type { ContestInfo, ScoreRecord } from './contestApi';
import styles from './RoundGrid.module.css';

type Mark = 'completed' | 'locked' | 'open';

/**
 * Rounds and levels with their marks: completed (with score), open to play, or locked. "Open"
 * is exactly what the contest guard would allow (shared levelAccess), so a link here never
 * ends in a refusal.
 */
export function RoundGrid({
  contest,
  scores,
  paid,
  state,
  signedIn,
}: {
  contest: ContestInfo;
  scores: ScoreRecord[];
  paid: boolean;
  state: ContestState;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const byLevel = new Map(scores.map((s) => [s.level, s]));
  const completed = scores.map((s) => s.level);
  const shape = { rounds: contest.rounds, levelsPerRound: contest.levelsPerRound, paidFromRound: contest.paidFromRound };
  return (
    <ol className={styles.rounds} data-testid="round-grid">
      {Array.from({ length: contest.rounds }, (_, r) => r + 1).map((round) => {
        const needsPay = roundNeedsPayment(round, shape);
        return (
          <li key={round} className={styles.round} data-testid={`round-${round}`}>
            <h3 className={styles.roundTitle}>
              {t('home.round', { round })}{' '}
              <span className={needsPay ? (paid ? styles.paid : styles.unpaid) : styles.free} data-testid={`round-${round}-payment`}>
                {needsPay ? (paid ? t('home.paid') : t('home.needsPayment')) : t('home.free')}
              </span>
            </h3>
            <ul className={styles.levels}>
              {Array.from({ length: contest.levelsPerRound }, (_, l) => l + 1).map((level) => {
                const number = levelNumber(round, level, contest.levelsPerRound);
                const info = contest.levels.find((x) => x.number === number);
                const score = byLevel.get(number);
                const access = levelAccess({ signedIn, state, round, levelNumber: number, paid, completed, shape });
                const mark: Mark = score ? 'completed' : access.allow ? 'open' : 'locked';
                const label = `${t('home.level', { level, number })}${info?.title ? ` · ${info.title}` : ''}`;
                return (
                  <li key={level} className={styles[mark]} data-testid={`level-${number}`} data-mark={mark}>
                    {mark === 'open' ? (
                      <PlatformLink className={styles.levelLink} to={levelPath(round, level)} aria-label={`${label}: ${t('home.play')}`}>
                        <span>{label}</span>
                        <span className={styles.markText}>{t('home.play')}</span>
                      </PlatformLink>
                    ) : (
                      <div className={styles.levelBox}>
                        <span>{label}</span>
                        <span className={styles.markText}>
                          {mark === 'completed' && score ? t('home.completed', { score: score.score, max: score.max_score }) : t('home.locked')}
                        </span>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
