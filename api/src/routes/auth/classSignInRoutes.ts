import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { picturePairKey, picturePasswordAllowed } from '@app/shared/node';
import { removePicturePassword, setPicturePassword } from '../../auth/picturePasswords';
import { requireUser } from '../../auth/requestUser';
import { issueCard, revokeCard } from '../../auth/signInCards';
import { errorSchema } from '../../http/errorSchema';
import { badRequest, forbidden, notFound } from '../../http/httpError';
import { requireTeacher } from '../boards/boardAccess';
import { classTaughtBy, pupilsForSignIn, type PupilSignInRow } from './classSignInRepository';

const BASE = '/wp-json/custom/v1/boards/classes/:id/sign-in';
const classParams = z.object({ id: z.coerce.number().int().positive() });
const pupilParams = classParams.extend({ userId: z.coerce.number().int().positive() });

const pupilSchema = z.object({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  /** when the pupil's live card was issued; null when they have none */
  card_issued_at: z.string().nullable(),
  pictures: z.object({ allowed: z.boolean(), set: z.boolean(), locked: z.boolean() }),
});
const issuedCardSchema = z.object({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  /** the secret of the card's link (/account#card=…): shown once, kept only as a hash */
  card: z.string(),
  /** the code to type after the MyKad: shown once */
  code: z.string(),
  issued_at: z.string(),
});

const toPupil = (p: PupilSignInRow) => ({
  user_id: Number(p.user_id),
  first_name: p.first_name,
  last_name: p.last_name,
  card_issued_at: p.card_issued_at ? new Date(p.card_issued_at).toISOString() : null,
  pictures: { allowed: picturePasswordAllowed(p.birth_year), set: p.pictures_set, locked: p.pictures_locked },
});

export const NOT_YOUR_CLASS_MESSAGE = 'No class of yours has that id.';
export const NOT_IN_CLASS_MESSAGE = 'That pupil is not in this class.';
export const PICTURES_FOR_YEARS_1_TO_3 = 'The picture password is for pupils in Years 1 to 3. Older pupils use their sign-in card.';

/**
 * The class page's sign-in section (docs/adr/0018): the teacher prints sign-in cards for pupils
 * (issuing a card revokes the one before), revokes them, and sets a Year 1–3 pupil's two pictures.
 */
const classSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const teacherOfClass = async (userId: string, classId: number) => {
    const teacher = await requireTeacher(db, userId);
    if (!(await classTaughtBy(db, classId, teacher.id))) throw notFound(NOT_YOUR_CLASS_MESSAGE, 'class_not_found');
    return teacher;
  };
  const pupilOfClass = async (classId: number, teacherId: number, userId: number) => {
    const pupil = (await pupilsForSignIn(db, classId, teacherId, [userId]))[0];
    if (!pupil) throw notFound(NOT_IN_CLASS_MESSAGE, 'not_in_class');
    return pupil;
  };

  const listSchema = { params: classParams, response: { 200: z.object({ pupils: z.array(pupilSchema) }) } };
  app.get(BASE, { schema: listSchema }, async (request) => {
    const teacher = await teacherOfClass(requireUser(request).sub, request.params.id);
    return { pupils: (await pupilsForSignIn(db, request.params.id, teacher.id)).map(toPupil) };
  });

  const issueSchema = {
    params: classParams,
    body: z.object({ user_ids: z.array(z.number().int().positive()).min(1).max(200).optional() }),
    response: { 201: z.object({ cards: z.array(issuedCardSchema) }) },
  };
  app.post(`${BASE}/cards`, { schema: issueSchema }, async (request, reply) => {
    const teacher = await teacherOfClass(requireUser(request).sub, request.params.id);
    const pupils = await pupilsForSignIn(db, request.params.id, teacher.id, request.body.user_ids);
    if (request.body.user_ids && pupils.length !== new Set(request.body.user_ids).size) throw notFound(NOT_IN_CLASS_MESSAGE, 'not_in_class');
    const cards = [];
    for (const p of pupils) {
      const card = await issueCard(db, { userId: p.user_id, classId: request.params.id, issuedBy: teacher.id });
      cards.push({
        user_id: Number(p.user_id),
        first_name: p.first_name,
        last_name: p.last_name,
        card: card.linkSecret,
        code: card.code,
        issued_at: card.issuedAt,
      });
    }
    return reply.status(201).send({ cards });
  });

  const pupilSchemaOnly = { params: pupilParams, response: { 200: pupilSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema } };
  app.delete(`${BASE}/cards/:userId`, { schema: pupilSchemaOnly }, async (request) => {
    const teacher = await teacherOfClass(requireUser(request).sub, request.params.id);
    await pupilOfClass(request.params.id, teacher.id, request.params.userId);
    await revokeCard(db, request.params.userId);
    return toPupil(await pupilOfClass(request.params.id, teacher.id, request.params.userId));
  });

  const picturesSchema = { ...pupilSchemaOnly, body: z.object({ pictures: z.array(z.number().int()).length(2) }) };
  app.put(`${BASE}/pictures/:userId`, { schema: picturesSchema }, async (request) => {
    const teacher = await teacherOfClass(requireUser(request).sub, request.params.id);
    const pupil = await pupilOfClass(request.params.id, teacher.id, request.params.userId);
    if (!picturePasswordAllowed(pupil.birth_year)) throw forbidden(PICTURES_FOR_YEARS_1_TO_3, 'pictures_not_for_age');
    if (!picturePairKey(request.body.pictures)) throw badRequest('Choose two different pictures.', 'invalid_pictures');
    await setPicturePassword(db, request.params.userId, request.body.pictures, teacher.id);
    return toPupil(await pupilOfClass(request.params.id, teacher.id, request.params.userId));
  });

  app.delete(`${BASE}/pictures/:userId`, { schema: pupilSchemaOnly }, async (request) => {
    const teacher = await teacherOfClass(requireUser(request).sub, request.params.id);
    await pupilOfClass(request.params.id, teacher.id, request.params.userId);
    await removePicturePassword(db, request.params.userId);
    return toPupil(await pupilOfClass(request.params.id, teacher.id, request.params.userId));
  });
};
export default classSignInRoutes;
