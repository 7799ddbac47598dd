import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { canPlayTopic, languageTag, PlatformLink, practiceItems, practiceLink, practiceWordsFrom } from '@app/shared';
import { GAMES } from '../games/common/gameRegistry';
import { Icon } from '../games/common/icons/Icon';
import { useTopic } from '../games/common/useTopic';
import styles from '../hub/Hub.module.css';

/**
 * "Practise what I missed" on the hub (`/home?practise=<topic>&words=…`, issue 23.5): the missed
 * words, and every game that can use them (with just enough other words of the topic for its
 * round). When no game can: the whole topic instead.
 */
export function PracticeChooser() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const topicKey = params.get('practise');
  const words = useMemo(() => practiceWordsFrom(params) ?? [], [params]);
  const topic = useTopic(topicKey);
  const loaded = topic.status === 'ready' ? topic.value : null;
  const games = useMemo(() => {
    if (!loaded) return [];
    const missed = new Set(words);
    // a game is offered when it can use a missed word and, with a few other words, make a round
    return GAMES.filter((g) => {
      const items = practiceItems(loaded.items, words, { minimum: g.minItems, accepts: g.accepts });
      return items.some((i) => missed.has(i.word.normalize('NFC')) && g.accepts(i)) && canPlayTopic(g.id, { items });
    });
  }, [loaded, words]);
  if (!topicKey || words.length === 0 || !loaded) return null;
  return (
    <section aria-labelledby="practice-heading" className={styles.section} data-testid="practice-chooser">
      <h2 id="practice-heading" className={styles.sectionHeading}>
        {t('homework.practiseHeading', { topic: loaded.title })}
      </h2>
      <p lang={languageTag(loaded.language)} data-testid="practice-words">
        {words.join(' · ')}
      </p>
      {games.length === 0 ? (
        <p className={styles.empty}>
          {t('homework.tooFewWords')} <PlatformLink to={`/home?topic=${encodeURIComponent(loaded.key)}`}>{t('homework.wholeTopic')}</PlatformLink>
        </p>
      ) : (
        <ul className={styles.pictureCards}>
          {games.map((g) => (
            <li key={g.id}>
              <PlatformLink className={styles.pictureCard} to={practiceLink(g.path, loaded.key, words)} data-testid={`practice-game-${g.id}`}>
                <Icon name={g.icon} size={48} className={styles.cardPicture} />
                <span className={styles.cardTitle}>{t(`${g.id}.title`)}</span>
              </PlatformLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
