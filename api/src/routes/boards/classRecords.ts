import type { ClassRow, StudentProgressRow, StudentRow, StudentScoreRow } from './classRepository';

/** The JSON the class routes answer, built from repository rows. */

export const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);
export const fullName = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`.trim();

export const toClass = (r: ClassRow, viewerId: number) => ({
  id: Number(r.id),
  name: r.name,
  code: r.code,
  showFullNames: r.show_full_names,
  memberCount: Number(r.member_count),
  teacherName: `${r.teacher_first} ${r.teacher_last}`.trim(),
  isOwner: Number(r.teacher_id) === viewerId,
});

export const toStudent = (r: StudentRow) => ({
  id: Number(r.id),
  name: fullName(r),
  className: r.class_name,
  lastPlayed: iso(r.last_played),
});

/** docs/requirements.md §3 quiz score record, as get-quiz-scores returns it. */
export const toScoreRecord = (r: StudentScoreRow) => ({
  quiz_category: r.quiz_category,
  topic_key: r.topic_key,
  score: Number(r.score),
  level: Number(r.level),
  time_submitted: iso(r.time_submitted)!,
});

/** docs/requirements.md §3 quiz progress record, as get-quiz-progress returns it. */
export const toProgressRecord = (r: StudentProgressRow) => ({
  quiz_category: r.quiz_category,
  topic_key: r.topic_key,
  progress_state: r.progress_state,
  updated_at: iso(r.updated_at) ?? undefined,
});
