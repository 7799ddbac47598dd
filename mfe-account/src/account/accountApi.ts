import type { AccountAnswer, HttpClient, Language } from '@app/shared';
import { deviceId } from './deviceId';

/** docs/requirements.md §3 "Login response" (register answers with the same shape). */
export interface LoginResponse extends AccountAnswer {
  token: string;
  /** 'pending' while an account that asked to be a teacher waits to be confirmed */
  teacher_request?: 'none' | 'pending';
  /** a teacher without a PIN is asked to set one: it is their step on a new device (docs/adr/0018) */
  pin_setup_required?: boolean;
}

/** What a sign-in on a new device may add to the MyKad (docs/adr/0018): one step. */
export interface StepAnswer {
  pin?: string;
  card_code?: string;
  pictures?: number[];
}

/**
 * docs/requirements.md §3 "Registration payload". The api still accepts username and password (older clients),
 * but sign-in never used them, so the form no longer asks for them (docs/adr/0010).
 */
export interface RegistrationPayload {
  username?: string;
  email: string;
  password?: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  country: string;
  state: string;
  school: string;
  meta_data: { key: string; value: string }[];
  /** a parent's or guardian's consent, for a pupil under 18 (docs/privacy.md) */
  parent_consent?: { name: string; contact: string; relationship: 'parent' | 'guardian'; notice_version: string; agreed: boolean };
}

/** docs/requirements.md §7 update-profile: user_id plus the profile fields. */
export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  state: string;
  school: string;
  country: string;
}

export interface Country {
  cca2: string;
  name: { common: string };
}

const CUSTOM = '/wp-json/custom/v1';

/**
 * docs/requirements.md §7 login with the MyKad, plus the teacher's PIN when the account has one. The app's
 * per-browser id goes along so the api recognises a device its owner has used (docs/adr/0010).
 */
export async function login(http: HttpClient, mykad: string, step: StepAnswer = {}): Promise<LoginResponse> {
  const { data } = await http.post<LoginResponse>(`${CUSTOM}/login`, { mykad, ...step }, { headers: { 'x-device-id': deviceId() } });
  return data;
}

/** The sign-in card's QR link: its secret (from the URL's fragment) signs this device in for the pupil. */
export async function loginWithCard(http: HttpClient, card: string): Promise<LoginResponse> {
  const { data } = await http.post<LoginResponse>(`${CUSTOM}/login/card`, { card }, { headers: { 'x-device-id': deviceId() } });
  return data;
}

/** Mails a link to the account's (parent's) email that lets this device in. */
export async function sendDeviceLink(http: HttpClient, mykad: string): Promise<void> {
  await http.post(`${CUSTOM}/login/email-link`, { mykad }, { headers: { 'x-device-id': deviceId() } });
}

export interface PendingDeviceLink {
  first_name: string;
  device: string;
  requested_at: string;
}

export async function pendingDeviceLink(http: HttpClient, token: string): Promise<PendingDeviceLink> {
  const { data } = await http.post<PendingDeviceLink>(`${CUSTOM}/login/email-link/pending`, { token });
  return data;
}

export async function allowDeviceLink(http: HttpClient, token: string): Promise<void> {
  await http.post(`${CUSTOM}/login/email-link/allow`, { token });
}

/** The device that registers an account is trusted for it, so it sends its key too. */
export async function register(http: HttpClient, payload: RegistrationPayload): Promise<LoginResponse> {
  const { data } = await http.post<LoginResponse>(`${CUSTOM}/register`, payload, { headers: { 'x-device-id': deviceId() } });
  return data;
}

/** docs/requirements.md §5 MyKad check, asked by POST so the number is in no URL (docs/adr/0018). */
export async function checkMykad(http: HttpClient, mykad: string): Promise<boolean> {
  const { data } = await http.post<{ exists: boolean }>(`${CUSTOM}/check-mykad`, { mykad });
  return data.exists === true;
}

export async function updateProfile(http: HttpClient, userId: string, profile: ProfileUpdate): Promise<void> {
  await http.post(`${CUSTOM}/update-profile`, { user_id: userId, ...profile });
}

/** docs/requirements.md §7 "public countries list … sorted by name". */
/** The app's languages as collation locales (bm is Malay, `ms`). */
const COLLATION: Record<Language, string> = { en: 'en', ta: 'ta', bm: 'ms' };

/** The countries named in the reader's language (issue 27: English on the Tamil form), sorted in it. */
export async function fetchCountries(http: HttpClient, language: Language = 'en', signal?: AbortSignal): Promise<Country[]> {
  const { data } = await http.get<Country[]>(`${CUSTOM}/countries`, { params: { lang: language }, signal });
  return sortCountries(data, language);
}

export function sortCountries(countries: Country[], language: Language = 'en'): Country[] {
  const collator = new Intl.Collator(COLLATION[language]);
  return [...countries].sort((a, b) => collator.compare(a.name.common, b.name.common));
}
