import type { Queryable } from '../../db/database';
import { conflict } from '../../http/httpError';
import type { ProfileInput } from './profileRules';

export interface UserRow {
  id: string;
  /** the MyKad's last four digits, for display; the number itself is kept only as a keyed hash */
  mykad_last4: string | null;
  /** from the MyKad's date of birth: the age rules (picture password for Years 1–3) */
  birth_year: number | null;
  email: string;
  username: string | null;
  first_name: string;
  last_name: string;
  phone_number: string;
  country: string;
  state: string;
  school: string | null;
  role: 'student' | 'teacher';
  /** when the account asked to be a teacher and is not one yet */
  teacher_requested_at: Date | string | null;
}

const COLUMNS =
  'id::text AS id, mykad_last4, birth_year, email, username, first_name, last_name, phone_number, country, state, school, role, teacher_requested_at';

export const DUPLICATE_MYKAD_MESSAGE = 'This MyKad number is already registered. Please log in instead.';
export const DUPLICATE_EMAIL_MESSAGE = 'This email address is already registered to another account.';

/** The account of a MyKad, by its keyed hash(es): `MykadHasher.lookupHashes` (two while a key rotation is under way). */
export async function findUserByMykad(db: Queryable, mykadHashes: string[]): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE mykad_hash = ANY($1::text[])`, [mykadHashes])).rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  return (await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id])).rows[0];
}

export async function emailTaken(db: Queryable, email: string, exceptUserId?: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE lower(email) = lower($1)', [email]);
  return rows.some((r) => r.id !== exceptUserId);
}

/** The hash of the account's PIN, or null when it has none. */
export async function pinHashOf(db: Queryable, id: string): Promise<string | null> {
  return (await db.query<{ pin_hash: string | null }>('SELECT pin_hash FROM users WHERE id = $1', [id])).rows[0]?.pin_hash ?? null;
}

export async function setPinHash(db: Queryable, id: string, pinHash: string | null): Promise<void> {
  await db.query('UPDATE users SET pin_hash = $2 WHERE id = $1', [id, pinHash]);
}

/** The one way an account becomes a teacher (a licence code, an admin): never from a request body. */
export async function grantTeacherRole(db: Queryable, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`UPDATE users SET role = 'teacher', teacher_requested_at = NULL WHERE id = $1 RETURNING ${COLUMNS}`, [id])).rows[0];
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

function duplicateError(error: unknown) {
  const detail = `${(error as { constraint?: string; detail?: string; message?: string }).constraint ?? ''} ${(error as { detail?: string }).detail ?? ''} ${(error as Error).message ?? ''}`;
  return conflict(detail.includes('mykad') ? DUPLICATE_MYKAD_MESSAGE : DUPLICATE_EMAIL_MESSAGE, detail.includes('mykad') ? 'mykad_taken' : 'email_taken');
}

export interface NewUser {
  /** the MyKad's keyed hash, its last four digits, the key chain's length and the birth year */
  mykad: { hash: string; last4: string; keys: number; birthYear: number | null };
  email: string;
  username: string | null;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  country: string;
  state: string;
  school: string | null;
  teacherRequested: boolean;
  meta: { key: string; value: unknown }[];
}

export async function insertUser(db: Queryable, u: NewUser): Promise<UserRow> {
  try {
    const { rows } = await db.query<UserRow>(
      `INSERT INTO users (mykad_hash, mykad_last4, mykad_keys, birth_year, email, username, first_name, last_name, phone_number, country, state, school, role, teacher_requested_at, meta)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'student', CASE WHEN $13::boolean THEN now() END, $14::jsonb)
       RETURNING ${COLUMNS}`,
      [
        u.mykad.hash,
        u.mykad.last4,
        u.mykad.keys,
        u.mykad.birthYear,
        u.email,
        u.username,
        u.firstName,
        u.lastName,
        u.phoneNumber,
        u.country,
        u.state,
        u.school,
        u.teacherRequested,
        JSON.stringify(u.meta),
      ],
    );
    return rows[0]!;
  } catch (error) {
    // Two registrations racing past the pre-checks: the unique indexes decide, still as a 409.
    if (isUniqueViolation(error)) throw duplicateError(error);
    throw error;
  }
}

/** Writes the profile fields given (their api names are the users table's columns); undefined ones stay. */
export async function updateUserProfile(db: Queryable, id: string, changes: ProfileInput): Promise<UserRow | undefined> {
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

/** The account's token version: a token signed with an older one was revoked (sign out everywhere). */
export async function tokenVersionOf(db: Queryable, id: string): Promise<number> {
  const { rows } = await db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [id]);
  return Number(rows[0]?.token_version ?? 0);
}

export interface TeacherRequestRow {
  id: string;
  first_name: string;
  last_name: string;
  school: string | null;
  state: string;
  teacher_requested_at: Date | string;
}

/** Students who asked to be teachers and are not yet, oldest request first. */
export async function teacherRequests(db: Queryable): Promise<TeacherRequestRow[]> {
  const { rows } = await db.query<TeacherRequestRow>(
    `SELECT id, first_name, last_name, school, state, teacher_requested_at FROM users
     WHERE role = 'student' AND teacher_requested_at IS NOT NULL ORDER BY teacher_requested_at`,
  );
  return rows;
}
