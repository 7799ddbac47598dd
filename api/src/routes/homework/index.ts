import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignmentChangesSchema,
  assignmentDetailSchema,
  assignmentResultsSchema,
  LANGUAGES,
  myAssignmentListSchema,
  newAssignmentSchema,
  pupilAnswersSchema,
  teacherAssignmentListSchema,
  teacherAssignmentSchema,
} from '@app/shared/node';
import { requireUser } from '../../auth/requestUser';
import { notFound } from '../../http/httpError';
import { loadBoardUser, requireTeacher } from '../boards/boardAccess';
import { findClass } from '../boards/classRepository';
import { assignmentsOfClass, assignmentsOfTeacher, deleteAssignment, findAssignment, findAssignmentOfPupil } from './homeworkRepository';
import { assignmentResults, ownAttempts, pupilAnswers, pupilAssignments, resultsCsv, teacherAssignments } from './readHomework';
import { changeAssignment, createAssignment, requireOwnAssignment } from './setHomework';

const BASE = '/wp-json/custom/v1/boards';
const security = [{ bearer: [] }];
const tags = ['homework'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const pupilParams = z.object({ id: idParams.shape.id, pupilId: idParams.shape.id });

/**
 * Homework (issue 23): a teacher sets assignments for their classes and reads the results; a pupil
 * reads the assignments of the classes they are in, and only their own answers. Attempts arrive
 * with the quiz scores (save-quiz-score's `assignment_id`, `items`, `queued_ms`).
 */
const homeworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const teacherOf = async (request: Parameters<typeof requireUser>[0]) => requireTeacher(db, requireUser(request).sub, 'Homework results are for teachers.');

  async function ownClass(teacherId: number, classId: number) {
    const found = await findClass(db, classId);
    if (!found || Number(found.teacher_id) !== teacherId) throw notFound('No class of yours has that id.', 'class_not_found');
    return found;
  }

  const listSchema = { params: idParams, security, tags, response: { 200: teacherAssignmentListSchema } };
  app.get(`${BASE}/classes/:id/assignments`, { schema: listSchema }, async (request) => {
    const teacher = await teacherOf(request);
    await ownClass(teacher.id, request.params.id);
    return { assignments: await teacherAssignments(db, await assignmentsOfClass(db, request.params.id)) };
  });

  const createSchema = { params: idParams, body: newAssignmentSchema, security, tags, response: { 201: teacherAssignmentSchema } };
  app.post(`${BASE}/classes/:id/assignments`, { schema: createSchema }, async (request, reply) => {
    const row = await createAssignment(db, requireUser(request).sub, request.params.id, request.body);
    return reply.status(201).send((await teacherAssignments(db, [row]))[0]!);
  });

  app.get(`${BASE}/assignments`, { schema: { security, tags, response: { 200: teacherAssignmentListSchema } } }, async (request) => {
    const teacher = await teacherOf(request);
    return { assignments: await teacherAssignments(db, await assignmentsOfTeacher(db, teacher.id)) };
  });

  app.get(`${BASE}/assignments/mine`, { schema: { security, tags, response: { 200: myAssignmentListSchema } } }, async (request) => {
    const user = await loadBoardUser(db, requireUser(request).sub);
    return { assignments: await pupilAssignments(db, user.id) };
  });

  // the teacher who set it gets the class's counts; a pupil of the class gets their own attempts
  app.get(`${BASE}/assignments/:id`, { schema: { params: idParams, security, tags, response: { 200: assignmentDetailSchema } } }, async (request) => {
    const user = await loadBoardUser(db, requireUser(request).sub);
    const own = await findAssignment(db, request.params.id);
    if (own && Number(own.teacher_id) === user.id) {
      const [withCounts] = await teacherAssignments(db, [own]);
      const { counts, ...assignment } = withCounts!;
      return { assignment, counts };
    }
    const mine = await findAssignmentOfPupil(db, request.params.id, user.id);
    if (!mine) throw notFound('No assignment of yours has that id.', 'assignment_not_found');
    const [withCounts] = await teacherAssignments(db, [mine]);
    const { counts: _hidden, ...assignment } = withCounts!;
    return { assignment, attempts: await ownAttempts(db, mine, user.id) };
  });

  const changeSchema = { params: idParams, body: assignmentChangesSchema, security, tags, response: { 200: teacherAssignmentSchema } };
  app.patch(`${BASE}/assignments/:id`, { schema: changeSchema }, async (request) => {
    const row = await changeAssignment(db, requireUser(request).sub, request.params.id, request.body);
    return (await teacherAssignments(db, [row]))[0]!;
  });

  const deleteSchema = { params: idParams, security, tags, response: { 200: z.object({ id: z.number(), deleted: z.literal(true) }) } };
  app.delete(`${BASE}/assignments/:id`, { schema: deleteSchema }, async (request) => {
    const teacher = await teacherOf(request);
    await requireOwnAssignment(db, teacher.id, request.params.id);
    // the pupils' scores stay (as free play): nothing a pupil scored is lost
    await deleteAssignment(db, request.params.id);
    return { id: request.params.id, deleted: true as const };
  });

  app.get(`${BASE}/assignments/:id/results`, { schema: { params: idParams, security, tags, response: { 200: assignmentResultsSchema } } }, async (request) => {
    const teacher = await teacherOf(request);
    return assignmentResults(db, await requireOwnAssignment(db, teacher.id, request.params.id));
  });

  const csvSchema = {
    params: idParams,
    querystring: z.object({ lang: z.enum(LANGUAGES).default('ta') }),
    security,
    tags,
    response: { 200: { content: { 'text/csv': { schema: z.string().describe('one row per item each pupil answered; UTF-8 with a byte-order mark') } } } },
  };
  app.get(`${BASE}/assignments/:id/results.csv`, { schema: csvSchema }, async (request, reply) => {
    const teacher = await teacherOf(request);
    const a = await requireOwnAssignment(db, teacher.id, request.params.id);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="homework-${a.id}-${new Date(a.due_at).toISOString().slice(0, 10)}.csv"`);
    return resultsCsv(db, a, request.query.lang);
  });

  const pupilSchema = { params: pupilParams, security, tags, response: { 200: pupilAnswersSchema } };
  app.get(`${BASE}/assignments/:id/results/:pupilId`, { schema: pupilSchema }, async (request) => {
    const teacher = await teacherOf(request);
    return pupilAnswers(db, await requireOwnAssignment(db, teacher.id, request.params.id), request.params.pupilId);
  });
};
export default homeworkRoutes;
