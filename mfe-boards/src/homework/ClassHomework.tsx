import { useTranslation } from 'react-i18next';
import { PlatformLink, useLoadData } from '@app/shared';
import boardStyles from '../common/boards.module.css';
import { AssignmentList } from './AssignmentList';
import { homeworkApi, homeworkLinks } from './homeworkApi';

/** On each class card of the dashboard: the class's latest homework and "Set homework". */
export function ClassHomework({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const list = useLoadData(({ http, signal }) => homeworkApi.ofClass(http, classId, signal), [classId]);
  const latest = (list.data ?? []).slice(0, 3);
  return (
    <div data-testid="class-homework">
      <h4 style={{ margin: '0.5rem 0 0.3rem' }}>{t('homework.classSection')}</h4>
      {list.data && list.data.length === 0 ? <p className={boardStyles.muted}>{t('homework.noneForClass')}</p> : null}
      {latest.length > 0 ? <AssignmentList assignments={latest} showClass={false} /> : null}
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginBottom: 0 }}>
        <PlatformLink to={homeworkLinks.newFor(classId)} className={boardStyles.button} data-testid="class-set-homework">
          {t('homework.set')}
        </PlatformLink>
        {list.data && list.data.length > 3 ? (
          <PlatformLink to={homeworkLinks.all()} className={boardStyles.secondary}>
            {t('homework.seeAll')}
          </PlatformLink>
        ) : null}
      </p>
    </div>
  );
}
