import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, HttpError, notFound, unauthorized } from '../../http/httpError';
import { requireAdmin } from '../../auth/requestUser';
import { schoolKey } from '../../db/seed/storeSeeds';
import { findLicense, licenseOfUser, licenseUsable, redeemSeat } from './schoolLicenses';

/** SPEC.md §8 "Redeem errors: 'User not logged in'; the server message, else 'Failed to redeem school license'". */
export const USER_NOT_LOGGED_IN = 'User not logged in';
export const LICENSE_MESSAGES = {
  redeemed: 'School license redeemed. Your school plan is now active.',
  already_redeemed: 'You have already redeemed your school’s license.',
  full: 'All seats on your school’s license are taken. Ask your school to add seats.',
  none: 'Your school does not have a license yet.',
  inactive: 'Your school’s license is not active.',
  teachersOnly: 'School licenses are for teacher accounts.',
} as const;

const redeemError = (status: number, code: string, message: string) => new HttpError(status, code, message, { success: false });

const school = {
  school_name: z.string().trim().min(1).max(200),
  school_state: z.string().trim().min(1).max(100),
  school_country: z.string().trim().min(2).max(60).default('MY'),
};

interface UserRow {
  id: string;
  email: string;
  role: string;
  mykad: string | null;
}

const licenseRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/wp-json/custom/v1/school-license';
  const db = app.db;
  const loadUser = async (id: string) => (await db.query<UserRow>('SELECT id, email, role, mykad FROM users WHERE id = $1', [Number(id)])).rows[0];

  app.post(`${base}/check`, { schema: { body: z.object(school) } }, async (request) => {
    const { school_name, school_state, school_country } = request.body;
    const license = await findLicense(db, school_name, school_state, school_country);
    const user = request.user ? await loadUser(request.user.sub) : undefined;
    const held = user && license ? (await db.query('SELECT 1 FROM license_redemptions WHERE license_id = $1 AND user_id = $2', [license.id, user.id])).rows.length > 0 : false;
    const usable = license ? licenseUsable(license) : false;
    return {
      has_license: usable,
      can_redeem: usable && !held && license!.seats_used < license!.seats && (user ? user.role === 'teacher' : true),
      already_redeemed: held,
      seats_total: license?.seats ?? 0,
      seats_used: license?.seats_used ?? 0,
      expires_at: license ? new Date(license.expires_at).toISOString() : null,
    };
  });

  app.post(
    `${base}/redeem`,
    {
      schema: {
        body: z.object({
          user_email: z.string().max(200).optional(),
          user_id: z.union([z.number(), z.string()]).optional(),
          mykad_number: z.string().max(20).optional(),
          first_name: z.string().trim().min(1).max(100),
          last_name: z.string().trim().min(1).max(100),
          ...school,
        }),
      },
    },
    async (request) => {
      if (!request.user) throw redeemError(401, 'not_logged_in', USER_NOT_LOGGED_IN);
      const b = request.body;
      const user = await loadUser(request.user.sub);
      if (!user) throw redeemError(401, 'not_logged_in', USER_NOT_LOGGED_IN);
      if ((b.user_id !== undefined && String(b.user_id) !== String(user.id)) || (b.user_email && b.user_email.toLowerCase() !== user.email.toLowerCase())) {
        throw redeemError(403, 'not_your_account', 'You can only redeem a license for your own account.');
      }
      if (user.role !== 'teacher') throw redeemError(403, 'teachers_only', LICENSE_MESSAGES.teachersOnly);
      const license = await findLicense(db, b.school_name, b.school_state, b.school_country);
      if (!license) throw redeemError(404, 'no_license', LICENSE_MESSAGES.none);
      if (!licenseUsable(license)) throw redeemError(409, 'license_inactive', LICENSE_MESSAGES.inactive);
      const outcome = await redeemSeat(db, Number(license.id), { userId: Number(user.id), email: user.email, mykad: b.mykad_number ?? user.mykad, firstName: b.first_name, lastName: b.last_name });
      if (outcome === 'full') throw redeemError(409, 'license_full', LICENSE_MESSAGES.full);
      return { success: true, message: LICENSE_MESSAGES[outcome], expires_at: new Date(license.expires_at).toISOString() };
    },
  );

  app.get(`${base}/status`, { schema: { querystring: z.object({ user_email: z.string().max(200), mykad_number: z.string().max(20).optional() }) } }, async (request) => {
    if (!request.user) throw unauthorized(USER_NOT_LOGGED_IN, 'not_logged_in');
    const user = await loadUser(request.user.sub);
    if (!user || user.email.toLowerCase() !== request.query.user_email.toLowerCase()) throw forbidden('You can only read your own license status.', 'not_your_account');
    const held = await licenseOfUser(db, Number(user.id));
    if (!held) return { has_school_license: false, license_status: 'none', expires_at: null };
    const active = licenseUsable(held);
    return {
      has_school_license: active,
      license_status: active ? 'active' : new Date(held.expires_at) <= new Date() ? 'expired' : held.status,
      expires_at: new Date(held.expires_at).toISOString(),
      school_name: held.school_name,
      school_state: held.school_state,
      seats_total: held.seats,
      seats_used: held.seats_used,
    };
  });

  // Seats used: the admin token sees who holds each seat; a teacher holding a seat sees the counts.
  app.get(`${base}/seats`, { schema: { querystring: z.object(school) } }, async (request) => {
    const { school_name, school_state, school_country } = request.query;
    if (!request.user && !request.isAdmin) throw unauthorized(USER_NOT_LOGGED_IN, 'not_logged_in');
    const license = await findLicense(db, school_name, school_state, school_country);
    if (!license) throw notFound(LICENSE_MESSAGES.none, 'no_license');
    if (!request.isAdmin) {
      const held = await db.query('SELECT 1 FROM license_redemptions WHERE license_id = $1 AND user_id = $2', [license.id, Number(request.user!.sub)]);
      if (held.rows.length === 0) throw forbidden('Only teachers of this school can see its seats.', 'not_your_school');
    }
    const members = request.isAdmin
      ? (await db.query<{ first_name: string; last_name: string; user_email: string; redeemed_at: string }>('SELECT first_name, last_name, user_email, redeemed_at FROM license_redemptions WHERE license_id = $1 ORDER BY redeemed_at', [license.id])).rows.map((m) => ({ ...m, redeemed_at: new Date(m.redeemed_at).toISOString() }))
      : undefined;
    return { school_name: license.school_name, school_state: license.school_state, school_country: license.school_country, seats_total: license.seats, seats_used: license.seats_used, license_status: license.status, expires_at: new Date(license.expires_at).toISOString(), members };
  });

  // Admin: create a school's license or change its seats / expiry / status.
  app.post(
    base,
    { schema: { body: z.object({ ...school, seats: z.number().int().min(0).max(100000), expires_at: z.string().datetime({ offset: true }).optional(), status: z.enum(['active', 'suspended', 'expired']).default('active') }) } },
    async (request, reply) => {
      requireAdmin(request);
      const b = request.body;
      const expires = b.expires_at ?? new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
      const row = await db.query(
        `INSERT INTO school_licenses (school_name, school_state, school_country, school_key, seats, status, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (school_key) DO UPDATE SET seats = GREATEST(EXCLUDED.seats, school_licenses.seats_used), status = EXCLUDED.status, expires_at = EXCLUDED.expires_at
         RETURNING id, seats, seats_used, status, expires_at`,
        [b.school_name, b.school_state, b.school_country, schoolKey(b.school_name, b.school_state, b.school_country), b.seats, b.status, expires],
      );
      return reply.status(201).send(row.rows[0]);
    },
  );
};
export default licenseRoutes;
