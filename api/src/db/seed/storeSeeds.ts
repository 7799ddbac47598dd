import type { Seed } from './seedRegistry';
import type { Queryable } from '../database';
import { CONTEST_815_TEXTS } from './contestTexts815';
import { mykadLast4 } from '../../auth/mykadHash';
import { DEMO_USERS } from './demoUsers';

type DemoUserKey = (typeof DEMO_USERS)[number]['key'];

type Meta = { key: string; value: unknown }[];

export interface ProductSeed {
  id: number;
  name: string;
  slug: string;
  type: string;
  description: string;
  regular_price: number;
  sale_price?: number;
  stock_status: 'instock' | 'outofstock';
  categories: { id: number; name: string; slug: string }[];
  meta_data: Meta;
}

const PLANS = { id: 15, name: 'Subscription plans', slug: 'subscription-plans' };
const CONTESTS = { id: 16, name: 'Contests', slug: 'contests' };

const plan = (planId: string, category: 'teacher' | 'student', extra: Meta = []): Meta => [
  { key: 'plan_id', value: planId },
  { key: 'plan_category', value: category },
  { key: 'billing_period', value: 'year' },
  ...extra,
];

/** docs/requirements.md §9 plans, and the Solvallar contest product 815 with its docs/requirements.md §3 contest meta (its window from the contest). */
export const SEED_PRODUCTS: ProductSeed[] = [
  {
    id: 770,
    name: 'Student Free',
    slug: 'student-free',
    type: 'subscription',
    description: 'Free plan for students.',
    regular_price: 0,
    stock_status: 'instock',
    categories: [PLANS],
    meta_data: plan('student_free', 'student'),
  },
  {
    id: 774,
    name: 'Teacher Free',
    slug: 'teacher-free',
    type: 'subscription',
    description: 'Free plan for teachers.',
    regular_price: 0,
    stock_status: 'instock',
    categories: [PLANS],
    meta_data: plan('teacher_free', 'teacher'),
  },
  {
    id: 775,
    name: 'Teacher Plus',
    slug: 'teacher-plus',
    type: 'subscription',
    description: 'Extended topic creation and AI generation.',
    regular_price: 120,
    stock_status: 'instock',
    categories: [PLANS],
    meta_data: plan('teacher_plus', 'teacher', [{ key: 'is_popular', value: 'yes' }]),
  },
  {
    id: 776,
    name: 'Teacher Pro',
    slug: 'teacher-pro',
    type: 'subscription',
    description: 'Unlimited creation and student analytics.',
    regular_price: 360,
    stock_status: 'outofstock',
    categories: [PLANS],
    meta_data: plan('teacher_pro', 'teacher'),
  },
  {
    id: 806,
    name: 'Teacher School License',
    slug: 'teacher-school',
    type: 'subscription',
    description: 'Provided free by a school license.',
    regular_price: 0,
    stock_status: 'instock',
    categories: [PLANS],
    meta_data: plan('teacher_school', 'teacher', [{ key: 'is_school_license', value: 'yes' }]),
  },
  {
    id: 815,
    name: 'Solvallar Word Contest 2025',
    slug: 'solvallar-2025',
    type: 'contest',
    description: 'A timed word contest for primary and secondary students.',
    regular_price: 10,
    stock_status: 'instock',
    categories: [CONTESTS],
    // contestDate, contestStartTime and contestEndTime are written from the contest record
    // (db/seed/contests/solvallar2025.json) when the contest is loaded: one window, one place
    meta_data: [
      {
        key: 'contestIntroduction',
        value:
          'Solvallar 2025 is a national timed word contest: five rounds of three levels each, played on the contest day between 10:00 and 22:00 (Malaysia time).',
      },
      {
        key: 'contestObjectives',
        value: 'Build vocabulary and spelling confidence, encourage reading in the mother tongue, and celebrate young word experts across Malaysia.',
      },
      { key: 'targetAudience', value: 'Students aged 7 to 17 in Malaysian primary and secondary schools.' },
      {
        key: 'contestRules',
        value:
          'Round 1 is free; rounds 2 to 5 need a paid entry. Each level can be played once (no replay in competition mode). Scores are final when the level ends.',
      },
      {
        key: 'contestTerms',
        value: 'One account per student. Entries are checked against the MyKad on the account. The organisers’ decision on results is final.',
      },
      {
        key: 'contestPrizes',
        value: 'Certificates for every finisher; medals and book vouchers for the top 10 in each category; a trophy for the top school.',
      },
      { key: 'contestOrganizers', value: 'Kalvi Digital Sdn. Bhd. with participating Tamil schools’ parent–teacher associations.' },
      ...CONTEST_815_TEXTS,
    ],
  },
];

