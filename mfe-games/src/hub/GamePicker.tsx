import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform, type Topic } from '@app/shared';
import { gamesForTopic } from '../games/common/gameRegistry';
import { Icon } from '../games/common/icons/Icon';
import { gamePath } from './hubChoices';
import { themeIcon } from './themeIcons';
import { ReadAloudButton } from '../games/common/ReadAloudButton';
import styles from './Hub.module.css';

/** Step 2: the chosen topic, a way back, and a picture card for each game the topic can feed. */
export function GamePicker({ topic, onOtherTopic }: { topic: Topic; onOtherTopic: () => void }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const games = useMemo(() => gamesForTopic(topic), [topic]);
  const heading = useRef<HTMLHeadingElement>(null);
  // the games replace the topic list: move focus to them so a screen reader follows
  useEffect(() => heading.current?.focus(), [topic.key]);
  return (
    <section aria-labelledby="hub-games" className={styles.section} data-testid="hub-games">
      <div className={styles.chosenTopic}>
        <Icon name={themeIcon(topic.theme)} size={40} />
        <h2 id="hub-games" className={styles.sectionHeading} tabIndex={-1} ref={heading}>
          {t('hub.chooseGame', { topic: topic.title })}
        </h2>
        <button type="button" className={styles.chip} onClick={onOtherTopic} data-testid="hub-other-topic">
          {t('hub.otherTopic')}
        </button>
      </div>
      {games.length === 0 ? <p className={styles.empty}>{t('hub.noGames')}</p> : null}
      <ul className={styles.pictureCards}>
        {games.map((g) => {
          const href = gamePath(g, topic.key);
          return (
            <li key={g.id} className={styles.cardSlot}>
              <a
                className={styles.pictureCard}
                href={href}
                data-testid={`hub-game-${g.id}`}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                  e.preventDefault();
                  platform.navigate(href);
                }}
              >
                <Icon name={g.icon} size={48} className={styles.cardPicture} />
                <span className={styles.cardTitle}>{t(`${g.id}.title`)}</span>
                <span className={styles.cardMeta}>{t(`hub.about.${g.id}`)}</span>
              </a>
              {/* the game's name and what it asks, read aloud for a child who cannot read it (issue 26) */}
              <span className={styles.cardSpeaker}>
                <ReadAloudButton text={`${t(`${g.id}.title`)}. ${t(`hub.about.${g.id}`)}`} testId={`read-aloud-hub-${g.id}`} />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
