import { parseMykad } from '@app/shared/node';
import type { Queryable } from '../database';
import { mykadLast4 } from '../../auth/mykadHash';
import type { Seed } from './seedRegistry';

/**
 * Demo accounts printed by `npm start` (README). MyKad numbers are valid in form (real date,
 * valid place-of-birth code) but belong to nobody.
 */
export const DEMO_USERS = [
  {
    key: 'student',
    mykad: '120315101234',
    email: 'student@demo.my',
    first: 'Kavitha',
    last: 'Raman',
    role: 'student',
    state: 'Selangor',
    school: 'SJK(T) Ladang Bukit Rajah',
    plan: 'student_free',
  },
  {
    key: 'teacher_free',
    mykad: '850612145671',
    email: 'guru.free@demo.my',
    first: 'Siti',
    last: 'Aminah',
    role: 'teacher',
    state: 'Kuala Lumpur',
    school: 'SK Taman Tun Dr Ismail',
    plan: 'teacher_free',
  },
  {
    key: 'teacher_plus',
    mykad: '800101085523',
    email: 'teacher.plus@demo.my',
    first: 'Daniel',
    last: 'Lee',
    role: 'teacher',
    state: 'Perak',
    school: 'SJK(C) Chung Hwa',
    plan: 'teacher_plus',
  },
  {
    key: 'teacher_pro',
    mykad: '790923105337',
    email: 'asiriyar.pro@demo.my',
    first: 'Meena',
    last: 'Subramaniam',
    role: 'teacher',
    state: 'Selangor',
    school: 'SJK(T) Ladang Bukit Rajah',
    plan: 'teacher_pro',
  },
  {
    key: 'teacher_school',
    mykad: '880707075541',
    email: 'school.teacher@demo.my',
    first: 'Arul',
    last: 'Selvam',
    role: 'teacher',
    state: 'Pulau Pinang',
    school: 'SJK(T) Ramakrishna',
    plan: 'teacher_school',
  },
] as const;

function birthYearOf(digits: string): number | null {
  const parsed = parseMykad(digits);
  return parsed.ok ? Number(parsed.value.birthDate.slice(0, 4)) : null;
}

/** Whether a MyKad is one of the README's demo accounts: in demo mode they skip the new-device step (docs/adr/0018). */
export function isDemoMykad(digits: string): boolean {
  return DEMO_USERS.some((u) => u.mykad === digits);
}

/** A demo account's id, found by its email (the database keeps no MyKad to find it by). */
export async function demoUserId(db: Queryable, key: (typeof DEMO_USERS)[number]['key']): Promise<string | undefined> {
  const email = DEMO_USERS.find((u) => u.key === key)!.email;
  return (await db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [email])).rows[0]?.id;
}

export const seedDemoUsers: Seed = {
  name: 'demo-users',
  demo: true,
  async run(db, config) {
    for (const u of DEMO_USERS) {
      await db.query(
        `INSERT INTO users (mykad_hash, mykad_last4, mykad_keys, birth_year, email, username, first_name, last_name, phone_number, country, state, school, role, meta)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'MY', $10, $11, $12, $13::jsonb)
         ON CONFLICT (email) DO NOTHING`,
        [
          config.mykad.hash(u.mykad),
          mykadLast4(u.mykad),
          config.mykad.generation,
          birthYearOf(u.mykad),
          u.email,
          u.email.split('@')[0],
          u.first,
          u.last,
          '0123456789',
          u.state,
          u.school,
          u.role,
          JSON.stringify([{ key: 'demo_plan', value: u.plan }]),
        ],
      );
    }
  },
};
