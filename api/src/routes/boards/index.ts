import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import leaderboardRoutes from './leaderboardRoutes';
import classRoutes from './classRoutes';
import gameboardRoutes from './gameboardRoutes';

/** Boards (issue 6): leaderboard, schoolboard, scoreboard, classes + dashboard, live PIN games. */
const boardsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(leaderboardRoutes);
  await app.register(classRoutes);
  await app.register(gameboardRoutes);
};
export default boardsRoutes;
