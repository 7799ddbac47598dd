import type { Queryable } from '../../db/database';
import { forbidden, notFound } from '../../http/httpError';
import { PLAN_PRODUCT_IDS } from '@app/shared/src/store/planCatalogue';

export interface BoardUser {
  id: number;
  firstName: string;
  lastName: string;
  role: 'student' | 'teacher';
  school: string | null;
  state: string;
}

export async function loadBoardUser(db: Queryable, userId: string | number): Promise<BoardUser> {
  const { rows } = await db.query<{ id: string; first_name: string; last_name: string; role: 'student' | 'teacher'; school: string | null; state: string }>(
    'SELECT id, first_name, last_name, role, school, state FROM users WHERE id = $1',
    [userId],
  );
  const u = rows[0];
  if (!u) throw notFound('That account no longer exists.', 'user_not_found');
  return { id: Number(u.id), firstName: u.first_name, lastName: u.last_name, role: u.role, school: u.school, state: u.state };
}

/** Teacher-only endpoints re-check the stored role, never the token's claim alone. */
export async function requireTeacher(db: Queryable, userId: string | number, message = 'Only teachers can do this.'): Promise<BoardUser> {
  const user = await loadBoardUser(db, userId);
  if (user.role !== 'teacher') throw forbidden(message, 'teacher_only');
  return user;
}

export interface ServerPlan {
  active: boolean;
  planId: string | null;
}

const PLAN_BY_PRODUCT = new Map<number, string>(Object.entries(PLAN_PRODUCT_IDS).map(([plan, id]) => [id, plan]));
const PLAN_PRODUCTS = [...PLAN_BY_PRODUCT.keys()];
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The server's own view of a user's plan (SPEC.md §4): an active school license redemption
 * wins; else the latest order holding a plan product decides (free: completed = active; paid:
 * completed and less than a year old). The browser's subscription$ is only a UX hint.
 */
export async function serverPlan(db: Queryable, userId: number, now = new Date()): Promise<ServerPlan> {
  const license = await db.query(
    `SELECT 1 FROM license_redemptions r JOIN school_licenses l ON l.id = r.license_id
     WHERE r.user_id = $1 AND l.status = 'active' AND l.expires_at > $2 LIMIT 1`,
    [userId, now.toISOString()],
  );
  if (license.rows.length > 0) return { active: true, planId: 'teacher_school' };
  const { rows } = await db.query<{ status: string; date_created: Date | string; product_id: number; price: string }>(
    `SELECT o.status, o.date_created, i.product_id, i.price FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.customer_id = $1 AND i.product_id = ANY($2::int[])
     ORDER BY o.date_created DESC, o.id DESC LIMIT 1`,
    [userId, PLAN_PRODUCTS],
  );
  const order = rows[0];
  if (!order) return { active: false, planId: null };
  const planId = PLAN_BY_PRODUCT.get(Number(order.product_id)) ?? null;
  const paid = Number(order.price) > 0;
  const fresh = now.getTime() - new Date(order.date_created).getTime() < YEAR_MS;
  return { active: order.status === 'completed' && (!paid || fresh), planId };
}

export async function requireActiveSubscription(db: Queryable, userId: number, message: string): Promise<ServerPlan> {
  const plan = await serverPlan(db, userId);
  if (!plan.active) throw forbidden(message, 'subscription_required');
  return plan;
}

/** SPEC.md §6 "Pro access: active and plan id contains pro, or teacher_school." */
export function isProPlan(plan: ServerPlan): boolean {
  return plan.active && !!plan.planId && (plan.planId.includes('pro') || plan.planId === 'teacher_school');
}
