import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseMykad } from '@app/shared/node';
import { requireAdmin, requireUser } from '../../auth/requestUser';
import { listLoginEvents, recordLoginEvent, requestOrigin } from '../../auth/loginEvents';
import { admitPinAttempt, countPinFailure } from '../../auth/loginGuard';
import { hashPin, PIN_FORMAT_MESSAGE, PIN_PATTERN, pinMatches } from '../../auth/teacherPin';
import { LOGIN_EVENTS_KEPT_DAYS } from '../../auth/trustHousekeeping';
import { deviceKeyOf } from '../../auth/trustedDevices';
import { rekeyStoredMykads } from '../../auth/mykadRekey';
import { badRequest, forbidden, HttpError, notFound } from '../../http/httpError';
import { userFields, userFieldsSchema } from './authSchemas';
import { findUserById, findUserByMykad, grantTeacherRole, pinHashOf, setPinHash, teacherRequests } from './userRepository';
import { errorSchema } from '../../http/errorSchema';

const BASE = '/wp-json/custom/v1';

const loginEventSchema = z.object({
  at: z.string(),
  ip: z.string(),
  device: z.string(),
  outcome: z.enum(['signed_in', 'registered', 'pin_wrong', 'pin_missing', 'refused', 'signed_out', 'step_required', 'step_wrong', 'device_added']),
});
const pinStatusSchema = z.object({ pin_set: z.boolean(), pin_available: z.boolean() });
const pinText = z.string().max(100);

/** The signed-in user's own security: their login record and, for teachers, the optional PIN. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${BASE}/account/logins`,
    { schema: { response: { 200: z.object({ events: z.array(loginEventSchema), kept_days: z.number() }), 401: errorSchema } } },
    async (request) => {
      const user = requireUser(request);
      return { events: await listLoginEvents(app.db, user.sub), kept_days: LOGIN_EVENTS_KEPT_DAYS };
    },
  );

  // The app checks its stored details against these (a role granted, a name changed, a session ended).
  app.get(`${BASE}/account/me`, { schema: { response: { 200: userFieldsSchema, 401: errorSchema } } }, async (request) => {
    const user = requireUser(request);
    const row = await findUserById(app.db, user.sub);
    if (!row) throw notFound('This account no longer exists.', 'user_not_found');
    return userFields(row);
  });

  app.get(`${BASE}/account/pin`, { schema: { response: { 200: pinStatusSchema, 401: errorSchema } } }, async (request) => {
    const user = requireUser(request);
    return { pin_set: (await pinHashOf(app.db, user.sub)) !== null, pin_available: user.role === 'teacher' };
  });

  // Setting or changing the PIN needs the current one, so a borrowed phone cannot lock its owner out.
  const checkCurrentPin = async (userId: string, current: string | undefined, request: Parameters<typeof requestOrigin>[0]) => {
    const stored = await pinHashOf(app.db, userId);
    if (!stored) return;
    if (!current) throw new HttpError(401, 'pin_required', 'Enter your current PIN first.');
    const origin = requestOrigin(request, userId);
    await admitPinAttempt(app.db, userId, origin, deviceKeyOf(request.headers));
    if (!pinMatches(current.trim(), stored)) {
      await countPinFailure(app.db, userId);
      await recordLoginEvent(app.db, userId, origin, 'pin_wrong');
      throw new HttpError(401, 'pin_wrong', 'That PIN is not right. Please try again.');
    }
  };

  app.put(
    `${BASE}/account/pin`,
    {
      schema: {
        body: z.object({ pin: pinText, current_pin: pinText.optional() }),
        response: { 200: pinStatusSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (user.role !== 'teacher') throw forbidden('A sign-in PIN is for teacher accounts.', 'teachers_only');
      const pin = request.body.pin.trim();
      if (!PIN_PATTERN.test(pin)) throw badRequest(PIN_FORMAT_MESSAGE, 'invalid_pin', { field: 'pin' });
      await checkCurrentPin(user.sub, request.body.current_pin, request);
      await setPinHash(app.db, user.sub, hashPin(pin));
      return { pin_set: true, pin_available: true };
    },
  );

  app.delete(
    `${BASE}/account/pin`,
    { schema: { body: z.object({ current_pin: pinText }), response: { 200: pinStatusSchema, 401: errorSchema, 429: errorSchema } } },
    async (request) => {
      const user = requireUser(request);
      await checkCurrentPin(user.sub, request.body.current_pin, request);
      await setPinHash(app.db, user.sub, null);
      return { pin_set: false, pin_available: user.role === 'teacher' };
    },
  );

  // Admin: confirm a teacher who has no school licence code (after checking who they are).
  app.post(
    `${BASE}/admin/teachers`,
    {
      schema: {
        body: z.object({ mykad: z.string().max(20).optional(), user_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional() }),
        response: { 200: userFieldsSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      const { mykad, user_id } = request.body;
      let user;
      if (mykad) {
        const parsed = parseMykad(mykad);
        if (!parsed.ok) throw badRequest(parsed.message, parsed.code);
        user = await findUserByMykad(app.db, app.config.mykad.lookupHashes(parsed.value.digits));
      } else if (user_id) user = await findUserById(app.db, String(user_id));
      else throw badRequest('Give the mykad or the user_id of the account to confirm.', 'missing_user');
      if (!user) throw notFound('No account matches.', 'user_not_found');
      return userFields((await grantTeacherRole(app.db, user.id))!);
    },
  );

  app.get(
    `${BASE}/admin/teacher-requests`,
    {
      schema: {
        response: {
          200: z.object({
            requests: z.array(z.object({ user_id: z.number(), name: z.string(), school: z.string().nullable(), state: z.string(), requested_at: z.string() })),
          }),
        },
      },
    },
    async (request) => {
      requireAdmin(request);
      const requests = (await teacherRequests(app.db)).map((r) => ({
        user_id: Number(r.id),
        name: `${r.first_name} ${r.last_name}`,
        school: r.school,
        state: r.state,
        requested_at: new Date(r.teacher_requested_at).toISOString(),
      }));
      return { requests };
    },
  );

  // Admin: step 2 of a MyKad key rotation (docs/adr/0018), once every instance has the new key.
  const rekeySchema = {
    response: {
      200: z.object({
        generation: z.number(),
        rekeyed: z.object({ users: z.number(), license_redemptions: z.number(), contest_certificates: z.number() }),
        remaining: z.number(),
      }),
    },
  };
  app.post(`${BASE}/admin/mykad-rekey`, { schema: rekeySchema }, async (request) => {
    requireAdmin(request);
    return rekeyStoredMykads(app.db, app.config.mykad);
  });
};
export default accountRoutes;
