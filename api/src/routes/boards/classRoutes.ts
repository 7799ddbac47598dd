import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leaderboardPeriodStart } from '@app/shared/src/analytics/leaderboardRules';
import { QUIZ_CATEGORIES } from '@app/shared/src/scores/quizRecords';
import { requireUser } from '../../auth/requestUser';
import { badRequest, forbidden, notFound } from '../../http/httpError';
import { isProPlan, loadBoardUser, requireTeacher, serverPlan } from './boardAccess';
import { classSchema, dashboardSchema, progressRecordsSchema, scoreRecordsSchema } from './boardSchemas';

// no 0/O or 1/I: codes are read aloud and copied from a projector
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newClassCode = () => Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

type ClassRow = { id: string; name: string; code: string; show_full_names: boolean; member_count: string; teacher_first: string; teacher_last: string; teacher_id: string };
const CLASS_SELECT = `SELECT c.id, c.name, c.code, c.show_full_names, c.teacher_id, t.first_name AS teacher_first, t.last_name AS teacher_last,
  (SELECT COUNT(*) FROM class_members m WHERE m.class_id = c.id) AS member_count
  FROM classes c JOIN users t ON t.id = c.teacher_id`;
const toClass = (r: ClassRow, viewerId: number) => ({
  id: Number(r.id),
  name: r.name,
  code: r.code,
  showFullNames: r.show_full_names,
  memberCount: Number(r.member_count),
  teacherName: `${r.teacher_first} ${r.teacher_last}`.trim(),
  isOwner: Number(r.teacher_id) === viewerId,
});
const fullName = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`.trim();
const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);

const classRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get('/wp-json/custom/v1/boards/classes', { schema: { response: { 200: z.object({ classes: z.array(classSchema) }) } } }, async (request) => {
    const userId = Number(requireUser(request).sub);
    const { rows } = await db.query<ClassRow>(`${CLASS_SELECT} WHERE c.teacher_id = $1 OR c.id IN (SELECT class_id FROM class_members WHERE user_id = $1) ORDER BY c.created_at`, [userId]);
    return { classes: rows.map((r) => toClass(r, userId)) };
  });

  app.post('/wp-json/custom/v1/boards/classes', { schema: { body: z.object({ name: z.string().trim().min(1).max(60) }), response: { 201: classSchema } } }, async (request, reply) => {
    const teacher = await requireTeacher(db, requireUser(request).sub, 'Only teachers can create classes.');
    for (let attempt = 0; attempt < 8; attempt++) {
      const inserted = await db.query<{ id: string }>('INSERT INTO classes (teacher_id, name, code) VALUES ($1, $2, $3) ON CONFLICT (code) DO NOTHING RETURNING id', [teacher.id, request.body.name, newClassCode()]);
      if (inserted.rows[0]) {
        const { rows } = await db.query<ClassRow>(`${CLASS_SELECT} WHERE c.id = $1`, [inserted.rows[0].id]);
        return reply.status(201).send(toClass(rows[0]!, teacher.id));
      }
    }
    throw badRequest('Could not make a class code. Please try again.', 'class_code_exhausted');
  });

  app.patch(
    '/wp-json/custom/v1/boards/classes/:id',
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }), body: z.object({ name: z.string().trim().min(1).max(60).optional(), showFullNames: z.boolean().optional() }), response: { 200: classSchema } } },
    async (request) => {
      const teacher = await requireTeacher(db, requireUser(request).sub);
      const { name, showFullNames } = request.body;
      const updated = await db.query(
        'UPDATE classes SET name = COALESCE($3, name), show_full_names = COALESCE($4, show_full_names) WHERE id = $1 AND teacher_id = $2 RETURNING id',
        [request.params.id, teacher.id, name ?? null, showFullNames ?? null],
      );
      if (updated.rows.length === 0) throw notFound('No class of yours has that id.', 'class_not_found');
      const { rows } = await db.query<ClassRow>(`${CLASS_SELECT} WHERE c.id = $1`, [request.params.id]);
      return toClass(rows[0]!, teacher.id);
    },
  );

  app.post('/wp-json/custom/v1/boards/classes/join', { schema: { body: z.object({ code: z.string().trim().min(4).max(12) }), response: { 200: classSchema } } }, async (request) => {
    const user = await loadBoardUser(db, requireUser(request).sub);
    if (user.role !== 'student') throw forbidden('Teachers create classes; only students join them.', 'students_only');
    const { rows } = await db.query<ClassRow>(`${CLASS_SELECT} WHERE c.code = $1`, [request.body.code.toUpperCase()]);
    const found = rows[0];
    if (!found) throw notFound('No class has that code. Check it with your teacher.', 'class_code_unknown');
    await db.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [found.id, user.id]);
    return toClass({ ...found, member_count: String(Number(found.member_count) + 1) }, user.id);
  });

  app.get(
    '/wp-json/custom/v1/boards/students',
    { schema: { response: { 200: z.object({ students: z.array(z.object({ id: z.number(), name: z.string(), className: z.string(), lastPlayed: z.string().nullable() })) }) } } },
    async (request) => {
      const teacher = await requireTeacher(db, requireUser(request).sub);
      const { rows } = await db.query<{ id: string; first_name: string; last_name: string; class_name: string; last_played: Date | null }>(
        `SELECT u.id, u.first_name, u.last_name, c.name AS class_name, (SELECT MAX(time_submitted) FROM quiz_scores s WHERE s.user_id = u.id) AS last_played
         FROM classes c JOIN class_members m ON m.class_id = c.id JOIN users u ON u.id = m.user_id
         WHERE c.teacher_id = $1 ORDER BY c.name, u.first_name, u.last_name`,
        [teacher.id],
      );
      return { students: rows.map((r) => ({ id: Number(r.id), name: fullName(r), className: r.class_name, lastPlayed: iso(r.last_played) })) };
    },
  );

  app.get('/wp-json/custom/v1/boards/dashboard', { schema: { response: { 200: dashboardSchema } } }, async (request) => {
    const teacher = await requireTeacher(db, requireUser(request).sub, 'The dashboard is for teachers.');
    const classes = await db.query<ClassRow>(`${CLASS_SELECT} WHERE c.teacher_id = $1 ORDER BY c.created_at`, [teacher.id]);
    const members = `SELECT m.user_id FROM class_members m JOIN classes c ON c.id = m.class_id WHERE c.teacher_id = $1`;
    const recent = await db.query<{ first_name: string; last_name: string; quiz_category: string; topic_key: string; score: string; time_submitted: Date }>(
      `SELECT u.first_name, u.last_name, s.quiz_category, s.topic_key, s.score, s.time_submitted
       FROM quiz_scores s JOIN users u ON u.id = s.user_id WHERE s.user_id IN (${members}) ORDER BY s.time_submitted DESC LIMIT 20`,
      [teacher.id],
    );
    const since30 = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();
    const weakest = await db.query<{ quiz_category: string; topic_key: string; average: string; attempts: string; students: string }>(
      `SELECT s.quiz_category, s.topic_key, AVG(s.score) AS average, COUNT(*) AS attempts, COUNT(DISTINCT s.user_id) AS students
       FROM quiz_scores s WHERE s.user_id IN (${members}) AND s.time_submitted >= $2
       GROUP BY s.quiz_category, s.topic_key ORDER BY AVG(s.score) ASC, COUNT(*) DESC LIMIT 5`,
      [teacher.id, since30],
    );
    const weekStart = leaderboardPeriodStart('week', new Date())!.toISOString();
    const inactive = await db.query<{ id: string; first_name: string; last_name: string; class_name: string; last_played: Date | null }>(
      `SELECT u.id, u.first_name, u.last_name, MIN(c.name) AS class_name, MAX(s.time_submitted) AS last_played
       FROM classes c JOIN class_members m ON m.class_id = c.id JOIN users u ON u.id = m.user_id
       LEFT JOIN quiz_scores s ON s.user_id = u.id
       WHERE c.teacher_id = $1
       GROUP BY u.id, u.first_name, u.last_name
       HAVING MAX(s.time_submitted) IS NULL OR MAX(s.time_submitted) < $2
       ORDER BY MAX(s.time_submitted) ASC NULLS FIRST, u.first_name`,
      [teacher.id, weekStart],
    );
    return {
      classes: classes.rows.map((r) => toClass(r, teacher.id)),
      recentActivity: recent.rows.map((r) => ({ studentName: fullName(r), quizCategory: r.quiz_category, topicKey: r.topic_key, score: Number(r.score), timeSubmitted: iso(r.time_submitted)! })),
      weakestTopics: weakest.rows.map((r) => ({ quizCategory: r.quiz_category, topicKey: r.topic_key, averageScore: Math.round(Number(r.average) * 100) / 100, attempts: Number(r.attempts), students: Number(r.students) })),
      inactiveStudents: inactive.rows.map((r) => ({ id: Number(r.id), name: fullName(r), className: r.class_name, lastPlayed: iso(r.last_played) })),
      weekStart,
    };
  });

  // SPEC.md §9: "Pro has unlimited plus Student Analytics". Same record shapes as
  // get-quiz-scores / get-quiz-progress (SPEC.md §3), for one of the teacher's own students.
  const studentParams = z.object({ id: z.coerce.number().int().positive() });
  const categoryQuery = z.object({ quiz_category: z.enum(QUIZ_CATEGORIES) });
  async function requireStudentOfProTeacher(teacherId: string, studentId: number) {
    const teacher = await requireTeacher(db, teacherId, 'Student analytics are for teachers.');
    if (!isProPlan(await serverPlan(db, teacher.id))) throw forbidden('Student analytics need the Pro plan.', 'pro_required');
    const member = await db.query('SELECT 1 FROM class_members m JOIN classes c ON c.id = m.class_id WHERE c.teacher_id = $1 AND m.user_id = $2 LIMIT 1', [teacher.id, studentId]);
    if (member.rows.length === 0) throw forbidden('That student is not in any of your classes.', 'not_your_student');
  }
  app.get('/wp-json/custom/v1/boards/students/:id/quiz-scores', { schema: { params: studentParams, querystring: categoryQuery, response: { 200: scoreRecordsSchema } } }, async (request) => {
    await requireStudentOfProTeacher(requireUser(request).sub, request.params.id);
    const { rows } = await db.query<{ quiz_category: string; topic_key: string; score: string; level: number; time_submitted: Date }>(
      'SELECT quiz_category, topic_key, score, level, time_submitted FROM quiz_scores WHERE user_id = $1 AND quiz_category = $2 ORDER BY time_submitted DESC LIMIT 1000',
      [request.params.id, request.query.quiz_category],
    );
    return rows.map((r) => ({ quiz_category: r.quiz_category, topic_key: r.topic_key, score: Number(r.score), level: Number(r.level), time_submitted: iso(r.time_submitted)! }));
  });
  app.get('/wp-json/custom/v1/boards/students/:id/quiz-progress', { schema: { params: studentParams, querystring: categoryQuery, response: { 200: progressRecordsSchema } } }, async (request) => {
    await requireStudentOfProTeacher(requireUser(request).sub, request.params.id);
    const { rows } = await db.query<{ quiz_category: string; topic_key: string; progress_state: string; updated_at: Date | null }>(
      'SELECT quiz_category, topic_key, progress_state, updated_at FROM quiz_progress WHERE user_id = $1 AND quiz_category = $2',
      [request.params.id, request.query.quiz_category],
    );
    return rows.map((r) => ({ quiz_category: r.quiz_category, topic_key: r.topic_key, progress_state: r.progress_state, updated_at: iso(r.updated_at) ?? undefined }));
  });
};
export default classRoutes;
