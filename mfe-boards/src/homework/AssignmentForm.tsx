import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultTimed,
  homeworkAllowance,
  LANGUAGES,
  PageFrame,
  PlatformLink,
  useApiErrorText,
  useLoadData,
  usePlatform,
  type Language,
  type QuizCategory,
  type RankingMode,
  type TeacherAssignment,
} from '@app/shared';
import boardStyles from '../common/boards.module.css';
import type { ClassInfo } from '../dashboard/ClassList';
import { useViewer } from '../common/useViewer';
import { homeworkApi, homeworkLinks } from './homeworkApi';
import { defaultDueInputs, dueAtFromInputs, inputsFromDueAt } from './dueTime';
import { useChosenTopic, useTopicSummaries } from './useTopicChoice';
import styles from './homework.module.css';

export type FormMode = { kind: 'new'; classId: number } | { kind: 'edit' | 'copy'; assignment: TeacherAssignment };

const RANKINGS: RankingMode[] = ['hidden', 'average', 'shown'];
const LEVELS = [1, 2, 3] as const;

/**
 * Setting homework (issue 23.1): a topic (bundled or the teacher's own), the games it can feed, a
 * level, a due date and time in Malaysia, untimed or timed (untimed by default for Years 1–3) and
 * what pupils see of the others (nothing, by default). The same form changes one, or copies it to
 * another class. The plan's games per assignment are offered; the api enforces them too.
 */
