import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import leaderboardRoutes from './leaderboardRoutes';
import classRoutes from './classRoutes';
import gameboardRoutes from './gameboardRoutes';
import { pruneLeaderboardBests } from './leaderboardQueries';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Boards (issue 6): leaderboard, schoolboard, scoreboard, classes + dashboard, live PIN games. */
const boardsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(leaderboardRoutes);
  await app.register(classRoutes);
  await app.register(gameboardRoutes);
  // Past day/week/month buckets are never read again; dropping them keeps the rollup the size of
  // the current periods. Off the score write path, so a save never waits on this.
  const prune = () => pruneLeaderboardBests(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'leaderboard prune failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(prune, PRUNE_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
export default boardsRoutes;
