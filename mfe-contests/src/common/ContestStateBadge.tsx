import { useTranslation } from 'react-i18next';
import type { ContestState } from '@app/shared';
import styles from './Common.module.css';

export function ContestStateBadge({ state }: { state: ContestState }) {
  const { t } = useTranslation();
  return (
    <span className={styles[state]} data-testid="contest-state" data-state={state}>
      {t(`state.${state}`)}
    </span>
  );
}
