import { useTranslation } from 'react-i18next';
import { PlatformLink, practiceChooserLink, rightFirstTime, type AssignmentMode } from '@app/shared';
import type { ReviewItem } from '../games/common/gameSession';
import styles from '../games/common/GameFrame.module.css';

/** The words of a round not right at the first try, in the order met, once each. */
export function missedInRound(items: readonly ReviewItem[]): string[] {
  const words = items.filter((i) => i.word.trim() !== '' && !rightFirstTime(i)).map((i) => i.word.normalize('NFC').trim());
  return [...new Set(words)];
}

/**
 * Under the result screen (issue 23.5): replay just the words missed in this round, in any game
 * that can feed them; after homework, the way back to the To-do list.
 */
export function MissedWordsAfterRound({ topicKey, items, assignment }: { topicKey: string; items: readonly ReviewItem[]; assignment: AssignmentMode | null }) {
  const { t } = useTranslation();
  const missed = missedInRound(items);
  if (missed.length === 0 && !assignment) return null;
  return (
    <p className={styles.resultActions} data-testid="after-round">
      {missed.length > 0 ? (
        <PlatformLink to={practiceChooserLink(topicKey, missed)} className={styles.secondary} data-testid="practise-missed">
          {t('homework.practise', { count: missed.length })}
        </PlatformLink>
      ) : null}
      {assignment ? (
        <PlatformLink to="/home" className={styles.secondary} data-testid="back-to-todo">
          {t('homework.backToTodo')}
        </PlatformLink>
      ) : null}
    </p>
  );
}
