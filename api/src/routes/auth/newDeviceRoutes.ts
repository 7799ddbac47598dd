import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pendingDeviceLink, sendDeviceLink, useDeviceLink } from '../../auth/deviceLinks';
import { recordLoginEvent, requestOrigin } from '../../auth/loginEvents';
import { admitTryOnMykad, countNetworkMiss, refuseIfNetworkSpent } from '../../auth/loginGuard';
import { pupilOfCardLink } from '../../auth/signInCards';
import { deviceKeyOf, trustDevice } from '../../auth/trustedDevices';
import { errorSchema } from '../../http/errorSchema';
import { badRequest, forbidden, HttpError, notFound } from '../../http/httpError';
import { accountOfMykad, issueToken, UNKNOWN_MYKAD_MESSAGE } from './accountSessions';
import { loginResponseSchema, userFields } from './authSchemas';
import { availableSteps } from './newDeviceStep';
import { findUserById } from './userRepository';

const BASE = '/wp-json/custom/v1';

export const CARD_UNKNOWN_MESSAGE = 'This sign-in card does not work any more. Ask your teacher for a new one.';
export const LINK_EXPIRED_MESSAGE = 'This link has been used or has expired. Ask for a new one on the sign-in screen.';
export const DEVICE_KEY_MESSAGE = 'This browser did not say which device it is. Reload the page and try again.';

const secret = z.string().min(20).max(200);

/** The new-device steps that are not a field of the sign-in form: the card's link and the email link (docs/adr/0018). */
const newDeviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  // The card's QR code opens /account#card=<secret>; the page posts the secret here. A live card
  // signs this device in for its pupil, even past the network's budget: 256 bits cannot be guessed,
  // and a class scanning cards together must all get in.
  const cardSchema = { body: z.object({ card: secret }), response: { 200: loginResponseSchema, 404: errorSchema, 429: errorSchema } };
  app.post(`${BASE}/login/card`, { schema: cardSchema }, async (request) => {
    const userId = await pupilOfCardLink(db, request.body.card);
    const user = userId ? await findUserById(db, userId) : undefined;
    if (!user) {
      await refuseIfNetworkSpent(db, request.ip);
      await countNetworkMiss(db, request.ip);
      throw notFound(CARD_UNKNOWN_MESSAGE, 'card_unknown');
    }
    const origin = requestOrigin(request, user.id);
    const trusted = await trustDevice(db, user.id, deviceKeyOf(request.headers), origin.device, 'card');
    await recordLoginEvent(db, user.id, origin, trusted ? 'device_added' : 'signed_in');
    return { token: await issueToken(db, app.config, user), ...userFields(user), pin_setup_required: false };
  });

  // A link to the account's email (a parent's, for a pupil) that lets this device in.
  const linkSchema = {
    body: z.object({ mykad: z.string().max(100) }),
    response: { 202: z.object({ sent: z.literal(true) }), 400: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema },
  };
  app.post(`${BASE}/login/email-link`, { schema: linkSchema }, async (request, reply) => {
    const deviceKey = deviceKeyOf(request.headers);
    if (!deviceKey) throw badRequest(DEVICE_KEY_MESSAGE, 'device_key_required');
    const { lookupHashes, user } = await accountOfMykad(db, app.config, request.body.mykad);
    await refuseIfNetworkSpent(db, request.ip);
    try {
      if (!user) throw notFound(UNKNOWN_MYKAD_MESSAGE, 'mykad_not_registered');
      const origin = requestOrigin(request, user.id);
      await admitTryOnMykad(db, lookupHashes[0]!, { userId: user.id, origin });
      if (!(await availableSteps(db, user)).includes('email_link')) throw forbidden('This account signs in on a new device with its PIN.', 'pin_required');
      await sendDeviceLink(db, app.outbox, app.config.publicUrl, {
        userId: user.id,
        firstName: user.first_name,
        email: user.email,
        deviceKey,
        device: origin.device,
      });
      await recordLoginEvent(db, user.id, origin, 'step_required');
    } finally {
      // asking for a link signs nobody in
      await countNetworkMiss(db, request.ip);
    }
    void app.outbox.deliver().catch((error: unknown) => app.log.error({ err: error }, 'mail delivery failed'));
    return reply.status(202).send({ sent: true as const });
  });

  const tokenBody = z.object({ token: secret });
  const pendingSchema = {
    body: tokenBody,
    response: { 200: z.object({ first_name: z.string(), device: z.string(), requested_at: z.string() }), 404: errorSchema, 429: errorSchema },
  };
  app.post(`${BASE}/login/email-link/pending`, { schema: pendingSchema }, async (request) => {
    await refuseIfNetworkSpent(db, request.ip);
    const pending = await pendingDeviceLink(db, request.body.token);
    if (!pending) {
      await countNetworkMiss(db, request.ip);
      throw new HttpError(404, 'link_expired', LINK_EXPIRED_MESSAGE);
    }
    return { first_name: pending.firstName, device: pending.device, requested_at: pending.requestedAt };
  });

  const allowSchema = { body: tokenBody, response: { 200: z.object({ allowed: z.literal(true) }), 404: errorSchema, 429: errorSchema } };
  app.post(`${BASE}/login/email-link/allow`, { schema: allowSchema }, async (request) => {
    await refuseIfNetworkSpent(db, request.ip);
    const used = await useDeviceLink(db, request.body.token);
    if (!used) {
      await countNetworkMiss(db, request.ip);
      throw new HttpError(404, 'link_expired', LINK_EXPIRED_MESSAGE);
    }
    await recordLoginEvent(db, used.userId, { ip: request.ip, device: used.device, deviceHash: used.deviceHash }, 'device_added');
    return { allowed: true as const };
  });
};
export default newDeviceRoutes;
