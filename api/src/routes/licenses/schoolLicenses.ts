import type { Database, Queryable } from '../../db/database';
import { schoolKey } from '../../db/seed/storeSeeds';

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
  mykad: string | null;
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
        `INSERT INTO license_redemptions (license_id, user_id, user_email, mykad_number, first_name, last_name)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (license_id, user_id) DO NOTHING RETURNING id`,
        [licenseId, who.userId, who.email, who.mykad, who.firstName, who.lastName],
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
