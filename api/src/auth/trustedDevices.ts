import type { Queryable } from '../db/database';
import { deviceHash } from './loginEvents';

/**
 * The app's long-lived key for this browser (`x-device-id`, random, made by the app once). A key
 * shorter than 128 bits of randomness could be guessed, so it never makes a device trusted.
 */
const DEVICE_KEY = /^[A-Za-z0-9_-]{32,128}$/;

export function deviceKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const key = headers['x-device-id'];
  return typeof key === 'string' && DEVICE_KEY.test(key) ? key : null;
}

export type TrustMethod = 'registered' | 'card' | 'pictures' | 'pin' | 'parent_email';

/** A trusted device unused this long is forgotten: the next sign-in there needs a step again. */
export const TRUSTED_DEVICE_UNUSED_DAYS = 180;

/** Whether this browser passed a new-device step for the account; notes that it was used now. */
export async function isTrustedDevice(db: Queryable, userId: string, deviceKey: string | null): Promise<boolean> {
  if (!deviceKey) return false;
  const { rows } = await db.query(
    `UPDATE trusted_devices SET last_used_at = now() WHERE user_id = $1 AND device_hash = $2
       AND last_used_at > now() - make_interval(days => $3) RETURNING id`,
    [userId, deviceHash(userId, deviceKey), TRUSTED_DEVICE_UNUSED_DAYS],
  );
  return rows.length > 0;
}

export async function trustDevice(db: Queryable, userId: string, deviceKey: string | null, device: string, method: TrustMethod): Promise<boolean> {
  if (!deviceKey) return false;
  await db.query(
    `INSERT INTO trusted_devices (user_id, device_hash, device, method) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, device_hash) DO UPDATE SET last_used_at = now(), method = EXCLUDED.method, device = EXCLUDED.device`,
    [userId, deviceHash(userId, deviceKey), device, method],
  );
  return true;
}

/** "Sign out on all devices" also forgets them: a lost phone needs a new step to sign in again. */
export async function forgetTrustedDevices(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM trusted_devices WHERE user_id = $1', [userId]);
}

export async function pruneTrustedDevices(db: Queryable): Promise<void> {
  await db.query('DELETE FROM trusted_devices WHERE last_used_at < now() - make_interval(days => $1)', [TRUSTED_DEVICE_UNUSED_DAYS]);
}
