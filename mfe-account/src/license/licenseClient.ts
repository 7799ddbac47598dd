import type { AxiosInstance } from 'axios';
import { createLicenseCheckCache, type SchoolRef } from './licenseCheckCache';
import { apiFailure } from '../subscription/paymentErrors';

/** SPEC.md §3 "School license status: has_license, can_redeem" (plus the seat counts our api adds). */
export interface SchoolLicenseCheck {
  has_license: boolean;
  can_redeem: boolean;
  already_redeemed?: boolean;
  seats_total?: number;
  seats_used?: number;
}

/** SPEC.md §3 "Teacher license status: has_school_license, license_status, expires_at." */
export interface TeacherLicenseStatus {
  has_school_license: boolean;
  license_status?: string | null;
  expires_at?: string | null;
  school_name?: string;
  school_state?: string;
  seats_total?: number;
  seats_used?: number;
}

const NO_LICENSE: SchoolLicenseCheck = { has_license: false, can_redeem: false };
export const checkCache = createLicenseCheckCache<SchoolLicenseCheck>();

/** SPEC.md §8: "School license check failure: returns no license and cannot redeem." Failures are not cached. */
export async function checkSchoolLicense(http: AxiosInstance, school: SchoolRef): Promise<SchoolLicenseCheck> {
  const cached = checkCache.get(school);
  if (cached) return cached;
  try {
    const { data } = await http.post<SchoolLicenseCheck>('/wp-json/custom/v1/school-license/check', school);
    checkCache.set(school, data);
    return data;
  } catch {
    return NO_LICENSE;
  }
}

/** SPEC.md §8: "Teacher status failure: no school license." */
export async function fetchLicenseStatus(http: AxiosInstance, email: string, mykad?: string): Promise<TeacherLicenseStatus> {
  try {
    const { data } = await http.get<TeacherLicenseStatus>('/wp-json/custom/v1/school-license/status', { params: { user_email: email, ...(mykad ? { mykad_number: mykad } : {}) } });
    return data;
  } catch {
    return { has_school_license: false };
  }
}

export interface RedeemRequest extends SchoolRef {
  user_email: string;
  user_id: string;
  mykad_number?: string;
  first_name: string;
  last_name: string;
}

/** SPEC.md §8 "Redeem errors: 'User not logged in'; the server message, else 'Failed to redeem school license'". */
export async function redeemSchoolLicense(http: AxiosInstance, request: RedeemRequest | null, fallback: { notLoggedIn: string; failed: string }): Promise<{ success: boolean; message: string }> {
  if (!request) return { success: false, message: fallback.notLoggedIn };
  try {
    const { data } = await http.post<{ success: boolean; message: string }>('/wp-json/custom/v1/school-license/redeem', request);
    checkCache.clear();
    return data;
  } catch (error) {
    return { success: false, message: apiFailure(error).message || fallback.failed };
  }
}

export async function fetchSeats(http: AxiosInstance, school: SchoolRef): Promise<{ seats_total: number; seats_used: number } | null> {
  try {
    const { data } = await http.get<{ seats_total: number; seats_used: number }>('/wp-json/custom/v1/school-license/seats', { params: school });
    return data;
  } catch {
    return null;
  }
}
