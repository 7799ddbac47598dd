import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../auth/requestUser';
import type { Database, Queryable } from '../../db/database';
import { conflict, notFound } from '../../http/httpError';

const BASE = '/wp-json/custom/v1/admin';

const removalSchema = z.object({
  id: z.number(),
  score_id: z.number(),
  user_id: z.number(),
  score: z.number(),
  quiz_category: z.string(),
  topic_key: z.string(),
  /** where the score was before: on the boards (null), or already kept off them */
  previous_off_board: z.string().nullable(),
  reason: z.string(),
  removed_by: z.string(),
  removed_at: z.string(),
});
type Removal = z.infer<typeof removalSchema>;

type RemovalRow = Omit<Removal, 'id' | 'score_id' | 'user_id' | 'score' | 'removed_at'> & {
  id: string;
  score_id: string;
  user_id: string;
  score: string;
  removed_at: Date | string;
};
const toRemoval = (r: RemovalRow): Removal => ({
  ...r,
  id: Number(r.id),
  score_id: Number(r.score_id),
  user_id: Number(r.user_id),
  score: Number(r.score),
  removed_at: new Date(r.removed_at).toISOString(),
});

/**
 * Rebuilds a player's rows of the boards' rollup (041) from their scores still on the boards:
 * what a removed score added (a best, a total) goes with it.
 */
export async function rebuildPlayerBests(db: Queryable, userId: string | number): Promise<void> {
  await db.query('DELETE FROM leaderboard_bests WHERE user_id = $1', [userId]);
  await db.query('SELECT leaderboard_bests_merge(array_agg(s)) FROM quiz_scores s WHERE s.user_id = $1 AND s.off_board IS NULL HAVING count(*) > 0', [userId]);
}

/**
 * Takes a forged score off every board (issue 21.4): the score stays in the player's history
 * marked `removed`, the rollup is rebuilt for its player, and the removal is recorded with who
 * removed it and why, in one transaction. Once only.
 */
export async function removeScore(db: Database, scoreId: number, o: { reason: string; removedBy: string }): Promise<Removal> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: string; off_board: string | null }>('SELECT user_id, off_board FROM quiz_scores WHERE id = $1 FOR UPDATE', [
      scoreId,
    ]);
    const score = rows[0];
    if (!score) throw notFound(`No score has the id ${scoreId}.`, 'score_not_found');
    if (score.off_board === 'removed') throw conflict('That score has already been removed.', 'score_already_removed');
    await tx.query("UPDATE quiz_scores SET off_board = 'removed' WHERE id = $1", [scoreId]);
    const removal = await tx.query<RemovalRow>(
      `INSERT INTO score_removals (score_id, user_id, score, quiz_category, topic_key, previous_off_board, reason, removed_by)
       SELECT id, user_id, score, quiz_category, topic_key, $2, $3, $4 FROM quiz_scores WHERE id = $1
       RETURNING id, score_id, user_id, score, quiz_category, topic_key, previous_off_board, reason, removed_by, removed_at`,
      [scoreId, score.off_board, o.reason, o.removedBy],
    );
    await rebuildPlayerBests(tx, score.user_id);
    return toRemoval(removal.rows[0]!);
  });
}

/** Admin only: remove a forged score from the boards, and read the audit of removals. */
const scoreRemovalRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.post(
    `${BASE}/scores/:id/remove`,
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({
          /** why: what shows it is forged (kept in the audit) */
          reason: z.string().trim().min(3).max(500),
          /** who is removing it (the admin token is shared: the audit names the person) */
          removed_by: z.string().trim().min(2).max(100),
        }),
        response: { 200: removalSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return removeScore(app.db, request.params.id, { reason: request.body.reason, removedBy: request.body.removed_by });
    },
  );

  app.get(
    `${BASE}/score-removals`,
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        querystring: z.object({ user_id: z.coerce.number().int().positive().optional() }),
        response: { 200: z.object({ removals: z.array(removalSchema) }) },
      },
    },
    async (request) => {
      requireAdmin(request);
      const { user_id } = request.query;
      const { rows } = await app.db.query<RemovalRow>(
        `SELECT id, score_id, user_id, score, quiz_category, topic_key, previous_off_board, reason, removed_by, removed_at
         FROM score_removals ${user_id ? 'WHERE user_id = $1' : ''} ORDER BY removed_at DESC, id DESC LIMIT 500`,
        user_id ? [user_id] : [],
      );
      return { removals: rows.map(toRemoval) };
    },
  );
};

export default scoreRemovalRoutes;
