import type { Queryable } from '../../db/database';
import { hashRedemptionCode, newRedemptionCode } from './licenseCodes';
import { setCodeHash, upsertLicense, type LicenseInput } from './licenseRepository';
import { savedLicense } from './licenseRecords';
import type { SchoolName } from './redeemLicenseSeat';

/** A licence made without an expiry runs for 365 days. */
const DEFAULT_LICENSE_DAYS = 365;

export interface SaveLicenseRequest extends SchoolName {
  seats: number;
  status: LicenseInput['status'];
  expiresAt?: string;
  rotateCode: boolean;
}

/**
 * Admin: creates a school's licence or changes its seats, expiry and status. A new licence (or
 * rotateCode) gets a fresh redemption code, returned this once: only its hash is stored.
 */
export async function saveSchoolLicense(db: Queryable, r: SaveLicenseRequest, now = Date.now()) {
  const expiresAt = r.expiresAt ?? new Date(now + DEFAULT_LICENSE_DAYS * 24 * 3600 * 1000).toISOString();
  const row = await upsertLicense(db, { ...r, expiresAt });
  const code = r.rotateCode || !row.redemption_code_hash ? newRedemptionCode() : undefined;
  if (code) await setCodeHash(db, row.id, hashRedemptionCode(code));
  return savedLicense(row, code);
}
