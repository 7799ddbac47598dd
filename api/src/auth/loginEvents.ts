import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { summariseUserAgent } from './userAgentSummary';

export type LoginOutcome =
  | 'signed_in'
  | 'registered'
  | 'pin_wrong'
  | 'pin_missing'
  | 'refused'
  | 'signed_out'
  /** a new device was asked for one more step (docs/adr/0018) */
  | 'step_required'
  /** a wrong card code or picture pair */
  | 'step_wrong'
  /** a new device passed its step and is trusted now */
  | 'device_added';

/** Where a request came from, as the login record keeps it. */
export interface RequestOrigin {
  ip: string;
  device: string;
  /** hash of the app's per-browser id, when it sent one */
  deviceHash: string | null;
}

/** The app's random per-browser id (x-device-id), accepted only in the shape the app makes. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function requestOrigin(request: { ip: string; headers: Record<string, string | string[] | undefined> }, userId?: string): RequestOrigin {
  const ua = request.headers['user-agent'];
  const deviceId = request.headers['x-device-id'];
  const id = typeof deviceId === 'string' && DEVICE_ID.test(deviceId) ? deviceId : null;
  return {
    ip: request.ip,
    device: summariseUserAgent(typeof ua === 'string' ? ua : undefined),
    deviceHash: id && userId ? deviceHash(userId, id) : null,
  };
}

/** Tied to the account, so one browser's id says nothing about another account's devices. */
export function deviceHash(userId: string, deviceId: string): string {
  return createHash('sha256').update(`${userId}:${deviceId}`).digest('hex');
}

export async function recordLoginEvent(db: Queryable, userId: string, origin: RequestOrigin, outcome: LoginOutcome): Promise<void> {
  await db.query('INSERT INTO login_events (user_id, ip, device, device_hash, outcome) VALUES ($1, $2, $3, $4, $5)', [
    userId,
    origin.ip,
    origin.device,
    origin.deviceHash,
    outcome,
  ]);
}

export interface LoginEventRow {
  at: string;
  ip: string;
  device: string;
  outcome: LoginOutcome;
}

export async function listLoginEvents(db: Queryable, userId: string, limit = 20): Promise<LoginEventRow[]> {
  const { rows } = await db.query<{ at: Date | string; ip: string; device: string; outcome: LoginOutcome }>(
    'SELECT at, ip, device, outcome FROM login_events WHERE user_id = $1 ORDER BY at DESC, id DESC LIMIT $2',
    [userId, limit],
  );
  return rows.map((r) => ({ at: new Date(r.at).toISOString(), ip: r.ip, device: r.device, outcome: r.outcome }));
}
