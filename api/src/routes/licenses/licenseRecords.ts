import type { LicenseRow, SeatHolder } from './licenseRepository';
import { licenseUsable } from './licenseRepository';

/** The JSON the licence routes answer, built from repository rows (the spec's field names). */

const iso = (value: string | Date) => new Date(value).toISOString();

/** What the redeem page shows before redeeming: is there a usable licence with a free seat. */
export function licenseCheck(license: LicenseRow | undefined, alreadyRedeemed: boolean) {
  const usable = license ? licenseUsable(license) : false;
  return {
    has_license: usable,
    can_redeem: usable && !alreadyRedeemed && license!.seats_used < license!.seats,
    code_required: true,
    already_redeemed: alreadyRedeemed,
    seats_total: license?.seats ?? 0,
    seats_used: license?.seats_used ?? 0,
    expires_at: license ? iso(license.expires_at) : null,
  };
}

/** The signed-in teacher's licence through their seat, or `none`. */
export function licenseStatus(held: LicenseRow | undefined, now = new Date()) {
  if (!held) return { has_school_license: false, license_status: 'none', expires_at: null };
  const active = licenseUsable(held, now);
  return {
    has_school_license: active,
    license_status: active ? 'active' : new Date(held.expires_at) <= now ? 'expired' : held.status,
    expires_at: iso(held.expires_at),
    school_name: held.school_name,
    school_state: held.school_state,
    seats_total: held.seats,
    seats_used: held.seats_used,
  };
}

/** A licence's seats; `members` (who holds each seat) only for the admin. */
export function licenseSeats(license: LicenseRow, members: SeatHolder[] | undefined) {
  return {
    school_name: license.school_name,
    school_state: license.school_state,
    school_country: license.school_country,
    seats_total: license.seats,
    seats_used: license.seats_used,
    license_status: license.status,
    expires_at: iso(license.expires_at),
    members,
  };
}

/** A licence the admin saved; `redemption_code` only when it was made or rotated. */
export function savedLicense(row: LicenseRow, code: string | undefined) {
  return {
    id: Number(row.id),
    seats: row.seats,
    seats_used: row.seats_used,
    status: row.status,
    expires_at: iso(row.expires_at),
    ...(code ? { redemption_code: code } : {}),
  };
}
