import { useState } from 'react';
import { languageTag, type Language } from '../../i18n/language';
import { usePlatform } from '@app/shared/contract';
import { useTextTable } from '../../react/useTextTable';
import { assignmentDetailSchema, type AttemptRecord } from '../homeworkSchemas';
import { TODO_TEXT } from './todoText';
import styles from './TodoList.module.css';

/**
 * A pupil's own answers to one assignment (issue 23.4: "a pupil sees their own answers"), asked
 * for when opened: the latest attempt of each game, word by word. Only the pupil's own: the api
 * answers a pupil with nothing of the others.
 */
export function MyAnswers({ assignmentId, topicLanguage }: { assignmentId: number; topicLanguage: Language }) {
  const { t } = useTextTable('homeworkTodo', TODO_TEXT);
  const { http } = usePlatform();
  const [attempts, setAttempts] = useState<AttemptRecord[] | null | 'error'>(null);
  const load = () => {
    if (attempts !== null && attempts !== 'error') return;
    http.get(`/wp-json/custom/v1/boards/assignments/${assignmentId}`).then(
      (r) => setAttempts(assignmentDetailSchema.parse(r.data).attempts ?? []),
      () => setAttempts('error'),
    );
  };
  const latest = Array.isArray(attempts) ? [...new Map(attempts.map((a) => [a.quiz_category, a])).values()] : [];
  return (
    <details className={styles.answers} onToggle={(e) => (e.currentTarget.open ? load() : undefined)} data-testid="todo-my-answers">
      <summary>{t('myAnswers')}</summary>
      {attempts === 'error' ? <p className={styles.note}>{t('loadError')}</p> : null}
      {latest.map((a) => (
        <div key={a.id}>
          <p className={styles.note}>{t(`games.${a.quiz_category}`)}</p>
          <ul className={styles.answerList} lang={languageTag(topicLanguage)}>
            {(a.items ?? []).map((item, i) => (
              <li key={`${item.word}-${i}`}>
                <span aria-hidden="true">{item.outcome === 'right' && item.hints === 0 && item.wrongTries === 0 ? '✓ ' : '✗ '}</span>
                <strong>{item.word}</strong>
                {item.outcome !== 'right' && item.given ? ` · ${item.given}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </details>
  );
}
