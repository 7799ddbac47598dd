import { useTranslation } from 'react-i18next';
import type { DraftProblem } from './topicDraft';
import styles from './authoring.module.css';

export function DraftProblems({ problems }: { problems: DraftProblem[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <ul className={styles.problems} role="alert" data-testid="draft-problems">
      {problems.map((p, i) => (
        <li key={i}>{t(`authoring.problems.${p.kind}`, p)}</li>
      ))}
    </ul>
  );
}
