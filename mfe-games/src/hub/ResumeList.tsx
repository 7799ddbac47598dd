import { useTranslation } from 'react-i18next';
import { usePlatform, type TopicSummary } from '@app/shared';
import { gamePath, type ResumableGame } from './hubChoices';
import styles from './Hub.module.css';

/** Unfinished games the player can pick up again. */
export function ResumeList({ games, topics }: { games: readonly ResumableGame[]; topics: readonly TopicSummary[] }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  if (!games.length) return null;
  return (
    <section aria-labelledby="hub-resume" className={styles.section} data-testid="hub-resume">
      <h2 id="hub-resume" className={styles.sectionHeading}>{t('hub.continue')}</h2>
      <ul className={styles.cards}>
        {games.slice(0, 6).map((r) => {
          const href = gamePath(r.game, r.topicKey);
          const title = topics.find((x) => x.key === r.topicKey)?.title ?? r.topicKey;
          return (
            <li key={`${r.game.id}-${r.topicKey}`}>
              <a className={styles.card} href={href} onClick={(e) => { e.preventDefault(); platform.navigate(href); }} data-testid="hub-resume-game">
                <span className={styles.cardIcon} aria-hidden="true">{r.game.icon}</span>
                <span className={styles.cardTitle}>{t(`${r.game.id}.title`)} · {title}</span>
                <span className={styles.cardMeta}>{t(`game.levels.${r.progress.level}`)} · {t('game.score')} {r.progress.score}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
