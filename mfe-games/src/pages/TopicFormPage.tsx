import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, PageFrame, SYLLABUS_THEMES, useApiErrorText, usePlatform, type Language } from '@app/shared';
import { DraftProblems } from '../authoring/DraftProblems';
import { ItemRows } from '../authoring/ItemRows';
import { TeacherOnly } from '../authoring/TeacherOnly';
import { draftProblems, draftToTopicBody, newDraft, topicToDraft, type DraftProblem, type TopicDraft } from '../authoring/topicDraft';
import { useSaveTopic, useTopicForEditing } from '../authoring/useTopicForEditing';
import { useTeacherAccess } from '../authoring/useTeacherAccess';
import styles from '../authoring/authoring.module.css';

/** A topic made (or edited) by hand: its details and its words. */
export function TopicFormPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const platform = usePlatform();
  const [params] = useSearchParams();
  const key = params.get('topic');
  const { access, language } = useTeacherAccess();
  const { topic, loading, error } = useTopicForEditing(key);
  const save = useSaveTopic();
  const [draft, setDraft] = useState<TopicDraft>(() => newDraft(language));
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  useEffect(() => {
    if (topic) setDraft(topicToDraft(topic));
  }, [topic]);
  const set = <K extends keyof TopicDraft>(k: K, v: TopicDraft[K]) => setDraft((d) => ({ ...d, [k]: v }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = draftProblems(draft);
    setProblems(found);
    if (found.length > 0) return;
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await save(draftToTopicBody(draft, topic ?? undefined));
      platform.toast({ message: t('authoring.saved', { title: saved.title }), color: 'success' });
      platform.navigate('/create');
    } catch (e) {
      setSaveError(errorText(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <PageFrame heading={key ? t('authoring.editTopic') : t('topicForm.title')} testId="page-topicForm" loading={loading} error={error}>
      <TeacherOnly access={access}>
        <form className={styles.card} onSubmit={submit} noValidate data-testid="topic-form">
          <div className={styles.grid}>
            <label className={styles.wide}>
              {t('authoring.topicTitle')}
              <input value={draft.title} onChange={(e) => set('title', e.target.value)} maxLength={120} required data-testid="topic-title" />
            </label>
            <label>
              {t('authoring.language')}
              <select value={draft.language} onChange={(e) => set('language', e.target.value as Language)} disabled={Boolean(key)}>
                {LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {t(`authoring.languages.${l}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('authoring.year')}
              <select value={draft.year} onChange={(e) => set('year', Number(e.target.value))}>
                {[1, 2, 3, 4, 5, 6].map((y) => (
                  <option key={y} value={y}>
                    {t('authoring.yearN', { year: y })}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('authoring.theme')}
              <select value={draft.theme} onChange={(e) => set('theme', e.target.value)}>
                {SYLLABUS_THEMES.map((th) => (
                  <option key={th} value={th}>
                    {t(`syllabus.themes.${th}`, { defaultValue: th })}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <label className={styles.wide}>
            {t('authoring.description')}
            <textarea rows={2} value={draft.description} maxLength={500} onChange={(e) => set('description', e.target.value)} />
          </label>
          <h2>{t('authoring.words')}</h2>
          <ItemRows items={draft.items} onChange={(items) => set('items', items)} topicKey={key ?? undefined} />
          <DraftProblems problems={problems} />
          {saveError ? (
            <p role="alert" className={styles.error}>
              {saveError}
            </p>
          ) : null}
          <p>
            <button type="submit" className={styles.button} disabled={saving} data-testid="topic-save">
              {saving ? t('authoring.saving') : t('authoring.save')}
            </button>
          </p>
        </form>
      </TeacherOnly>
    </PageFrame>
  );
}
