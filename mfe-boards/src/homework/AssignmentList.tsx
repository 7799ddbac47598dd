import { useTranslation } from 'react-i18next';
import { formatMalaysiaRelativeDateTime, isAssignmentOpen, languageTag, PlatformLink, useReaderLanguage, type TeacherAssignment } from '@app/shared';
import { homeworkLinks } from './homeworkApi';
import styles from './homework.module.css';

/** Assignments as a list of links to their results: topic, class, due date, done so far. */
export function AssignmentList({ assignments, showClass }: { assignments: readonly TeacherAssignment[]; showClass: boolean }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  return (
    <ul className={styles.rows} data-testid="homework-list">
      {assignments.map((a) => {
        const open = isAssignmentOpen({ closedAt: a.closed_at }) && Date.parse(a.due_at) > Date.now();
        return (
          <li key={a.id} className={styles.row} data-testid="homework-list-item">
            <PlatformLink to={homeworkLinks.results(a.id)} className={styles.rowName}>
              <span lang={languageTag(a.topic_language)}>{a.topic_title}</span>
              {showClass ? ` · ${a.class_name}` : ''}
            </PlatformLink>
            <p className={styles.facts}>
              <span>{t('homework.due', { when: formatMalaysiaRelativeDateTime(a.due_at, lang) })}</span>
              <span>
                {t('homework.counts', {
                  done: a.counts.done,
                  late: a.counts.late,
                  notYet: a.counts.pupils - a.counts.done - a.counts.late,
                  pupils: a.counts.pupils,
                })}
              </span>
              {open ? null : <span>{a.closed_at ? t('homework.closedAt', { when: formatMalaysiaRelativeDateTime(a.closed_at, lang) }) : ''}</span>}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
