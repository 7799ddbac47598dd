import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const runtimeConfigSchema = z.object({
  gateEnabled: z.boolean(),
  company: z.object({ name: z.string(), registrationNumber: z.string() }),
  paymentsMode: z.enum(['test', 'stripe']),
  stripePublishableKey: z.string().optional(),
  contestOverrideAllowed: z.boolean(),
  /** what the plans page promises is what the api enforces (DAILY_GAME_LIMIT) */
  dailyGameLimit: z.number(),
});

/** The browser's runtime config: public values only, never a secret (docs/architecture.md "api"). */
const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/wp-json/custom/v1/config', { schema: { response: { 200: runtimeConfigSchema } } }, async (_request, reply) => {
    const { config } = app;
    reply.header('cache-control', 'no-cache');
    return {
      gateEnabled: config.gate.enabled,
      company: config.company,
      paymentsMode: config.payments.stripeSecretKey ? ('stripe' as const) : ('test' as const),
      stripePublishableKey: config.payments.stripeSecretKey ? config.payments.stripePublishableKey : undefined,
      contestOverrideAllowed: config.contestOverrideAllowed,
      dailyGameLimit: config.dailyGameLimit,
    };
  });
};
export default configRoutes;
