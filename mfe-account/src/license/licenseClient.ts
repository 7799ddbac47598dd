import { apiErrorCodeText, type Language, type HttpClient } from '@app/shared';
import { createLicenseCheckCache, type SchoolRef } from './licenseCheckCache';

/** docs/requirements.md §3 "School license status: has_license, can_redeem" (plus the seat counts our api adds). */
export interface SchoolLicenseCheck {
  has_license: boolean;
  can_redeem: boolean;
  /** redeeming needs the school's licence code */
  code_required?: boolean;
  already_redeemed?: boolean;
  seats_total?: number;
  seats_used?: number;
}

/** docs/requirements.md §3 "Teacher license status: has_school_license, license_status, expires_at." */
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

/** docs/requirements.md §8: "School license check failure: returns no license and cannot redeem." Failures are not cached. */
export async function checkSchoolLicense(http: HttpClient, school: SchoolRef): Promise<SchoolLicenseCheck> {
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

/**
 * docs/requirements.md §8: "Teacher status failure: no school license." The spec's optional
 * mykad_number is never sent: the api knows the account from the token (docs/adr/0018).
 */
export async function fetchLicenseStatus(http: HttpClient, email: string): Promise<TeacherLicenseStatus> {
  try {
    const { data } = await http.get<TeacherLicenseStatus>('/wp-json/custom/v1/school-license/status', { params: { user_email: email } });
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
  /** the school's licence code, from the teacher who manages the licence (docs/adr/0009) */
  redemption_code: string;
}

export interface RedeemResult {
  success: boolean;
  /** in the reader's language: the page's own words, never the api's English `message` */
  message: string;
  /** the failed call, for redeemResultText to word in the reader's language */
  error?: unknown;
}

/** The page's words for the outcomes that are not the api's error codes. */
export interface RedeemTexts {
  notLoggedIn: string;
  failed: string;
  /** a seat is the user's: the api says so in English only, so the page words it */
  redeemed: string;
}

/** Redeems a seat; a failure keeps its error, so the page can say why in the reader's language. */
export async function redeemSchoolLicense(http: HttpClient, request: RedeemRequest | null, texts: RedeemTexts): Promise<RedeemResult> {
  if (!request) return { success: false, message: texts.notLoggedIn };
  try {
    const { data } = await http.post<{ success: boolean }>('/wp-json/custom/v1/school-license/redeem', request);
    checkCache.clear();
    return data.success ? { success: true, message: texts.redeemed } : { success: false, message: texts.failed };
  } catch (error) {
    return { success: false, message: texts.failed, error };
  }
}

/**
 * The product's rule for redeem errors: "'User not logged in'; the server message, else 'Failed to
 * redeem school license'". The server's message is English only, so the words for its code in
 * the reader's language stand for it.
 */
export function redeemResultText(result: RedeemResult, language: Language): string {
  if (result.success || result.error === undefined) return result.message;
  return apiErrorCodeText(result.error, language) ?? result.message;
}

export async function fetchSeats(http: HttpClient, school: SchoolRef): Promise<{ seats_total: number; seats_used: number } | null> {
  try {
    const { data } = await http.get<{ seats_total: number; seats_used: number }>('/wp-json/custom/v1/school-license/seats', { params: { ...school } });
    return data;
  } catch {
    return null;
  }
}
