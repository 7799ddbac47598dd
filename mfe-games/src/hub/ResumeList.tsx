import { useTranslation } from 'react-i18next';
import { usePlatform } from '@app/shared';
import { Icon } from '../games/common/icons/Icon';
import { gamePath, type ResumableGame } from './hubChoices';
import styles from './Hub.module.css';

/**
 * Unfinished games the player can pick up again, each named by its game and its topic's title
 * (`titles`: from the topic list, the saved game, or the topic itself; never the key).
 */
export function ResumeList({ games, titles }: { games: readonly ResumableGame[]; titles: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  if (!games.length) return null;
  return (
    <section aria-labelledby="hub-resume" className={styles.section} data-testid="hub-resume">
      <h2 id="hub-resume" className={styles.sectionHeading}>
        {t('hub.continue')}
      </h2>
      <ul className={styles.resumeCards}>
        {games.map((r) => {
          const href = gamePath(r.game, r.topicKey);
          const title = titles.get(r.topicKey);
          return (
            <li key={`${r.game.id}-${r.topicKey}`}>
              <a
                className={styles.resumeCard}
                href={href}
                onClick={(e) => {
                  e.preventDefault();
                  platform.navigate(href);
                }}
                data-testid="hub-resume-game"
              >
                <Icon name={r.game.icon} size={36} />
                <span className={styles.resumeText}>
                  <span className={styles.cardTitle}>{t(`${r.game.id}.title`)}</span>
                  <span className={styles.cardMeta} data-testid="hub-resume-topic">
                    {title ?? t('hub.aTopic')} · {t(`game.levels.${r.progress.level}`)}
                  </span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
