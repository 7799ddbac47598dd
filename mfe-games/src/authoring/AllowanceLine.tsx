import { useTranslation } from 'react-i18next';
import styles from './authoring.module.css';

interface Part {
  remaining: number | null;
}

/**
 * What the teacher's plan still allows this month, in words: "as many as you like" for an
 * unlimited plan, never "∞ topics".
 */
export function AllowanceLine({ allowance }: { allowance: { custom: Part; ai: Part } }) {
  const { t } = useTranslation();
  const custom = allowance.custom.remaining;
  const ai = allowance.ai.remaining;
  const text =
    custom === null && ai === null
      ? t('authoringNext.unlimited')
      : custom === null
        ? t('authoringNext.unlimitedByHand', { ai })
        : ai === null
          ? t('authoringNext.unlimitedWithAi', { custom })
          : t('authoring.allowance', { custom, ai });
  return (
    <p className={styles.hint} data-testid="allowance">
      {text}
    </p>
  );
}