export async function upsertProduct(db: Queryable, p: ProductSeed): Promise<void> {
  await db.query(
    `INSERT INTO products (id, name, slug, type, description, regular_price, sale_price, stock_status, categories, meta_data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb) ON CONFLICT (id) DO NOTHING`,
    [
      p.id,
      p.name,
      p.slug,
      p.type,
      p.description,
      p.regular_price,
      p.sale_price ?? null,
      p.stock_status,
      JSON.stringify(p.categories),
      JSON.stringify(p.meta_data),
    ],
  );
}

export const seedStoreProducts: Seed = {
  name: 'store-products',
  async run(db) {
    for (const p of SEED_PRODUCTS) await upsertProduct(db, p);
  },
};

/** Demo orders put each demo user on the plan named in demoUsers.ts, and a demo school license. */
export const seedStoreDemo: Seed = {
  name: 'store-demo-orders',
  demo: true,
  async run(db, config) {
    // a demo coupon (it was seeded with the products before production starts stopped seeding demo data)
    await db.query(`INSERT INTO coupons (code, amount, discount_type) VALUES ('guru20', 20, 'percent') ON CONFLICT (code) DO NOTHING`);
    const user = async (key: DemoUserKey) =>
      (
        await db.query<{ id: string; email: string; first_name: string; last_name: string }>(
          'SELECT id, email, first_name, last_name FROM users WHERE email = $1',
          [DEMO_USERS.find((u) => u.key === key)!.email],
        )
      ).rows[0];
    const orders: [DemoUserKey, number, number][] = [
      ['student', 770, 0],
      ['teacher_free', 774, 0],
      ['teacher_plus', 775, 120],
      ['teacher_pro', 776, 360],
    ];
    for (const [key, productId, price] of orders) {
      const u = await user(key);
      if (!u) continue;
      const product = SEED_PRODUCTS.find((p) => p.id === productId);
      const order = await db.query<{ id: string }>(
        `INSERT INTO orders (customer_id, status, billing, payment_method, payment_method_title, subtotal, total, date_created, date_paid, date_completed)
         VALUES ($1, 'completed', $2::jsonb, $3, $4, $5, $5, now() - interval '30 days', now() - interval '30 days', now() - interval '30 days') RETURNING id`,
        [
          u.id,
          JSON.stringify({ email: u.email, first_name: u.first_name, last_name: u.last_name }),
          price > 0 ? 'card' : 'free',
          price > 0 ? 'Card (demo)' : 'Free plan',
          price,
        ],
      );
      await db.query('INSERT INTO order_items (order_id, product_id, name, quantity, price, total) VALUES ($1, $2, $3, 1, $4, $4)', [
        order.rows[0]!.id,
        productId,
        product?.name ?? '',
        price,
      ]);
    }
    const license = await db.query<{ id: string }>(
      `INSERT INTO school_licenses (school_name, school_state, school_country, school_key, seats, status, expires_at)
       VALUES ('SJK(T) Ramakrishna', 'Pulau Pinang', 'MY', $1, 25, 'active', now() + interval '1 year')
       ON CONFLICT (school_key) DO NOTHING RETURNING id`,
      [schoolKey('SJK(T) Ramakrishna', 'Pulau Pinang', 'MY')],
    );
    const schoolTeacher = await user('teacher_school');
    if (license.rows[0] && schoolTeacher) {
      const mykad = DEMO_USERS.find((u) => u.key === 'teacher_school')!.mykad;
      await db.query(
        `INSERT INTO license_redemptions (license_id, user_id, user_email, mykad_hash, mykad_last4, mykad_keys, first_name, last_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [
          license.rows[0].id,
          schoolTeacher.id,
          schoolTeacher.email,
          config.mykad.hash(mykad),
          mykadLast4(mykad),
          config.mykad.generation,
          schoolTeacher.first_name,
          schoolTeacher.last_name,
        ],
      );
      await db.query('UPDATE school_licenses SET seats_used = 1 WHERE id = $1', [license.rows[0].id]);
    }
    // A family contest coupon for the demo student's family (phone and last name from demoUsers.ts).
    await db.query(
      `INSERT INTO family_coupons (code, contest_id, phone_number, last_name) VALUES ('FAMILY-RAMAN-2025', 815, '0123456789', 'Raman') ON CONFLICT DO NOTHING`,
    );
  },
};

/** One school, one key: case, spacing and punctuation differences do not make a second school. */
export function schoolKey(name: string, state: string, country = 'MY'): string {
  const norm = (s: string) =>
    s
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return `${norm(name)}|${norm(state)}|${norm(country || 'MY')}`;
}

/** Contest 815's Tamil and Malay texts for a database seeded before they existed: added, never overwriting a key already there. */
export const seedContest815Texts: Seed = {
  name: 'contest-815-texts',
  async run(db) {
    await db.query(
      `UPDATE products SET meta_data = meta_data || (
         SELECT coalesce(jsonb_agg(m), '[]'::jsonb) FROM jsonb_array_elements($1::jsonb) m
         WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements(products.meta_data) e WHERE e->>'key' = m->>'key'))
       WHERE id = 815`,
      [JSON.stringify(CONTEST_815_TEXTS)],
    );
  },
};
