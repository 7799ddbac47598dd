import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../auth/requestUser';
import { errorSchema } from '../../http/errorSchema';
import { forbidden, HttpError, notFound, unauthorized } from '../../http/httpError';
import { findLicense, holdsSeat, licenseOfUser, loadLicenseUser, seatHolders } from './licenseRepository';
import { licenseCheck, licenseSeats, licenseStatus } from './licenseRecords';
import {
  checkResponse,
  redeemBody,
  redeemResponse,
  saveLicenseBody,
  savedLicenseResponse,
  schoolQuery,
  seatsResponse,
  statusQuery,
  statusResponse,
} from './licenseSchemas';
import { LICENSE_MESSAGES, redeemLicenseSeat, USER_NOT_LOGGED_IN } from './redeemLicenseSeat';
import { saveSchoolLicense } from './saveSchoolLicense';

export { LICENSE_MESSAGES, USER_NOT_LOGGED_IN } from './redeemLicenseSeat';

/**
 * School licences (docs/requirements.md §3/§7). A seat goes only to someone holding the school's redemption
 * code, which the admin gives the school when the licence is made; redeeming it makes the account
 * a teacher (docs/adr/0009). check, redeem and status keep the spec's fields.
 */
const licenseRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/wp-json/custom/v1/school-license';
  const db = app.db;

  const checkSchema = { body: schoolQuery, response: { 200: checkResponse, 400: errorSchema } };
  app.post(`${base}/check`, { schema: checkSchema }, async (request) => {
    const { school_name, school_state, school_country } = request.body;
    const license = await findLicense(db, school_name, school_state, school_country);
    const held = request.user && license ? await holdsSeat(db, license.id, request.user.sub) : false;
    return licenseCheck(license, held);
  });

  const redeemErrors = {
    400: errorSchema,
    401: errorSchema,
    403: errorSchema,
    404: errorSchema,
    409: errorSchema,
    429: errorSchema,
  };
  const redeemSchema = { body: redeemBody, response: { 200: redeemResponse, ...redeemErrors } };
  app.post(`${base}/redeem`, { schema: redeemSchema }, async (request) => {
    if (!request.user) throw new HttpError(401, 'not_logged_in', USER_NOT_LOGGED_IN, { success: false });
    const b = request.body;
    const redeemed = await redeemLicenseSeat(db, {
      userId: request.user.sub,
      ip: request.ip,
      claimedUserId: b.user_id,
      claimedEmail: b.user_email,
      firstName: b.first_name,
      lastName: b.last_name,
      redemptionCode: b.redemption_code,
      school: { schoolName: b.school_name, schoolState: b.school_state, schoolCountry: b.school_country },
    });
    return {
      success: true as const,
      message: redeemed.message,
      expires_at: redeemed.expiresAt,
      role: 'teacher' as const,
    };
  });

  const statusErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
  const statusSchema = { querystring: statusQuery, response: { 200: statusResponse, ...statusErrors } };
  app.get(`${base}/status`, { schema: statusSchema }, async (request) => {
    if (!request.user) throw unauthorized(USER_NOT_LOGGED_IN, 'not_logged_in');
    const user = await loadLicenseUser(db, request.user.sub);
    if (!user || user.email.toLowerCase() !== request.query.user_email.toLowerCase()) {
      throw forbidden('You can only read your own license status.', 'not_your_account');
    }
    return licenseStatus(await licenseOfUser(db, Number(user.id)));
  });

  // Seats used: the admin token sees who holds each seat; a teacher holding a seat sees the counts.
  const seatsSchema = { querystring: schoolQuery, response: { 200: seatsResponse } };
  app.get(`${base}/seats`, { schema: seatsSchema }, async (request) => {
    const { school_name, school_state, school_country } = request.query;
    if (!request.user && !request.isAdmin) throw unauthorized(USER_NOT_LOGGED_IN, 'not_logged_in');
    const license = await findLicense(db, school_name, school_state, school_country);
    if (!license) throw notFound(LICENSE_MESSAGES.none, 'no_license');
    if (!request.isAdmin && !(await holdsSeat(db, license.id, request.user!.sub))) {
      throw forbidden('Only teachers of this school can see its seats.', 'not_your_school');
    }
    return licenseSeats(license, request.isAdmin ? await seatHolders(db, license.id) : undefined);
  });

  // Admin: create a school's license or change its seats / expiry / status. A new licence (or
  // rotate_code) answers with the school's redemption code: the only time it can be read.
  const saveSchema = { body: saveLicenseBody, response: { 201: savedLicenseResponse } };
  app.post(base, { schema: saveSchema }, async (request, reply) => {
    requireAdmin(request);
    const b = request.body;
    const saved = await saveSchoolLicense(db, {
      schoolName: b.school_name,
      schoolState: b.school_state,
      schoolCountry: b.school_country,
      seats: b.seats,
      status: b.status,
      expiresAt: b.expires_at,
      rotateCode: b.rotate_code,
    });
    return reply.status(201).send(saved);
  });
};
export default licenseRoutes;
