import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QUIZ_CATEGORIES } from '@app/shared/node';
import { requireUser } from '../../auth/requestUser';
import { forbidden, notFound } from '../../http/httpError';
import { loadBoardUser, requireProAccess, requireTeacher } from './boardAccess';
import { classListSchema, classSchema, dashboardSchema, progressRecordsSchema, scoreRecordsSchema, studentsSchema } from './boardSchemas';
import { countClassCodeTry, createClass } from './classCodes';
import { toClass, toProgressRecord, toScoreRecord, toStudent } from './classRecords';
import { addMember, classesOf, findClass, findClassByCode, isStudentOf, studentProgress, studentScores, studentsOf, updateClass } from './classRepository';
import { readTeacherDashboard } from './teacherDashboard';

const BASE = '/wp-json/custom/v1/boards';
const idParams = z.object({ id: z.coerce.number().int().positive() });
const className = z.string().trim().min(1).max(60);

/** Classes (a teacher's, joined by code), the teacher's dashboard and Pro student analytics. */
const classRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(`${BASE}/classes`, { schema: { response: { 200: classListSchema } } }, async (request) => {
    const userId = Number(requireUser(request).sub);
    return { classes: (await classesOf(db, userId)).map((r) => toClass(r, userId)) };
  });

  const createSchema = { body: z.object({ name: className }), response: { 201: classSchema } };
  app.post(`${BASE}/classes`, { schema: createSchema }, async (request, reply) => {
    const teacher = await requireTeacher(db, requireUser(request).sub, 'Only teachers can create classes.');
    const id = await createClass(db, teacher.id, request.body.name);
    return reply.status(201).send(toClass((await findClass(db, id))!, teacher.id));
  });

  const updateSchema = {
    params: idParams,
    body: z.object({ name: className.optional(), showFullNames: z.boolean().optional() }),
    response: { 200: classSchema },
  };
  app.patch(`${BASE}/classes/:id`, { schema: updateSchema }, async (request) => {
    const teacher = await requireTeacher(db, requireUser(request).sub);
    const updated = await updateClass(db, request.params.id, teacher.id, request.body);
    if (!updated) throw notFound('No class of yours has that id.', 'class_not_found');
    return toClass((await findClass(db, request.params.id))!, teacher.id);
  });

  const joinSchema = { body: z.object({ code: z.string().trim().min(4).max(12) }), response: { 200: classSchema } };
  app.post(`${BASE}/classes/join`, { schema: joinSchema }, async (request) => {
    const user = await loadBoardUser(db, requireUser(request).sub);
    await countClassCodeTry(db, user.id, request.ip);
    if (user.role !== 'student') throw forbidden('Teachers create classes; only students join them.', 'students_only');
    const found = await findClassByCode(db, request.body.code.toUpperCase());
    if (!found) throw notFound('No class has that code. Check it with your teacher.', 'class_code_unknown');
    await addMember(db, found.id, user.id);
    return toClass({ ...found, member_count: String(Number(found.member_count) + 1) }, user.id);
  });

  app.get(`${BASE}/students`, { schema: { response: { 200: studentsSchema } } }, async (request) => {
    const teacher = await requireTeacher(db, requireUser(request).sub);
    return { students: (await studentsOf(db, teacher.id)).map(toStudent) };
  });

  app.get(`${BASE}/dashboard`, { schema: { response: { 200: dashboardSchema } } }, async (request) => {
    const teacher = await requireTeacher(db, requireUser(request).sub, 'The dashboard is for teachers.');
    return readTeacherDashboard(db, teacher.id);
  });

  // docs/requirements.md §9: "Pro has unlimited plus Student Analytics". Same record shapes as
  // get-quiz-scores / get-quiz-progress (docs/requirements.md §3), for one of the teacher's own students.
  const studentSchema = <T>(response: T) => ({
    params: idParams,
    // without a category: every game (learning analytics count all of them, docs/architecture.md "Learning analytics")
    querystring: z.object({ quiz_category: z.enum(QUIZ_CATEGORIES).optional() }),
    response: { 200: response },
  });
  async function requireStudentOfProTeacher(teacherId: string, studentId: number) {
    const teacher = await requireTeacher(db, teacherId, 'Student analytics are for teachers.');
    await requireProAccess(db, teacher.id, 'Student analytics need the Pro plan.');
    if (!(await isStudentOf(db, teacher.id, studentId))) {
      throw forbidden('That student is not in any of your classes.', 'not_your_student');
    }
  }
  app.get(`${BASE}/students/:id/quiz-scores`, { schema: studentSchema(scoreRecordsSchema) }, async (request) => {
    await requireStudentOfProTeacher(requireUser(request).sub, request.params.id);
    return (await studentScores(db, request.params.id, request.query.quiz_category)).map(toScoreRecord);
  });
  app.get(`${BASE}/students/:id/quiz-progress`, { schema: studentSchema(progressRecordsSchema) }, async (request) => {
    await requireStudentOfProTeacher(requireUser(request).sub, request.params.id);
    return (await studentProgress(db, request.params.id, request.query.quiz_category)).map(toProgressRecord);
  });
};
export default classRoutes;
