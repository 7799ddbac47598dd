import { randomBytes, scryptSync } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { conflict } from '../../http/httpError';

export interface UserRow {
  id: string;
  mykad: string | null;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  country: string;
  state: string;
  school: string | null;
  role: 'student' | 'teacher';
}

const COLUMNS = 'id::text AS id, mykad, email, username, first_name, last_name, phone_number, country, state, school, role';

export const DUPLICATE_MYKAD_MESSAGE = 'This MyKad number is already registered. Please log in instead.';
export const DUPLICATE_EMAIL_MESSAGE = 'This email address is already registered to another account.';

export async function findUserByMykad(db: Queryable, mykad: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE mykad = $1`, [mykad])).rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  return (await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id])).rows[0];
}

export async function emailTaken(db: Queryable, email: string, exceptUserId?: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE lower(email) = lower($1)', [email]);
  return rows.some((r) => r.id !== exceptUserId);
}

/** `scrypt:salt:hash`; the password is never stored or logged as given. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16).toString('hex');
  return `scrypt:${salt}:${scryptSync(password, salt, 32).toString('hex')}`;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

function duplicateError(error: unknown) {
  const detail = `${(error as { constraint?: string; detail?: string; message?: string }).constraint ?? ''} ${(error as { detail?: string }).detail ?? ''} ${(error as Error).message ?? ''}`;
  return conflict(detail.includes('mykad') ? DUPLICATE_MYKAD_MESSAGE : DUPLICATE_EMAIL_MESSAGE, detail.includes('mykad') ? 'mykad_taken' : 'email_taken');
}

export interface NewUser {
  mykad: string;
  email: string;
  username: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  country: string;
  state: string;
  school: string | null;
  role: 'student' | 'teacher';
  meta: { key: string; value: unknown }[];
}

export async function insertUser(db: Queryable, u: NewUser): Promise<UserRow> {
  try {
    const { rows } = await db.query<UserRow>(
      `INSERT INTO users (mykad, email, username, password_hash, first_name, last_name, phone_number, country, state, school, role, meta)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb)
       RETURNING ${COLUMNS}`,
      [u.mykad, u.email, u.username, u.passwordHash, u.firstName, u.lastName, u.phoneNumber, u.country, u.state, u.school, u.role, JSON.stringify(u.meta)],
    );
    return rows[0]!;
  } catch (error) {
    // Two registrations racing past the pre-checks: the unique indexes decide, still as a 409.
    if (isUniqueViolation(error)) throw duplicateError(error);
    throw error;
  }
}

export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone_number?: string;
  country?: string;
  state?: string;
  school?: string | null;
}

export async function updateUserProfile(db: Queryable, id: string, changes: ProfileChanges): Promise<UserRow | undefined> {
  const sets: string[] = [];
  const params: unknown[] = [];
  for (const [column, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
  if (sets.length === 0) return findUserById(db, id);
  params.push(id);
  try {
    const { rows } = await db.query<UserRow>(`UPDATE users SET ${sets.join(', ')} WHERE id = $${params.length} RETURNING ${COLUMNS}`, params);
    return rows[0];
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateError(error);
    throw error;
  }
}
