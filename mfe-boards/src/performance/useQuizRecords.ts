import {
  ANALYTICS_FLOOR_CATEGORIES,
  quizProgressRecordSchema,
  quizScoreRecordSchema,
  useLoadData,
  type QuizProgressRecord,
  type QuizScoreRecord,
} from '@app/shared';
import { type z } from 'zod/mini';

// Records that fail their schema are dropped, not trusted (STYLE.md §4).
const parseList = <T>(schema: z.ZodMiniType<T>, data: unknown): T[] =>
  Array.isArray(data)
    ? data.flatMap((r) => {
        const p = schema.safeParse(r);
        return p.success ? [p.data] : [];
      })
    : [];

const scoreKey = (r: QuizScoreRecord) => `${r.quiz_category}|${r.topic_key}|${r.time_submitted}|${r.score}|${r.level}`;
const progressKey = (r: QuizProgressRecord) => `${r.quiz_category}|${r.topic_key}`;
function unique<T>(records: T[], key: (r: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const r of records) if (!seen.has(key(r))) seen.set(key(r), r);
  return [...seen.values()];
}

export interface QuizRecords {
  scores: QuizScoreRecord[];
  progress: QuizProgressRecord[];
  /** 'all' when every game's records were read; 'floor' when only docs/requirements.md §7's three could be */
  coverage: 'all' | 'floor';
}

/**
 * The signed-in user's own records come from get-quiz-scores / get-quiz-progress; a Pro
 * teacher's student's from the boards' student endpoints (the server checks Pro and class).
 * docs/requirements.md §7's three categories are asked in parallel as the spec says, beside one
 * call for every game (issue 27): the figures count all games, and say so; if the all-games call
 * is not answered, the page says that only the three are counted.
 */
export function useQuizRecords(target: { kind: 'self'; userId: string } | { kind: 'student'; studentId: number } | null) {
  const key = target ? (target.kind === 'self' ? `self-${target.userId}` : `student-${target.studentId}`) : 'none';
  return useLoadData(
    async ({ http, signal }): Promise<QuizRecords> => {
      const url = (what: 'scores' | 'progress', category?: string) => {
        const base =
          target!.kind === 'self'
            ? `/wp-json/custom/v1/get-quiz-${what}?user_identifier=${encodeURIComponent(target!.userId)}`
            : `/wp-json/custom/v1/boards/students/${target!.studentId}/quiz-${what}`;
        if (!category) return base;
        return `${base}${base.includes('?') ? '&' : '?'}quiz_category=${category}`;
      };
      const scoresOf = (category?: string) => http.get<unknown>(url('scores', category), { signal }).then((r) => parseList(quizScoreRecordSchema, r.data));
      const progressOf = (category?: string) =>
        http.get<unknown>(url('progress', category), { signal }).then((r) => parseList(quizProgressRecordSchema, r.data));
      const [floorScores, floorProgress, all] = await Promise.all([
        Promise.all(ANALYTICS_FLOOR_CATEGORIES.map((c) => scoresOf(c))),
        Promise.all(ANALYTICS_FLOOR_CATEGORIES.map((c) => progressOf(c))),
        Promise.allSettled([scoresOf(), progressOf()]),
      ]);
      const [allScores, allProgress] = all;
      const complete = allScores.status === 'fulfilled' && allProgress.status === 'fulfilled';
      return {
        scores: unique([...floorScores.flat(), ...(allScores.status === 'fulfilled' ? allScores.value : [])], scoreKey),
        progress: unique([...floorProgress.flat(), ...(allProgress.status === 'fulfilled' ? allProgress.value : [])], progressKey),
        coverage: complete ? 'all' : 'floor',
      };
    },
    [key],
    { enabled: target !== null },
  );
}
