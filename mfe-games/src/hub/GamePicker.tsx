import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform, type Topic } from '@app/shared';
import { gamesForTopic } from '../games/common/gameRegistry';
import { gamePath } from './hubChoices';
import styles from './Hub.module.css';

/** The games this topic can feed (DESIGN.md §6), as links to play them. */
export function GamePicker({ topic }: { topic: Topic }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const games = useMemo(() => gamesForTopic(topic), [topic]);
  return (
    <section aria-labelledby="hub-games" className={styles.section} data-testid="hub-games">
      <h2 id="hub-games" className={styles.sectionHeading}>{t('hub.chooseGame', { topic: topic.title })}</h2>
      {games.length === 0 ? <p className={styles.empty}>{t('hub.noGames')}</p> : null}
      <ul className={styles.cards}>
        {games.map((g) => {
          const href = gamePath(g, topic.key);
          return (
            <li key={g.id}>
              <a className={styles.card} href={href} data-testid={`hub-game-${g.id}`}
                onClick={(e) => { if (e.metaKey || e.ctrlKey || e.shiftKey) return; e.preventDefault(); platform.navigate(href); }}>
                <span className={styles.cardIcon} aria-hidden="true">{g.icon}</span>
                <span className={styles.cardTitle}>{t(`${g.id}.title`)}</span>
                <span className={styles.cardMeta}>{t(`hub.about.${g.id}`)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
