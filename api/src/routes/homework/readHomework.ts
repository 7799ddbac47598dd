import {
  classStanding,
  HOMEWORK_RULES,
  homeworkResultsCsv,
  isOnTime,
  leaderboardDisplayName,
  missedWords,
  pupilProgress,
  wordResults,
  type AnsweredAttempt,
  type AssignmentResults,
  type HomeworkSpec,
  type Language,
  type MyAssignment,
  type PupilAnswers,
  type QuizCategory,
  type TeacherAssignment,
  type WordResultRecord,
} from '@app/shared/node';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/httpError';
import {
  assignmentsForPupil,
  attemptsOfPupil,
  attemptsWithItems,
  bestsOfAssignments,
  classSizes,
  itemsOfAttempts,
  pupilsOfClass,
  topicsByKey,
  type AssignmentRow,
  type BestRow,
} from './homeworkRepository';
import { fullName, specOf, toAssignment, toAttemptRecord, toHomeworkAttempt } from './homeworkRecords';

/** Reading homework: the teacher's lists and results (issue 23.4), the pupil's To-do list (23.2). */

const DAY_MS = 24 * 3600_000;

/**
 * Done and late counts from each pupil's best and first finish per game (no items read): done
 * when every game was first finished by the deadline, late when every game was played but not all
 * on time. The same rule as pupilProgress, on the aggregate.
 */
function countsOf(spec: HomeworkSpec, bests: readonly BestRow[], pupils: number) {
  const byPupil = new Map<string, BestRow[]>();
  for (const b of bests) byPupil.set(b.user_id, [...(byPupil.get(b.user_id) ?? []), b]);
  let done = 0;
  let late = 0;
  for (const rows of byPupil.values()) {
    const played = spec.games.filter((g) => rows.some((r) => r.quiz_category === g));
    if (played.length < spec.games.length) continue;
    if (spec.games.every((g) => rows.some((r) => r.quiz_category === g && isOnTime(r.first_finished, spec)))) done++;
    else late++;
  }
  return { pupils, done, late };
}

const groupBy = <T, K>(list: readonly T[], key: (t: T) => K) => {
  const map = new Map<K, T[]>();
  for (const t of list) map.set(key(t), [...(map.get(key(t)) ?? []), t]);
  return map;
};

/** Assignments with their topic, and done/late counts over the class's pupils. */
export async function teacherAssignments(db: Queryable, rows: readonly AssignmentRow[]): Promise<TeacherAssignment[]> {
  const topics = await topicsByKey(
    db,
    rows.map((r) => r.topic_key),
  );
  const bests = groupBy(
    await bestsOfAssignments(
      db,
      rows.map((r) => r.id),
    ),
    (b) => String(b.assignment_id),
  );
  const sizes = await classSizes(
    db,
    rows.map((r) => r.class_id),
  );
  return rows.map((r) => ({
    ...toAssignment(r, topics.get(r.topic_key)),
    counts: countsOf(specOf(r), bests.get(String(r.id)) ?? [], sizes.get(String(r.class_id)) ?? 0),
  }));
}

/**
 * A pupil's To-do list: the assignments of their classes due in the future or in the last two
 * weeks, soonest first, each with their own progress, the words they missed, and what the
 * teacher lets them see of the class.
 */
export async function pupilAssignments(db: Queryable, pupilId: number, now = new Date()): Promise<MyAssignment[]> {
  const rows = await assignmentsForPupil(db, pupilId, new Date(now.getTime() - HOMEWORK_RULES.listedDaysAfterDue * DAY_MS));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const topics = await topicsByKey(
    db,
    rows.map((r) => r.topic_key),
  );
  const mine = await attemptsOfPupil(db, pupilId, ids);
  const items = await itemsOfAttempts(
    db,
    mine.map((a) => a.id),
  );
  const attemptsBy = groupBy(
    mine.map((a) => ({ assignmentId: String(a.assignment_id), attempt: toHomeworkAttempt(a, items) })),
    (x) => x.assignmentId,
  );
  const shownIds = rows.filter((r) => r.ranking !== 'hidden').map((r) => r.id);
  const bests = groupBy(await bestsOfAssignments(db, shownIds), (b) => String(b.assignment_id));
  return rows.map((r) => {
    const spec = specOf(r);
    const attempts = (attemptsBy.get(String(r.id)) ?? []).map((x) => x.attempt);
    const progress = pupilProgress(spec, attempts);
    const byPupil = groupBy(bests.get(String(r.id)) ?? [], (b) => String(b.user_id));
    const standings = [...byPupil.values()].map((games) => ({
      pupilId: Number(games[0]!.user_id),
      name: leaderboardDisplayName({ firstName: games[0]!.first_name, lastName: games[0]!.last_name, role: 'student', showFullName: r.show_full_names }),
      bestScore: games.filter((g) => spec.games.includes(g.quiz_category)).reduce((sum, g) => sum + Number(g.best), 0),
    }));
    return {
      ...toAssignment(r, topics.get(r.topic_key)),
      status: progress.status,
      games_done: progress.gamesDone as QuizCategory[],
      best_score: progress.bestScore,
      stars: progress.stars,
      missed_words: missedWords(attempts),
      standing: classStanding(r.ranking, standings, pupilId),
    };
  });
}

