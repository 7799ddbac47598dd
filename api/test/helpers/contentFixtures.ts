import type { Queryable } from '../../src/db/database';

/** Inserts a user row and returns its id (tests that need users without the demo seeds). */
export async function insertUser(db: Queryable, name: string, role: 'student' | 'teacher' = 'student'): Promise<string> {
  const row = (
    await db.query<{ id: string | number }>(`INSERT INTO users (email, username, first_name, last_name, role) VALUES ($1, $2, $3, 'Test', $4) RETURNING id`, [
      `${name}@example.test`,
      name,
      name,
      role,
    ])
  ).rows[0]!;
  return String(row.id);
}

/** Puts a user on a plan with a completed order for its product (teacher_pro 776, teacher_free 774, …). Needs seedStoreProducts. */
export async function givePlan(db: Queryable, userId: string, productId: number): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO orders (customer_id, status, total, date_paid, date_completed) VALUES ($1, 'completed', 0, now(), now()) RETURNING id::text AS id`,
    [userId],
  );
  await db.query(`INSERT INTO order_items (order_id, product_id, name, quantity, price, total) SELECT $1, id, name, 1, 0, 0 FROM products WHERE id = $2`, [
    rows[0]!.id,
    productId,
  ]);
}
