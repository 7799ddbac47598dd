import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { letters, useApiErrorText, usePlatform } from '@app/shared';
import styles from '../common/boards.module.css';
import { ClassSignIn } from '../classSignIn/ClassSignIn';
import { ClassHomework } from '../homework/ClassHomework';

export interface ClassInfo {
  id: number;
  name: string;
  code: string;
  showFullNames: boolean;
  memberCount: number;
  teacherName: string;
  isOwner: boolean;
}

/** The teacher's classes: create one (the api makes the join code), and choose how names show on leaderboards. */
export function ClassList({ classes, onChanged }: { classes: ClassInfo[]; onChanged(): void }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const { http, toast } = usePlatform();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await http.post('/wp-json/custom/v1/boards/classes', { name: name.trim() });
      setName('');
      onChanged();
    } catch (err) {
      setError(errorText(err));
    }
  };
  const toggleNames = async (c: ClassInfo) => {
    try {
      await http.patch(`/wp-json/custom/v1/boards/classes/${c.id}`, { showFullNames: !c.showFullNames });
      onChanged();
    } catch (err) {
      toast({ message: errorText(err), color: 'danger' });
    }
  };
  return (
    <section className={styles.section} aria-labelledby="dashboard-classes-title" data-testid="dashboard-classes">
      <h2 className={styles.sectionTitle} id="dashboard-classes-title">
        {t('dashboard.classes')}
      </h2>
      {classes.length === 0 ? <p className={styles.muted}>{t('dashboard.noClasses')}</p> : null}
      <div className={styles.cards}>
        {classes.map((c) => (
          <article key={c.id} className={styles.card} data-testid="dashboard-class">
            <h3 style={{ margin: 0 }}>{c.name}</h3>
            <p className={styles.cardValue} aria-label={t('dashboard.codeAria', { code: letters(c.code).join(' ') })} data-testid="dashboard-class-code">
              {c.code}
            </p>
            <p className={styles.muted}>{t('dashboard.members', { count: c.memberCount })}</p>
            <label className={styles.field} style={{ flexDirection: 'row', alignItems: 'center', minHeight: 44 }}>
              <input type="checkbox" checked={c.showFullNames} onChange={() => void toggleNames(c)} style={{ width: 22, height: 22 }} />
              {t('dashboard.showFullNames')}
            </label>
            {c.isOwner ? <ClassSignIn classId={c.id} className={c.name} /> : null}
            <ClassHomework classId={c.id} />
          </article>
        ))}
      </div>
      <form className={styles.inlineForm} onSubmit={create} style={{ marginTop: '1rem' }}>
        <label className={styles.field}>
          {t('dashboard.newClass')}
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={60}
            required
            placeholder={t('dashboard.newClassPlaceholder')}
            data-testid="dashboard-class-name"
          />
        </label>
        <button className={styles.button} type="submit" disabled={!name.trim()} data-testid="dashboard-class-create">
          {t('dashboard.createClass')}
        </button>
      </form>
      {error ? (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
