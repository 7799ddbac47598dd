import type { SubscriptionState } from '@app/shared/node';
import type { Queryable } from '../../db/database';
import { serverSubscription } from '../subscription/serverSubscription';

/** The teacher's plan as the server sees it, for allowances (the one server plan rule). */
export async function teacherPlan(db: Queryable, userId: number, now = new Date()): Promise<SubscriptionState> {
  return (await serverSubscription(db, userId, now)).state;
}

/** Topics of one kind (`custom-` or `ai-generated-`) this teacher made since `since`. */
export async function topicsMadeSince(db: Queryable, userId: number, prefix: 'custom-' | 'ai-generated-', since: Date): Promise<number> {
  const { rows } = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM topics WHERE owner_id = $1 AND key LIKE $2 AND created_at >= $3`, [
    userId,
    `${prefix}%`,
    since.toISOString(),
  ]);
  return Number(rows[0]?.n ?? 0);
}
