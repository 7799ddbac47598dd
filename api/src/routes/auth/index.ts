import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseMykad } from '@app/shared/src/mykad/mykad';
import { signToken } from '../../auth/tokens';
import { requireUser } from '../../auth/requestUser';
import { badRequest, conflict, forbidden, notFound } from '../../http/httpError';
import { hitRateLimit } from '../../http/rateLimit';
import { errorSchema, loginResponseSchema, registrationSchema, updateProfileSchema, userFields, userFieldsSchema } from './authSchemas';
import { checkRegistration, profileError, stateForCountryError } from './profileRules';
import {
  DUPLICATE_EMAIL_MESSAGE,
  DUPLICATE_MYKAD_MESSAGE,
  emailTaken,
  findUserById,
  findUserByMykad,
  hashPassword,
  insertUser,
  updateUserProfile,
  type UserRow,
} from './userRepository';

const BASE = '/wp-json/custom/v1';

/** DESIGN.md §5: "Login by mykad is rate-limited per IP and per mykad". 10 a minute each. */
export const LOGIN_LIMIT_PER_MINUTE = 10;
export const LOGIN_RATE_LIMIT_MESSAGE = 'Too many login attempts. Please wait a minute and try again.';
export const UNKNOWN_MYKAD_MESSAGE = 'No account is registered with this MyKad number. Please check the number or register first.';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const issueToken = (u: UserRow) => signToken({ sub: u.id, role: u.role }, app.config.tokenSecret, app.config.tokenTtlSeconds);

  app.post(
    `${BASE}/login`,
    {
      schema: {
        body: z.object({ mykad: z.string().max(100) }),
        response: { 200: loginResponseSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await hitRateLimit(app.db, `login-ip:${request.ip}`, LOGIN_LIMIT_PER_MINUTE, 60, LOGIN_RATE_LIMIT_MESSAGE);
      const parsed = parseMykad(request.body.mykad);
      // Counted on the 12 digits, so 900101-14-5678 and 900101145678 share one budget.
      const key = parsed.ok ? parsed.value.digits : request.body.mykad.trim();
      await hitRateLimit(app.db, `login-mykad:${key}`, LOGIN_LIMIT_PER_MINUTE, 60, LOGIN_RATE_LIMIT_MESSAGE);
      if (!parsed.ok) throw badRequest(parsed.message, parsed.code);
      const user = await findUserByMykad(app.db, parsed.value.digits);
      if (!user) throw notFound(UNKNOWN_MYKAD_MESSAGE, 'mykad_not_registered');
      return { token: issueToken(user), ...userFields(user) };
    },
  );

  app.post(
    `${BASE}/register`,
    {
      schema: {
        body: registrationSchema,
        response: { 200: loginResponseSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      // Registration also reveals whether a MyKad exists, so it shares the per-IP budget idea.
      await hitRateLimit(app.db, `register-ip:${request.ip}`, 20, 60, 'Too many registration attempts. Please wait a minute and try again.');
      const body = request.body;
      const { mykad, role } = checkRegistration(body);
      const email = body.email!.trim().toLowerCase();
      if (await findUserByMykad(app.db, mykad)) throw conflict(DUPLICATE_MYKAD_MESSAGE, 'mykad_taken');
      if (await emailTaken(app.db, email)) throw conflict(DUPLICATE_EMAIL_MESSAGE, 'email_taken');
      const meta = body.meta_data.map((m) => (m.key === 'mykad' ? { key: 'mykad', value: mykad } : m));
      const user = await insertUser(app.db, {
        mykad,
        email,
        username: body.username.trim(),
        passwordHash: hashPassword(body.password),
        firstName: body.first_name!.trim(),
        lastName: body.last_name!.trim(),
        phoneNumber: body.phone_number!.trim(),
        country: body.country!.trim(),
        state: body.state!.trim(),
        school: body.school?.trim() || null,
        role,
        meta,
      });
      return { token: issueToken(user), ...userFields(user) };
    },
  );

  app.get(
    `${BASE}/check-mykad`,
    {
      schema: {
        querystring: z.object({ mykad: z.string().max(100) }),
        response: { 200: z.object({ exists: z.boolean() }), 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      // An existence oracle: limited like login so it cannot be used to walk the number space.
      await hitRateLimit(app.db, `check-mykad-ip:${request.ip}`, 30, 60, 'Too many MyKad checks. Please wait a minute and try again.');
      const parsed = parseMykad(request.query.mykad);
      if (!parsed.ok) throw badRequest(parsed.message, parsed.code);
      return { exists: (await findUserByMykad(app.db, parsed.value.digits)) !== undefined };
    },
  );

  app.post(
    `${BASE}/update-profile`,
    {
      schema: {
        body: updateProfileSchema,
        response: { 200: userFieldsSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const claims = requireUser(request, 'Sign in to update your profile.');
      const { user_id, ...changes } = request.body;
      if (String(user_id) !== claims.sub) throw forbidden('You can only update your own profile.', 'not_your_profile');
      const current = await findUserById(app.db, claims.sub);
      if (!current) throw notFound('This account no longer exists.', 'user_not_found');
      const invalid = profileError(changes, false);
      if (invalid) throw invalid;
      const trimmed = Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
      if (typeof trimmed.email === 'string') trimmed.email = trimmed.email.toLowerCase();
      if (trimmed.school === '') trimmed.school = null;
      const stateError = stateForCountryError(String(trimmed.country ?? current.country), String(trimmed.state ?? current.state));
      // Only complain about the state when this request touches country or state: an old
      // free-text state must not block someone fixing their phone number.
      if (stateError && (trimmed.country !== undefined || trimmed.state !== undefined)) throw stateError;
      if (typeof trimmed.email === 'string' && (await emailTaken(app.db, trimmed.email, claims.sub))) throw conflict(DUPLICATE_EMAIL_MESSAGE, 'email_taken');
      const updated = await updateUserProfile(app.db, claims.sub, trimmed);
      if (!updated) throw notFound('This account no longer exists.', 'user_not_found');
      return userFields(updated);
    },
  );
};
export default authRoutes;