export function AssignmentForm({ mode }: { mode: FormMode }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const errorText = useApiErrorText();
  const viewer = useViewer();
  const from = mode.kind === 'new' ? null : mode.assignment;
  const classes = useLoadData(
    ({ http, signal }) => http.get<{ classes: ClassInfo[] }>('/wp-json/custom/v1/boards/classes', { signal }).then((r) => r.data.classes),
    [],
  );
  const own = (classes.data ?? []).filter((c) => c.isOwner);
  const [classId, setClassId] = useState<number>(mode.kind === 'new' ? mode.classId : mode.kind === 'edit' ? mode.assignment.class_id : 0);
  const [language, setLanguage] = useState<Language>(from?.topic_language ?? 'ta');
  const [topicKey, setTopicKey] = useState(from?.topic_key ?? '');
  const [games, setGames] = useState<QuizCategory[]>(from?.games ?? []);
  const [level, setLevel] = useState<number>(from?.level ?? 1);
  const [due, setDue] = useState(() => (from && mode.kind === 'edit' ? inputsFromDueAt(from.due_at) : defaultDueInputs()));
  const [timed, setTimed] = useState<boolean | null>(from ? from.timed : null);
  const [ranking, setRanking] = useState<RankingMode>(from?.ranking ?? 'hidden');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const topics = useTopicSummaries(language);
  const chosen = useChosenTopic(topicKey);
  const playable = chosen.data?.games ?? [];
  const maxGames = Math.max(1, homeworkAllowance(viewer.subscription).gamesPerAssignment);

  // a copy goes to another class: the first one that is not the original's
  useEffect(() => {
    if (mode.kind === 'copy' && classId === 0 && own.length > 0) setClassId(own.find((c) => c.id !== mode.assignment.class_id)?.id ?? own[0]!.id);
  }, [mode, classId, own]);
  // the games offered follow the topic
  useEffect(() => {
    if (chosen.data) setGames((g) => g.filter((x) => chosen.data!.games.includes(x)));
  }, [chosen.data]);

  const className = own.find((c) => c.id === classId)?.name ?? '';
  const heading = mode.kind === 'new' ? t('homework.newTitle', { className }) : mode.kind === 'edit' ? t('homework.editTitle') : t('homework.copyTitle');
  const effectiveTimed = timed ?? (chosen.data ? defaultTimed(chosen.data.topic.year) : false);
  const dueAt = dueAtFromInputs(due.date, due.time);
  const ready = classId > 0 && topicKey !== '' && games.length > 0 && dueAt !== null && !saving;

  const toggleGame = (g: QuizCategory) =>
    setGames((list) => (list.includes(g) ? list.filter((x) => x !== g) : list.length >= maxGames ? (maxGames === 1 ? [g] : list) : [...list, g]));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready || !dueAt) return;
    setSaving(true);
    setError(null);
    const body = { topic_key: topicKey, games, level, due_at: dueAt, timed: effectiveTimed, ranking };
    try {
      // an edit sends only what changed: a passed due date left alone is not "in the past" again
      const saved =
        mode.kind === 'edit'
          ? await homeworkApi.change(platform.http, mode.assignment.id, changedFields(body, mode.assignment))
          : await homeworkApi.create(platform.http, classId, body);
      platform.navigate(homeworkLinks.results(saved.id));
    } catch (err) {
      setError(errorText(err));
      setSaving(false);
    }
  };

  return (
    <PageFrame heading={heading} testId="page-homework-form" loading={classes.loading && !classes.data} loadingLabel={t('common.loading')}>
      <form className={`${styles.page} ${styles.form}`} onSubmit={(e) => void submit(e)} data-testid="homework-form">
        <PlatformLink to={from ? homeworkLinks.results(from.id) : homeworkLinks.dashboard()} className={`${boardStyles.secondary} ${styles.back}`}>
          {from ? t('homework.backToResults') : t('homework.backToDashboard')}
        </PlatformLink>
        {mode.kind === 'copy' ? (
          <label className={boardStyles.field}>
            {t('homework.class')}
            <select value={classId} onChange={(e) => setClassId(Number(e.target.value))} data-testid="homework-class">
              {own.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div className={styles.two}>
          <label className={boardStyles.field}>
            {t('homework.language')}
            <select
              value={language}
              onChange={(e) => {
                setLanguage(e.target.value as Language);
                setTopicKey('');
              }}
              data-testid="homework-language"
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`languageNames.${l}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={boardStyles.field} style={{ flex: '3 1 12rem' }}>
            {t('homework.topic')}
            <select value={topicKey} onChange={(e) => setTopicKey(e.target.value)} required data-testid="homework-topic">
              <option value="">{t('homework.chooseTopic')}</option>
              {(topics.data ?? []).map((tp) => (
                <option key={tp.key} value={tp.key}>
                  {t('homework.yearN', { year: tp.year })} · {tp.title}
                </option>
              ))}
            </select>
          </label>
        </div>
        {topicKey !== '' && chosen.data ? (
          <fieldset className={styles.fieldset} data-testid="homework-games">
            <legend>{t('homework.games')}</legend>
            <p className={styles.help}>{t('homework.gamesHelp', { count: maxGames })}</p>
            {playable.length === 0 ? <p className={boardStyles.formError}>{t('homework.noGames')}</p> : null}
            <div className={styles.gameChoices}>
              {playable.map((g) => (
                <label key={g} className={styles.choice}>
                  <input type="checkbox" checked={games.includes(g)} onChange={() => toggleGame(g)} data-testid={`homework-game-${g}`} />
                  {t(`gameNames.${g}`)}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <fieldset className={boardStyles.segment} data-testid="homework-level">
          <legend>{t('homework.level')}</legend>
          {LEVELS.map((l) => (
            <label key={l}>
              <input type="radio" name="level" checked={level === l} onChange={() => setLevel(l)} data-testid={`homework-level-${l}`} />
              <span>{t(`homework.levels.${l}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.two}>
          <label className={boardStyles.field}>
            {t('homework.dueDate')}
            <input type="date" value={due.date} onChange={(e) => setDue((d) => ({ ...d, date: e.target.value }))} required data-testid="homework-due-date" />
          </label>
          <label className={boardStyles.field}>
            {t('homework.dueTime')}
            <input type="time" value={due.time} onChange={(e) => setDue((d) => ({ ...d, time: e.target.value }))} required data-testid="homework-due-time" />
          </label>
        </div>
        <fieldset className={styles.fieldset} data-testid="homework-timing">
          <legend>{t('homework.timing')}</legend>
          <label className={styles.choice}>
            <input type="radio" name="timing" checked={!effectiveTimed} onChange={() => setTimed(false)} data-testid="homework-untimed" />
            {t('homework.untimed')}
          </label>
          <label className={styles.choice}>
            <input type="radio" name="timing" checked={effectiveTimed} onChange={() => setTimed(true)} data-testid="homework-timed" />
            {t('homework.timed')}
          </label>
          <p className={styles.help}>{t('homework.untimedAdvice')}</p>
        </fieldset>
        <fieldset className={styles.fieldset} data-testid="homework-ranking">
          <legend>{t('homework.ranking')}</legend>
          {RANKINGS.map((r) => (
            <label key={r} className={styles.choice}>
              <input type="radio" name="ranking" checked={ranking === r} onChange={() => setRanking(r)} data-testid={`homework-ranking-${r}`} />
              {t(`homework.rankingModes.${r}`)}
            </label>
          ))}
          <p className={styles.help}>{t('homework.rankingHelp')}</p>
        </fieldset>
        {error ? (
          <p className={boardStyles.formError} role="alert" data-testid="homework-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className={boardStyles.button} disabled={!ready} data-testid="homework-save">
          {saving ? t('homework.saving') : mode.kind === 'edit' ? t('homework.saveChanges') : mode.kind === 'copy' ? t('homework.copy') : t('homework.save')}
        </button>
      </form>
    </PageFrame>
  );
}

function changedFields(
  body: { topic_key: string; games: QuizCategory[]; level: number; due_at: string; timed: boolean; ranking: RankingMode },
  was: TeacherAssignment,
) {
  return {
    ...(body.topic_key !== was.topic_key ? { topic_key: body.topic_key } : {}),
    ...(body.games.join() !== was.games.join() ? { games: body.games } : {}),
    ...(body.level !== was.level ? { level: body.level } : {}),
    ...(Date.parse(body.due_at) !== Date.parse(was.due_at) ? { due_at: body.due_at } : {}),
    ...(body.timed !== was.timed ? { timed: body.timed } : {}),
    ...(body.ranking !== was.ranking ? { ranking: body.ranking } : {}),
  };
}
