import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pendingMigrations } from '../../db/migrate';
import { isDatabaseUnavailable } from '../../db/databaseFailures';
import { errorSchema } from '../../http/errorSchema';

/** How long readiness waits for the database before it says "not ready" (a load balancer's probe has its own timeout, often 2–5 s). */
const READY_TIMEOUT_MS = 2000;

const liveSchema = z.object({ status: z.literal('live') });
const readySchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  /** PGlite only: "full" while writes are refused for want of disk (the app and reads are still served) */
  storage: z.enum(['ok', 'full']),
});

/**
 * Probes for a load balancer or orchestrator (docs/operations.md): `/health/live` says the process
 * answers (restart it if not); `/health/ready` says it can serve: the database answers and every
 * migration of this build has run (send it traffic only then). Neither needs a sign-in, and
 * neither says more than that.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health/live', { schema: { response: { 200: liveSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'live' as const };
  });

  app.get('/health/ready', { schema: { response: { 200: readySchema, 503: errorSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error('timeout exceeded when trying to connect'), { code: 'ETIMEDOUT' })), READY_TIMEOUT_MS);
    });
    try {
      const pending = await Promise.race([pendingMigrations(app.db), timeout]);
      if (pending.length > 0) {
        reply.header('retry-after', '5');
        return reply.status(503).send({ code: 'migrations_pending', message: `${pending.length} database migration(s) have not run yet.` });
      }
      return { status: 'ready' as const, database: app.db.kind, storage: app.diskGuard?.full() ? ('full' as const) : ('ok' as const) };
    } catch (error) {
      // the app's error handler turns an unreachable database into 503 database_unavailable
      if (isDatabaseUnavailable(error)) throw error;
      // a missing schema_migrations table: nothing migrated yet
      if ((error as { code?: string }).code === '42P01') {
        reply.header('retry-after', '5');
        return reply.status(503).send({ code: 'migrations_pending', message: 'The database has not been migrated yet.' });
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  });
};
export default healthRoutes;
