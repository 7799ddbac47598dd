import { randomBytes } from 'node:crypto';
import { PRIVACY_NOTICE_VERSION } from '@app/shared/node';
import type { TestContext } from './buildTestApp';

/** A parent's consent as the registration form sends it. */
export const PARENT_CONSENT = {
  name: 'Lakshmi Raman',
  contact: '012-345 6789',
  relationship: 'parent',
  notice_version: PRIVACY_NOTICE_VERSION,
  agreed: true,
} as const;

/** The id of the account of a MyKad, found as the api finds it: by the number's keyed hash. */
export async function userIdByMykad(ctx: Pick<TestContext, 'db' | 'config'>, mykad: string): Promise<string | undefined> {
  const { rows } = await ctx.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE mykad_hash = ANY($1::text[])', [
    ctx.config.mykad.lookupHashes(mykad.replace(/\D/g, '')),
  ]);
  return rows[0]?.id;
}

let serial = 0;
/**
 * A valid MyKad nobody has: born in `year` (a Year 2 pupil this year is `thisYear - 8`), place of
 * birth 14 (Kuala Lumpur), a serial unique in this process.
 */
export function freshMykad(year: number): string {
  serial += 1;
  const day = String(1 + (serial % 28)).padStart(2, '0');
  const month = String(1 + (Math.floor(serial / 28) % 12)).padStart(2, '0');
  return `${String(year % 100).padStart(2, '0')}${month}${day}14${String((process.pid * 7 + serial) % 10000).padStart(4, '0')}`;
}

/** A random key as the app keeps one per browser (x-device-id). */
export function freshDeviceKey(): string {
  return randomBytes(24).toString('base64url');
}

export interface Registered {
  userId: string;
  email: string;
  mykad: string;
  token: string;
  deviceKey: string;
}

/** Registers an account through the api from `ip`, on the device `deviceKey` (which is then trusted for it). */
export async function registerAccount(
  ctx: Pick<TestContext, 'app'>,
  o: { mykad: string; ip: string; deviceKey?: string; firstName?: string; email?: string },
): Promise<Registered> {
  const deviceKey = o.deviceKey ?? freshDeviceKey();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/wp-json/custom/v1/register',
    remoteAddress: o.ip,
    headers: { 'x-device-id': deviceKey },
    payload: {
      email: o.email ?? `murid.${randomBytes(5).toString('hex')}@sekolah.my`,
      first_name: o.firstName ?? 'Murid',
      last_name: o.mykad.slice(-4),
      phone_number: '0123456789',
      country: 'MY',
      state: 'Selangor',
      school: 'SJK(T) Test',
      meta_data: [{ key: 'mykad', value: o.mykad }],
      // a pupil under 18 registers with a parent's consent (issue 21.3); an adult's is ignored
      parent_consent: PARENT_CONSENT,
    },
  });
  if (res.statusCode !== 200) throw new Error(`register ${o.mykad}: ${res.statusCode} ${res.body}`);
  return { userId: String(res.json().data.user_id), email: res.json().user_email, mykad: o.mykad, token: res.json().token, deviceKey };
}
