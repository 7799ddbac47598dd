import type { Database } from '../../src/db/database';

let counter = 0;
/** A user with just the fields boards read; unique email per call. */
export async function insertUser(
  db: Database,
  u: { first: string; last: string; role?: 'student' | 'teacher'; school?: string | null; state?: string },
): Promise<number> {
  counter++;
  const email = `${u.first.toLowerCase()}.${counter}.${Date.now()}@boards.test`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (email, username, first_name, last_name, role, school, state) VALUES ($1, $1, $2, $3, $4, $5, $6) RETURNING id`,
    [email, u.first, u.last, u.role ?? 'student', u.school === undefined ? 'SK Test' : u.school, u.state ?? 'Selangor'],
  );
  return Number(rows[0]!.id);
}

/** A completed plan order (docs/requirements.md §4: completed = active, paid ones for a year). */
export async function givePlan(db: Database, userId: number, productId: number, price = 0, daysAgo = 1): Promise<void> {
  const order = await db.query<{ id: string }>(
    `INSERT INTO orders (customer_id, status, date_created) VALUES ($1, 'completed', now() - ($2 || ' days')::interval) RETURNING id`,
    [userId, String(daysAgo)],
  );
  await db.query('INSERT INTO order_items (order_id, product_id, name, quantity, price, total) VALUES ($1, $2, $3, 1, $4, $4)', [
    order.rows[0]!.id,
    productId,
    'plan',
    price,
  ]);
}

export async function insertScore(
  db: Database,
  s: { userId: number; score: number; at: string; category?: string; topic?: string; language?: string | null },
): Promise<void> {
  counter++;
  await db.query(
    `INSERT INTO quiz_scores (client_id, user_id, quiz_category, topic_key, language, score, level, time_submitted) VALUES ($1, $2, $3, $4, $5, $6, 1, $7)`,
    [
      `c-${counter}-${Math.random()}`,
      s.userId,
      s.category ?? 'Search',
      s.topic ?? 'pre-generated-animals',
      s.language === undefined ? 'ta' : s.language,
      s.score,
      s.at,
    ],
  );
}
