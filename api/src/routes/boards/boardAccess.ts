import type { Queryable } from '../../db/database';
import { forbidden, notFound } from '../../http/httpError';
import { hasProAccess, menuVisibility, type SubscriptionState } from '@app/shared/node';
import { serverSubscription } from '../subscription/serverSubscription';
import { recentSubscription } from '../subscription/subscriptionCache';

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

/**
 * Leaderboards need an active subscription of any kind (docs/requirements.md §6 "Leaderboards to anyone with
 * an active subscription"), read through the server's one plan rule. A state remembered in the
 * last minute is trusted only when it opens the boards (subscriptionCache.ts): a refusal is
 * always checked again, so a plan just bought works at once.
 */
export async function requireActiveSubscription(db: Queryable, userId: number, message: string): Promise<SubscriptionState> {
  const state = await recentSubscription(db, userId, (s) => menuVisibility(s).leaderboards);
  if (!menuVisibility(state).leaderboards) throw forbidden(message, 'subscription_required');
  return state;
}

/** Student analytics need Pro access (docs/requirements.md §6), by the same function the menu uses. */
export async function requireProAccess(db: Queryable, userId: number, message: string): Promise<SubscriptionState> {
  const { state } = await serverSubscription(db, userId);
  if (!hasProAccess(state)) throw forbidden(message, 'pro_required');
  return state;
}
