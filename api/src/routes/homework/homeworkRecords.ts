import {
  attemptStars,
  gameOfCategory,
  isOnTime,
  maxScoreForTopic,
  type Assignment,
  type AttemptRecord,
  type HomeworkAttempt,
  type HomeworkSpec,
  type ItemAttempt,
  type QuizCategory,
  type ScoreLevel,
  type Topic,
} from '@app/shared/node';
import type { AssignmentRow, AttemptRow, TopicRow } from './homeworkRepository';

/** The JSON the homework routes answer, built from repository rows and the shared rules. */

const iso = (v: Date | string) => new Date(v).toISOString();
export const fullName = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`.trim();

export function topicItems(topic: TopicRow | undefined): Topic['items'] {
  if (!topic) return [];
  return typeof topic.items === 'string' ? (JSON.parse(topic.items) as Topic['items']) : topic.items;
}

/** The rules' view of an assignment row. */
export function specOf(a: AssignmentRow): HomeworkSpec {
  return {
    games: a.games,
    level: Number(a.level) as ScoreLevel,
    timed: a.timed,
    dueAt: iso(a.due_at),
    closedAt: a.closed_at === null ? null : iso(a.closed_at),
  };
}

/** An assignment as every route answers it; a topic deleted since keeps its key as its title. */
export function toAssignment(a: AssignmentRow, topic: TopicRow | undefined): Assignment {
  const level = Number(a.level) as ScoreLevel;
  const items = topicItems(topic);
  const maxScore = a.games.reduce((sum, category) => {
    const game = gameOfCategory(category);
    return sum + (game ? maxScoreForTopic(game, level, { items }) : 0);
  }, 0);
  return {
    id: Number(a.id),
    class_id: Number(a.class_id),
    class_name: a.class_name,
    teacher_name: fullName({ first_name: a.teacher_first, last_name: a.teacher_last }),
    topic_key: a.topic_key,
    topic_title: topic?.title ?? a.topic_key,
    topic_language: topic?.language ?? 'ta',
    topic_year: topic ? Number(topic.year) : 1,
    games: a.games as QuizCategory[],
    level,
    due_at: iso(a.due_at),
    timed: a.timed,
    ranking: a.ranking,
    closed_at: a.closed_at === null ? null : iso(a.closed_at),
    max_score: maxScore,
    created_at: iso(a.created_at),
    updated_at: iso(a.updated_at),
  };
}

/** An attempt row and its items, as the rules read it. */
export function toHomeworkAttempt(r: AttemptRow, items: Map<string, ItemAttempt[]> | undefined): HomeworkAttempt {
  const recorded = items?.get(String(r.id));
  return {
    id: String(r.id),
    pupilId: Number(r.user_id),
    quizCategory: r.quiz_category,
    score: Number(r.score),
    durationMs: r.duration_ms === null ? null : Number(r.duration_ms),
    finishedAt: new Date(r.finished_at).getTime(),
    items: recorded ?? null,
  };
}

/** One attempt with what was answered, as a pupil or their teacher reads it. */
export function toAttemptRecord(spec: HomeworkSpec, a: HomeworkAttempt): AttemptRecord {
  return {
    id: String(a.id),
    quiz_category: a.quizCategory as QuizCategory,
    score: a.score,
    duration_ms: a.durationMs,
    finished_at: new Date(a.finishedAt).toISOString(),
    on_time: isOnTime(a.finishedAt, spec),
    stars: attemptStars(spec, a),
    items: a.items ? [...a.items] : null,
  };
}
