import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageFrame, useApiErrorText, usePlatform } from '@app/shared';
import { DraftProblems } from '../authoring/DraftProblems';
import { ItemFields } from '../authoring/ItemFields';
import { MyTopics } from '../authoring/MyTopics';
import { TeacherOnly } from '../authoring/TeacherOnly';
import { draftProblems, draftToTopicBody, emptyItem, topicToDraft, type DraftProblem, type ItemDraft } from '../authoring/topicDraft';
import { useMyTopics } from '../authoring/useMyTopics';
import { useSaveTopic, useTopicForEditing } from '../authoring/useTopicForEditing';
import { useTeacherAccess } from '../authoring/useTeacherAccess';
import styles from '../authoring/authoring.module.css';

/** One question (item) of a topic with all its fields: `?topic=<key>&item=<n|new>`. */
export function QuestionPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const platform = usePlatform();
  const [params] = useSearchParams();
  const key = params.get('topic');
  const index = params.get('item') === 'new' ? -1 : Number(params.get('item') ?? -1);
  const { access, language } = useTeacherAccess();
  const { topic, loading, error } = useTopicForEditing(key);
  const mine = useMyTopics(access === 'teacher' && !key);
  const save = useSaveTopic();
  const [item, setItem] = useState<ItemDraft>(emptyItem);
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [saveError, setSaveError] = useState<string | null>(null);
  useEffect(() => {
    const existing = topic && index >= 0 ? topicToDraft(topic).items[index] : undefined;
    setItem(existing ?? emptyItem());
  }, [topic, index]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!topic) return;
    const draft = topicToDraft(topic);
    draft.items = index >= 0 && index < draft.items.length ? draft.items.map((it, i) => (i === index ? item : it)) : [...draft.items, item];
    const found = draftProblems(draft);
    setProblems(found);
    if (found.length > 0) return;
    try {
      await save(draftToTopicBody(draft, topic));
      platform.toast({ message: t('authoring.saved', { title: topic.title }), color: 'success' });
      platform.navigate(`/topic-form?topic=${encodeURIComponent(topic.key)}`);
    } catch (e) {
      setSaveError(errorText(e));
    }
  }

  return (
    <PageFrame heading={t('question.title')} testId="page-question" loading={loading} error={error}>
      <TeacherOnly access={access}>
        {!key ? (
          <section className={styles.card}>
            <p className={styles.hint}>{t('authoring.pickTopic')}</p>
            <MyTopics topics={mine.topics} error={mine.error} language={language} />
          </section>
        ) : topic ? (
          <form className={styles.card} onSubmit={submit} data-testid="question-form">
            <p className={styles.hint}>
              <Link to={`/topic-form?topic=${encodeURIComponent(topic.key)}`}>{topic.title}</Link>
              {' · '}
              {index >= 0 ? t('authoring.questionN', { n: index + 1 }) : t('authoring.newQuestion')}
            </p>
            <ItemFields item={item} onChange={setItem} />
            <DraftProblems problems={problems} />
            {saveError ? (
              <p role="alert" className={styles.error}>
                {saveError}
              </p>
            ) : null}
            <button type="submit" className={styles.button} data-testid="question-save">
              {t('authoring.save')}
            </button>
          </form>
        ) : null}
      </TeacherOnly>
    </PageFrame>
  );
}
