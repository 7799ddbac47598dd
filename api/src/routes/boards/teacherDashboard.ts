import { leaderboardPeriodStart } from '@app/shared/node';
import type { Queryable } from '../../db/database';
import { fullName, iso, toClass, toStudent } from './classRecords';
import { classesTaughtBy, recentScoresOfStudents, studentsIdleSince, weakestTopicsOfStudents } from './classRepository';

/** How far back the weakest topics look. */
const WEAKEST_TOPICS_DAYS = 30;

/**
 * A teacher's dashboard: their classes, their students' latest games, the five topics with the
 * lowest average score in the last 30 days, and the students who have not played this week
 * (the leaderboard's week, Monday in Malaysia).
 */
export async function readTeacherDashboard(db: Queryable, teacherId: number, now = new Date()) {
  const since = new Date(now.getTime() - WEAKEST_TOPICS_DAYS * 24 * 3600 * 1000);
  const weekStart = leaderboardPeriodStart('week', now)!;
  const classes = await classesTaughtBy(db, teacherId);
  const recent = await recentScoresOfStudents(db, teacherId);
  const weakest = await weakestTopicsOfStudents(db, teacherId, since);
  const inactive = await studentsIdleSince(db, teacherId, weekStart);
  return {
    classes: classes.map((r) => toClass(r, teacherId)),
    recentActivity: recent.map((r) => ({
      studentName: fullName(r),
      quizCategory: r.quiz_category,
      topicKey: r.topic_key,
      score: Number(r.score),
      timeSubmitted: iso(r.time_submitted)!,
    })),
    weakestTopics: weakest.map((r) => ({
      quizCategory: r.quiz_category,
      topicKey: r.topic_key,
      averageScore: Math.round(Number(r.average) * 100) / 100,
      attempts: Number(r.attempts),
      students: Number(r.students),
    })),
    inactiveStudents: inactive.map(toStudent),
    weekStart: weekStart.toISOString(),
  };
}
