import type { Database, Queryable } from '../../db/database';
import { schoolKey } from '../../db/seed/storeSeeds';

/**
 * Every SQL statement about school licences, their seats and their redemption codes (fastify/demo's
 * repository). Handlers and services call these; none of them writes SQL of its own.
 */

export interface LicenseRow {
  id: string;
  school_name: string;
  school_state: string;
  school_country: string;
  seats: number;
  seats_used: number;
  status: string;
  expires_at: string;
}

export async function findLicense(db: Queryable, name: string, state: string, country: string): Promise<LicenseRow | undefined> {
  return (await db.query<LicenseRow>('SELECT * FROM school_licenses WHERE school_key = $1', [schoolKey(name, state, country)])).rows[0];
}

export const licenseUsable = (l: LicenseRow, now = new Date()) => l.status === 'active' && new Date(l.expires_at) > now;

export interface Redeemer {
  userId: number;
  email: string;
  /** the account's MyKad as it keeps it: keyed hash, last four digits, key chain length */
  mykad: { hash: string | null; last4: string | null; keys: number | null };
  firstName: string;
  lastName: string;
}

export type RedeemOutcome = 'redeemed' | 'already_redeemed' | 'full';

/**
 * Takes one seat for a teacher, once. The redemption row (unique per license and user) and the
 * seat increment happen in one transaction; the increment is a conditional UPDATE
 * (`seats_used < seats`), which PostgreSQL re-checks under the row lock and PGlite runs serially,
 * so concurrent redeems can never oversell. A full license rolls the redemption back.
 */
export async function redeemSeat(db: Database, licenseId: number, who: Redeemer): Promise<RedeemOutcome> {
  class LicenseFull extends Error {}
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx.query(
        `INSERT INTO license_redemptions (license_id, user_id, user_email, mykad_hash, mykad_last4, mykad_keys, first_name, last_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (license_id, user_id) DO NOTHING RETURNING id`,
        [licenseId, who.userId, who.email, who.mykad.hash, who.mykad.last4, who.mykad.keys, who.firstName, who.lastName],
      );
      if (inserted.rows.length === 0) return 'already_redeemed' as const;
      const seat = await tx.query('UPDATE school_licenses SET seats_used = seats_used + 1 WHERE id = $1 AND seats_used < seats RETURNING id', [licenseId]);
      if (seat.rows.length === 0) throw new LicenseFull();
      return 'redeemed' as const;
    });
  } catch (error) {
    if (error instanceof LicenseFull) return 'full';
    throw error;
  }
}

/** The active school license a user holds through a redemption, if any. */
export async function licenseOfUser(db: Queryable, userId: number): Promise<(LicenseRow & { redemption_id: string; redeemed_at: string }) | undefined> {
  return (
    await db.query<LicenseRow & { redemption_id: string; redeemed_at: string }>(
      `SELECT l.*, r.id AS redemption_id, r.redeemed_at FROM license_redemptions r JOIN school_licenses l ON l.id = r.license_id
       WHERE r.user_id = $1 ORDER BY (l.status = 'active' AND l.expires_at > now()) DESC, l.expires_at DESC LIMIT 1`,
      [userId],
    )
  ).rows[0];
}

export interface LicenseUser {
  id: string;
  email: string;
  role: string;
  mykad_hash: string | null;
  mykad_last4: string | null;
  mykad_keys: number | null;
}

export async function loadLicenseUser(db: Queryable, id: string): Promise<LicenseUser | undefined> {
  return (await db.query<LicenseUser>('SELECT id::text AS id, email, role, mykad_hash, mykad_last4, mykad_keys FROM users WHERE id = $1', [id])).rows[0];
}

export async function holdsSeat(db: Queryable, licenseId: string | number, userId: string | number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM license_redemptions WHERE license_id = $1 AND user_id = $2', [licenseId, userId])).rows.length > 0;
}

export interface SeatHolder {
  first_name: string;
  last_name: string;
  user_email: string;
  redeemed_at: string;
}

export async function seatHolders(db: Queryable, licenseId: string | number): Promise<SeatHolder[]> {
  const { rows } = await db.query<SeatHolder & { redeemed_at: Date | string }>(
    'SELECT first_name, last_name, user_email, redeemed_at FROM license_redemptions WHERE license_id = $1 ORDER BY redeemed_at',
    [licenseId],
  );
  return rows.map((m) => ({ ...m, redeemed_at: new Date(m.redeemed_at).toISOString() }));
}

export interface LicenseInput {
  schoolName: string;
  schoolState: string;
  schoolCountry: string;
  seats: number;
  status: 'active' | 'suspended' | 'expired';
  expiresAt: string;
}

/** Admin: creates a school's licence or changes its seats, expiry and status (never below the seats used). */
export async function upsertLicense(db: Queryable, l: LicenseInput): Promise<LicenseRow & { redemption_code_hash: string | null }> {
  const { rows } = await db.query<LicenseRow & { redemption_code_hash: string | null }>(
    `INSERT INTO school_licenses (school_name, school_state, school_country, school_key, seats, status, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (school_key) DO UPDATE SET seats = GREATEST(EXCLUDED.seats, school_licenses.seats_used), status = EXCLUDED.status, expires_at = EXCLUDED.expires_at
     RETURNING *`,
    [l.schoolName, l.schoolState, l.schoolCountry, schoolKey(l.schoolName, l.schoolState, l.schoolCountry), l.seats, l.status, l.expiresAt],
  );
  return rows[0]!;
}

export async function codeHashOf(db: Queryable, licenseId: string | number): Promise<string | null> {
  const { rows } = await db.query<{ redemption_code_hash: string | null }>('SELECT redemption_code_hash FROM school_licenses WHERE id = $1', [licenseId]);
  return rows[0]?.redemption_code_hash ?? null;
}

/** Stores a licence's new code hash: the old code stops working. */
export async function setCodeHash(db: Queryable, licenseId: string | number, hash: string): Promise<void> {
  await db.query('UPDATE school_licenses SET redemption_code_hash = $2 WHERE id = $1', [licenseId, hash]);
}
