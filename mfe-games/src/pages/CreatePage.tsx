import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@app/shared';
import { AiTopicForm } from '../authoring/AiTopicForm';
import { AllowanceLine } from '../authoring/AllowanceLine';
import { MyTopics } from '../authoring/MyTopics';
import { TeacherOnly } from '../authoring/TeacherOnly';
import { useAllowance, useMyTopics } from '../authoring/useMyTopics';
import { useTeacherAccess } from '../authoring/useTeacherAccess';
import styles from '../authoring/authoring.module.css';

/** Where a teacher builds topics: by hand, or with AI help, and finds the ones already made. */
export function CreatePage() {
  const { t } = useTranslation();
  const { access, language } = useTeacherAccess();
  const teacher = access === 'teacher';
  const { topics, error, reload } = useMyTopics(teacher);
  const { allowance, reload: reloadAllowance } = useAllowance(teacher);
  return (
    <PageFrame heading={t('create.title')} testId="page-create">
      <TeacherOnly access={access}>
        {allowance ? <AllowanceLine allowance={allowance} /> : null}
        <section className={styles.card}>
          <h2>{t('authoring.byHandTitle')}</h2>
          <p className={styles.hint}>{t('authoring.byHandIntro')}</p>
          <Link to="/topic-form" className={styles.button} data-testid="new-topic-by-hand">
            {t('authoring.newTopic')}
          </Link>
        </section>
        <AiTopicForm
          language={language}
          remaining={allowance?.ai.remaining ?? null}
          generator={allowance?.generator ?? null}
          onCreated={() => {
            reload();
            reloadAllowance();
          }}
        />
        <section className={styles.card}>
          <h2>{t('authoring.myTopics')}</h2>
          <MyTopics topics={topics} error={error} language={language} />
        </section>
      </TeacherOnly>
    </PageFrame>
  );
}
