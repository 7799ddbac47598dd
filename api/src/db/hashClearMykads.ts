import { parseMykad } from '@app/shared/node';
import { mykadLast4 } from '../auth/mykadHash';
import type { MigrationContext } from './dataMigrations';
import type { Queryable } from './database';

/**
 * 061: every MyKad stored in clear (accounts and their meta pairs, licence seats, certificates
 * loaded before a pupil signed up) becomes its keyed hash and last four digits; 062 then drops the
 * clear columns. Needs the api's MyKad key when there is anything to convert.
 */
export async function hashClearMykads(tx: Queryable, { mykad }: MigrationContext): Promise<void> {
  const users = await tx.query<{ id: string; mykad: string }>('SELECT id::text AS id, mykad FROM users WHERE mykad IS NOT NULL');
  const seats = await tx.query<{ id: string; mykad_number: string }>(
    'SELECT id::text AS id, mykad_number FROM license_redemptions WHERE mykad_number IS NOT NULL',
  );
  const certificates = await tx.query<{ code: string; mykad: string }>('SELECT code, mykad FROM contest_certificates WHERE mykad IS NOT NULL');
  const total = users.rows.length + seats.rows.length + certificates.rows.length;
  if (total > 0 && !mykad) throw new Error('Migration 061 converts stored MyKad numbers and needs the MyKad key: run it through the api (server.ts).');
  if (!mykad) return;
  const digitsOf = (value: string) => value.replace(/\D/g, '');
  for (const u of users.rows) {
    const digits = digitsOf(u.mykad);
    const parsed = parseMykad(digits);
    const birthYear = parsed.ok ? Number(parsed.value.birthDate.slice(0, 4)) : null;
    await tx.query('UPDATE users SET mykad_hash = $2, mykad_last4 = $3, mykad_keys = $4, birth_year = $5 WHERE id = $1', [
      u.id,
      mykad.hash(digits),
      mykadLast4(digits),
      mykad.generation,
      birthYear,
    ]);
  }
  for (const s of seats.rows) {
    const digits = digitsOf(s.mykad_number);
    await tx.query('UPDATE license_redemptions SET mykad_hash = $2, mykad_last4 = $3, mykad_keys = $4 WHERE id = $1', [
      s.id,
      mykad.hash(digits),
      mykadLast4(digits),
      mykad.generation,
    ]);
  }
  for (const c of certificates.rows) {
    await tx.query('UPDATE contest_certificates SET mykad_hash = $2, mykad_keys = $3 WHERE code = $1', [
      c.code,
      mykad.hash(digitsOf(c.mykad)),
      mykad.generation,
    ]);
  }
  // the registration's meta pairs carried the number too
  await tx.query(
    `UPDATE users SET meta = COALESCE((SELECT jsonb_agg(pair) FROM jsonb_array_elements(meta) AS pair WHERE pair->>'key' <> 'mykad'), '[]'::jsonb)
     WHERE meta @> '[{"key": "mykad"}]'::jsonb`,
  );
}
