import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageFrame, PlatformLink, useApiErrorText, useLoadData } from '@app/shared';
import { AccessNotice } from '../common/AccessNotice';
import boardStyles from '../common/boards.module.css';
import { useViewer } from '../common/useViewer';
import { AssignmentForm } from './AssignmentForm';
import { AssignmentList } from './AssignmentList';
import { AssignmentResults } from './AssignmentResults';
import { homeworkApi, homeworkLinks } from './homeworkApi';
import { PrintView } from './PrintView';
import { PupilAnswers } from './PupilAnswers';
import styles from './homework.module.css';

/**
 * The teacher's homework pages, on /dashboard?homework=… (the shell routes /dashboard to this
 * remote): `new&class=`, `all`, `<id>` (results), `<id>&view=edit|copy|print`, `<id>&pupil=`.
 * The api decides who may see what; this only says "for teachers" before asking it.
 */
export function HomeworkArea() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const [params] = useSearchParams();
  const which = params.get('homework') ?? '';
  const id = Number(which);
  const view = params.get('view');
  const pupil = Number(params.get('pupil'));
  if (viewer.signedIn && !viewer.subscriptionKnown)
    return <PageFrame heading={t('homework.classSection')} testId="page-homework" loading loadingLabel={t('access.checking')} />;
  if (!viewer.teacher) {
    return (
      <PageFrame heading={t('homework.classSection')} testId="page-homework">
        <AccessNotice
          testId="homework-teachers-only"
          title={t('access.teachersOnlyTitle')}
          message={t('dashboard.teachersOnly')}
          action={viewer.signedIn ? { label: t('access.subscriptionAction'), to: '/subscription' } : { label: t('access.signInAction'), to: '/account' }}
        />
      </PageFrame>
    );
  }
  if (which === 'new') return <AssignmentForm mode={{ kind: 'new', classId: Number(params.get('class')) }} />;
  if (which === 'all') return <AllAssignments />;
  if (!Number.isSafeInteger(id) || id <= 0) return <AllAssignments />;
  if (view === 'edit' || view === 'copy') return <ExistingForm id={id} kind={view} />;
  if (view === 'print') return <PrintView id={id} />;
  if (Number.isSafeInteger(pupil) && pupil > 0) return <PupilAnswers id={id} pupilId={pupil} />;
  return <AssignmentResults id={id} />;
}

function ExistingForm({ id, kind }: { id: number; kind: 'edit' | 'copy' }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const one = useLoadData(({ http, signal }) => homeworkApi.one(http, id, signal), [id]);
  if (!one.data) {
    return (
      <PageFrame
        heading={t('homework.classSection')}
        testId="page-homework-form"
        loading={one.loading}
        loadingLabel={t('common.loading')}
        error={one.status === 'error' ? errorText(one.error) : null}
      />
    );
  }
  return <AssignmentForm key={`${kind}-${id}`} mode={{ kind, assignment: one.data }} />;
}

function AllAssignments() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const list = useLoadData(({ http, signal }) => homeworkApi.all(http, signal), []);
  return (
    <PageFrame
      heading={t('homework.listTitle')}
      testId="page-homework-list"
      loading={list.loading && !list.data}
      loadingLabel={t('common.loading')}
      error={list.status === 'error' ? errorText(list.error) : null}
    >
      <div className={styles.page}>
        <PlatformLink to={homeworkLinks.dashboard()} className={`${boardStyles.secondary} ${styles.back}`}>
          {t('homework.backToDashboard')}
        </PlatformLink>
        {list.data && list.data.length === 0 ? <p className={boardStyles.muted}>{t('homework.listEmpty')}</p> : null}
        {list.data ? <AssignmentList assignments={list.data} showClass /> : null}
      </div>
    </PageFrame>
  );
}