/** A pupil's own attempts at an assignment, with what they answered. */
export async function ownAttempts(db: Queryable, a: AssignmentRow, pupilId: number) {
  const spec = specOf(a);
  const { attempts: rows, items } = await attemptsWithItems(db, a.id, pupilId);
  return rows.map((r) => toAttemptRecord(spec, toHomeworkAttempt(r, items)));
}

/** GET assignments/:id/results: per pupil of the class and per word, most-missed first. */
export async function assignmentResults(db: Queryable, a: AssignmentRow): Promise<AssignmentResults> {
  const spec = specOf(a);
  const topics = await topicsByKey(db, [a.topic_key]);
  const pupils = await pupilsOfClass(db, a.class_id);
  const { attempts: rows, items } = await attemptsWithItems(db, a.id);
  const attempts = rows.map((r) => toHomeworkAttempt(r, items));
  const byPupil = groupBy(attempts, (x) => x.pupilId);
  const results = pupils.map((p) => {
    const progress = pupilProgress(spec, byPupil.get(Number(p.id)) ?? []);
    return {
      id: Number(p.id),
      name: fullName(p),
      status: progress.status,
      games_done: progress.gamesDone as QuizCategory[],
      best_score: progress.bestScore,
      stars: progress.stars,
      time_spent_ms: progress.timeSpentMs,
      attempts: progress.attempts,
      last_at: progress.lastAt === null ? null : new Date(progress.lastAt).toISOString(),
    };
  });
  return {
    assignment: toAssignment(a, topics.get(a.topic_key)),
    counts: {
      pupils: results.length,
      done: results.filter((r) => r.status === 'done').length,
      late: results.filter((r) => r.status === 'late').length,
    },
    pupils: results,
    words: wordRecords(attempts.filter((x) => spec.games.includes(x.quizCategory))),
  };
}

/** Every word met in `attempts`, most-missed first, as the api sends it (homework results, a PIN game's words). */
export function wordRecords(attempts: readonly AnsweredAttempt[]): WordResultRecord[] {
  return wordResults(attempts).map((w) => ({
    word: w.word,
    pupils: w.pupils,
    right_first_time: w.rightFirstTime,
    missed: w.missed,
    wrong_answers: w.wrongAnswers,
  }));
}

/** GET assignments/:id/results/:pupilId: one pupil of the class, every attempt with its answers. */
export async function pupilAnswers(db: Queryable, a: AssignmentRow, pupilId: number): Promise<PupilAnswers> {
  const pupil = (await pupilsOfClass(db, a.class_id)).find((p) => Number(p.id) === pupilId);
  if (!pupil) throw notFound('That pupil is not in this class.', 'pupil_not_in_class');
  const topics = await topicsByKey(db, [a.topic_key]);
  return { assignment: toAssignment(a, topics.get(a.topic_key)), pupil: { id: pupilId, name: fullName(pupil) }, attempts: await ownAttempts(db, a, pupilId) };
}

/** GET assignments/:id/results.csv: one row per item each pupil answered (homeworkResultsCsv). */
export async function resultsCsv(db: Queryable, a: AssignmentRow, language: Language): Promise<string> {
  const spec = specOf(a);
  const pupils = await pupilsOfClass(db, a.class_id);
  const { attempts: rows, items } = await attemptsWithItems(db, a.id);
  const byPupil = groupBy(
    rows.map((r) => toHomeworkAttempt(r, items)).filter((x) => spec.games.includes(x.quizCategory)),
    (x) => x.pupilId,
  );
  return homeworkResultsCsv(
    pupils.map((p) => {
      const attempts = byPupil.get(Number(p.id)) ?? [];
      return {
        name: fullName(p),
        status: pupilProgress(spec, attempts).status,
        attempts: attempts.map((x) => ({ ...x, onTime: isOnTime(x.finishedAt, spec) })),
      };
    }),
    language,
  );
}
