import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TeacherAccess } from './useTeacherAccess';
import styles from './authoring.module.css';

/** Says clearly why a non-teacher cannot build topics, and where to go instead of a blank page. */
export function TeacherOnly({ access, children }: { access: TeacherAccess; children: ReactNode }) {
  const { t } = useTranslation();
  if (access === 'teacher') return <>{children}</>;
  if (access === 'loading') return <p role="status">{t('authoring.checking')}</p>;
  return (
    <div className={styles.notice} role="alert" data-testid="authoring-teacher-only">
      <p>{access === 'signedOut' ? t('authoring.signInFirst') : t('authoring.teachersOnly')}</p>
      <Link to={access === 'signedOut' ? '/account' : '/subscription'} className={styles.button}>
        {access === 'signedOut' ? t('authoring.goSignIn') : t('authoring.seePlans')}
      </Link>
    </div>
  );
}
