import type { HttpClient } from '@app/shared';

const CUSTOM = '/wp-json/custom/v1';

export type LoginOutcome = 'signed_in' | 'registered' | 'pin_wrong' | 'pin_missing' | 'refused' | 'signed_out';

export interface LoginEvent {
  at: string;
  ip: string;
  device: string;
  outcome: LoginOutcome;
}

export interface LoginRecord {
  /** newest first */
  events: LoginEvent[];
  /** how many days the record keeps */
  kept_days: number;
}

export interface PinStatus {
  pin_set: boolean;
  /** PINs are for teacher accounts */
  pin_available: boolean;
}

/** The signed-in user's own sign-in record (newest first) and how long it is kept. */
export async function fetchLoginHistory(http: HttpClient, signal?: AbortSignal): Promise<LoginRecord> {
  const { data } = await http.get<LoginRecord>(`${CUSTOM}/account/logins`, { signal });
  return data;
}

export async function fetchPinStatus(http: HttpClient, signal?: AbortSignal): Promise<PinStatus> {
  const { data } = await http.get<PinStatus>(`${CUSTOM}/account/pin`, { signal });
  return data;
}

export async function savePin(http: HttpClient, pin: string, currentPin?: string): Promise<PinStatus> {
  const { data } = await http.put<PinStatus>(`${CUSTOM}/account/pin`, currentPin ? { pin, current_pin: currentPin } : { pin });
  return data;
}

export async function removePin(http: HttpClient, currentPin: string): Promise<PinStatus> {
  const { data } = await http.delete<PinStatus>(`${CUSTOM}/account/pin`, { data: { current_pin: currentPin } });
  return data;
}

/** Ends every session of the account on the server (a lost phone, a shared computer). */
export async function signOutEverywhere(http: HttpClient): Promise<void> {
  await http.post(`${CUSTOM}/logout`, { everywhere: true });
}
