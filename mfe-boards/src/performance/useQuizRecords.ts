import { quizProgressRecordSchema, quizScoreRecordSchema, useLoadData, type QuizProgressRecord, type QuizScoreRecord } from '@app/shared';
import { type z } from 'zod/mini';

/** docs/requirements.md §7: learning analytics read these three categories, all requests issued in parallel. */
export const ANALYTICS_CATEGORIES = ['Search', 'Blank', 'Error'] as const;

// Records that fail their schema are dropped, not trusted (STYLE.md §4).
const parseList = <T>(schema: z.ZodMiniType<T>, data: unknown): T[] =>
  Array.isArray(data)
    ? data.flatMap((r) => {
        const p = schema.safeParse(r);
        return p.success ? [p.data] : [];
      })
    : [];

/**
 * The signed-in user's own records come from get-quiz-scores / get-quiz-progress; a Pro
 * teacher's student's from the boards' student endpoints (the server checks Pro and class).
 */
export function useQuizRecords(target: { kind: 'self'; userId: string } | { kind: 'student'; studentId: number } | null) {
  const key = target ? (target.kind === 'self' ? `self-${target.userId}` : `student-${target.studentId}`) : 'none';
  return useLoadData(
    async ({ http, signal }): Promise<{ scores: QuizScoreRecord[]; progress: QuizProgressRecord[] }> => {
      const url = (what: 'scores' | 'progress', category: string) =>
        target!.kind === 'self'
          ? `/wp-json/custom/v1/get-quiz-${what}?user_identifier=${encodeURIComponent(target!.userId)}&quiz_category=${category}`
          : `/wp-json/custom/v1/boards/students/${target!.studentId}/quiz-${what}?quiz_category=${category}`;
      const [scores, progress] = await Promise.all([
        Promise.all(ANALYTICS_CATEGORIES.map((c) => http.get<unknown>(url('scores', c), { signal }).then((r) => parseList(quizScoreRecordSchema, r.data)))),
        Promise.all(
          ANALYTICS_CATEGORIES.map((c) => http.get<unknown>(url('progress', c), { signal }).then((r) => parseList(quizProgressRecordSchema, r.data))),
        ),
      ]);
      return { scores: scores.flat(), progress: progress.flat() };
    },
    [key],
    { enabled: target !== null },
  );
}
