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

export const seedDemoUsers: Seed = {
  name: 'demo-users',
  async run(db) {
    for (const u of DEMO_USERS) {
      await db.query(
        `INSERT INTO users (mykad, email, username, first_name, last_name, phone_number, country, state, school, role, meta)
         VALUES ($1, $2, $3, $4, $5, $6, 'MY', $7, $8, $9, $10::jsonb)
         ON CONFLICT (mykad) DO NOTHING`,
        [
          u.mykad,
          u.email,
          u.email.split('@')[0],
          u.first,
          u.last,
          '0123456789',
          u.state,
          u.school,
          u.role,
          JSON.stringify([
            { key: 'mykad', value: u.mykad },
            { key: 'demo_plan', value: u.plan },
          ]),
        ],
      );
    }
  },
};
