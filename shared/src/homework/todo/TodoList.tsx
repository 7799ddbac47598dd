import { languageTag } from '../../i18n/language';
import { PlatformLink } from '../../react/PlatformLink';
import { useReaderLanguage } from '../../react/useReaderLanguage';
import { useTextTable } from '../../react/useTextTable';
import { formatMalaysiaRelativeDateTime } from '../../time/malaysiaFormat';
import { formatLocaleNumber } from '../../time/malaysiaFormat';
import { assignmentGameLink, practiceChooserLink } from '../homeworkLinks';
import type { MyAssignment } from '../homeworkSchemas';
import { MyAnswers } from './MyAnswers';
import { TODO_TEXT } from './todoText';
import { useHomeworkTodo } from './useHomeworkTodo';
import styles from './TodoList.module.css';

/**
 * A pupil's homework (issue 23.2): each assignment with its games, its due date and a tick when
 * done; a tap opens the game on the topic and level, untimed if so. First on the hub and on the
 * account page. Shows the phone's copy offline; shows nothing to a visitor or a teacher, and
 * nothing on the hub when there is no homework (`showEmpty` says so on the account page).
 */
export function HomeworkTodoList({ showEmpty = false, testId = 'homework-todo' }: { showEmpty?: boolean; testId?: string }) {
  const { t } = useTextTable('homeworkTodo', TODO_TEXT);
  const state = useHomeworkTodo();
  if (state.status === 'none' || state.status === 'loading') return null;
  if (state.status === 'error') {
    return showEmpty ? (
      <p className={styles.note} role="status" data-testid={`${testId}-error`}>
        {t('loadError')}
      </p>
    ) : null;
  }
  if (state.assignments.length === 0 && !showEmpty) return null;
  return (
    <section className={styles.section} aria-labelledby={`${testId}-heading`} data-testid={testId} data-source={state.fresh ? 'api' : 'phone'}>
      <h2 className={styles.heading} id={`${testId}-heading`}>
        {t('heading')}
      </h2>
      {state.offline ? <p className={styles.note}>{t('offline')}</p> : null}
      {state.assignments.length === 0 ? <p className={styles.note}>{t('none')}</p> : null}
      <ul className={styles.list}>
        {state.assignments.map((a) => (
          <li key={a.id}>
            <TodoCard assignment={a} playedHere={state.playedHere[String(a.id)] ?? []} known={state.fresh || state.offline} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `known`: the list is the api's answer, or the phone's copy because the api cannot be reached (not while it loads) */
function TodoCard({ assignment: a, playedHere, known }: { assignment: MyAssignment; playedHere: readonly string[]; known: boolean }) {
  const { t } = useTextTable('homeworkTodo', TODO_TEXT);
  const lang = useReaderLanguage();
  const played = new Set([...a.games_done, ...playedHere]);
  const allPlayed = a.games.every((g) => played.has(g));
  const status = a.status !== 'not_yet' ? a.status : allPlayed ? 'done' : 'not_yet';
  const waiting = known && allPlayed && a.status === 'not_yet';
  const past = Date.parse(a.due_at) < Date.now();
  const badge = status === 'done' ? styles.badgeDone : status === 'late' ? styles.badgeLate : styles.badgeToDo;
  const when = formatMalaysiaRelativeDateTime(a.due_at, lang);
  return (
    <article className={`${styles.card} ${status !== 'not_yet' ? styles.cardDone : ''}`} data-testid="todo-item" data-status={status} data-assignment={a.id}>
      <div className={styles.cardHead}>
        <h3 className={styles.title} lang={languageTag(a.topic_language)}>
          {a.topic_title}
        </h3>
        <span className={`${styles.badge} ${badge}`} data-testid="todo-status">
          {status !== 'not_yet' ? <span aria-hidden="true">✓</span> : null}
          {t(`status.${status}`)}
        </span>
      </div>
      <p className={styles.meta}>{t('fromTeacher', { className: a.class_name, teacher: a.teacher_name })}</p>
      <p className={`${styles.due} ${past && status === 'not_yet' ? styles.overdue : ''}`}>
        {a.closed_at ? t('closed') : t(past ? 'dueGone' : 'due', { when })} · {t(`level.${a.level}`)} · {t(a.timed ? 'timed' : 'untimed')}
      </p>
      <ul className={styles.games}>
        {a.games.map((g) => {
          const link = assignmentGameLink(a, g);
          const done = played.has(g);
          const name = t(`games.${g}`);
          return link ? (
            <li key={g}>
              <PlatformLink to={link} className={`${styles.game} ${done ? styles.gameDone : ''}`} data-testid={`todo-game-${g}`}>
                <span className={styles.tick} aria-hidden="true">
                  {done ? '✓' : '▶'}
                </span>
                <span aria-hidden="true">{name}</span>
                <span className={styles.srOnly}>{t(done ? 'gameDone' : 'gameToDo', { game: name })}</span>
              </PlatformLink>
            </li>
          ) : null;
        })}
      </ul>
      {waiting ? <p className={styles.note}>{t('waiting')}</p> : null}
      {a.best_score !== null ? (
        <p className={styles.standing}>{t('myBest', { score: formatLocaleNumber(a.best_score, lang), max: formatLocaleNumber(a.max_score, lang) })}</p>
      ) : null}
      <Standing assignment={a} />
      {a.games_done.length > 0 ? <MyAnswers assignmentId={a.id} topicLanguage={a.topic_language} /> : null}
      {a.missed_words.length > 0 ? (
        <PlatformLink to={practiceChooserLink(a.topic_key, a.missed_words)} className={styles.practise} data-testid="todo-practise">
          {t('practise', { count: a.missed_words.length })}
        </PlatformLink>
      ) : null}
    </article>
  );
}

function Standing({ assignment: a }: { assignment: MyAssignment }) {
  const { t } = useTextTable('homeworkTodo', TODO_TEXT);
  const lang = useReaderLanguage();
  const s = a.standing;
  if (s.mode === 'average' && s.average !== null && s.average !== undefined) {
    return <p className={styles.standing}>{t('classAverage', { score: formatLocaleNumber(s.average, lang) })}</p>;
  }
  if (s.mode === 'shown' && s.ranking && s.ranking.length > 0) {
    return (
      <div className={styles.standing}>
        {t('ranking')}
        <ol className={styles.ranking}>
          {[...s.ranking.slice(0, 5), ...s.ranking.slice(5).filter((r) => r.me)].map((r, i) => (
            <li key={`${r.rank}-${i}`} className={r.me ? styles.me : undefined} value={r.rank}>
              {r.name}: {formatLocaleNumber(r.score, lang)}
            </li>
          ))}
        </ol>
      </div>
    );
  }
  return null;
}
