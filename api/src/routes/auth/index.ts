import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/requestUser';
import { revokeAllTokens, revokeToken } from '../../auth/tokenRevocation';
import { forgetTrustedDevices } from '../../auth/trustedDevices';
import { recordLoginEvent, requestOrigin } from '../../auth/loginEvents';
import { errorSchema } from '../../http/errorSchema';
import { forbidden } from '../../http/httpError';
import { mykadExists, registerAccount, signIn } from './accountSessions';
import { loginBodySchema, loginResponseSchema, registrationSchema, updateProfileSchema, userFields, userFieldsSchema } from './authSchemas';
import { updateOwnProfile } from './updateOwnProfile';

const BASE = '/wp-json/custom/v1';

export { LOGIN_RATE_LIMIT_MESSAGE } from '../../auth/loginGuard';
export { PIN_REQUIRED_MESSAGE, PIN_WRONG_MESSAGE, UNKNOWN_MYKAD_MESSAGE } from './accountSessions';

/** Sign-in by MyKad, registration, the MyKad check, sign-out and the user's own profile. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const loginErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema };
  const loginSchema = { body: loginBodySchema, response: { 200: loginResponseSchema, ...loginErrors } };
  app.post(`${BASE}/login`, { schema: loginSchema }, async (request) => {
    const { token, user, pinSetupRequired } = await signIn(app.db, app.config, request, request.body);
    return { token, ...userFields(user), pin_setup_required: pinSetupRequired };
  });

  const registerErrors = { 400: errorSchema, 409: errorSchema, 429: errorSchema };
  const registerSchema = { body: registrationSchema, response: { 200: loginResponseSchema, ...registerErrors } };
  app.post(`${BASE}/register`, { schema: registerSchema }, async (request) => {
    const { token, user, pinSetupRequired } = await registerAccount(app.db, app.config, request, request.body);
    return { token, ...userFields(user), pin_setup_required: pinSetupRequired };
  });

  // docs/requirements.md §7 "GET check-mykad, query: mykad" is kept for older clients (the log
  // never shows the number: app.ts); the app asks with POST, so the number is in no URL.
  const checkResponse = { 200: z.object({ exists: z.boolean() }), 400: errorSchema, 429: errorSchema };
  const mykadBody = z.object({ mykad: z.string().max(100) });
  app.get(`${BASE}/check-mykad`, { schema: { querystring: mykadBody, response: checkResponse } }, async (request) => ({
    exists: await mykadExists(app.db, app.config, request, request.query.mykad),
  }));
  app.post(`${BASE}/check-mykad`, { schema: { body: mykadBody, response: checkResponse } }, async (request) => ({
    exists: await mykadExists(app.db, app.config, request, request.body.mykad),
  }));

  // Sign-out revokes the token on the server, so a copy left on a shared phone is worthless.
  const logoutSchema = {
    body: z.object({ everywhere: z.boolean().default(false) }).default({ everywhere: false }),
    response: { 200: z.object({ signed_out: z.literal(true), everywhere: z.boolean() }), 401: errorSchema },
  };
  app.post(`${BASE}/logout`, { schema: logoutSchema }, async (request) => {
    // signing out twice (a retry after a lost reply) is not an error
    if (!request.user && request.sessionEnded) return { signed_out: true as const, everywhere: false };
    const claims = requireUser(request, 'Sign in first.');
    if (request.body.everywhere) {
      await revokeAllTokens(app.db, claims.sub);
      await forgetTrustedDevices(app.db, claims.sub);
    } else await revokeToken(app.db, claims);
    await recordLoginEvent(app.db, claims.sub, requestOrigin(request, claims.sub), 'signed_out');
    return { signed_out: true as const, everywhere: request.body.everywhere };
  });

  const profileErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
  const profileSchema = { body: updateProfileSchema, response: { 200: userFieldsSchema, ...profileErrors } };
  app.post(`${BASE}/update-profile`, { schema: profileSchema }, async (request) => {
    const claims = requireUser(request, 'Sign in to update your profile.');
    const { user_id, ...changes } = request.body;
    if (String(user_id) !== claims.sub) throw forbidden('You can only update your own profile.', 'not_your_profile');
    return userFields(await updateOwnProfile(app.db, claims.sub, changes));
  });
};
export default authRoutes;
