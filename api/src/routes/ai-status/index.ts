import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const aiStatusSchema = z.object({
  mode: z.enum(['provider', 'offline']),
  available: z.boolean(),
  model: z.string().optional(),
});

/**
 * Settings › Models (docs/requirements.md §2): tells the browser which generator makes topics. The provider's
 * address and key stay on the server (docs/architecture.md "api"); only the model's name is public.
 */
const aiStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/wp-json/custom/v1/ai/status', { schema: { response: { 200: aiStatusSchema } } }, async (_request, reply) => {
    const { ai } = app.config;
    reply.header('cache-control', 'no-cache');
    // docs/architecture.md "api": without AI_BASE_URL the offline lexicon generator still makes topics.
    if (!ai.baseUrl) return { mode: 'offline' as const, available: true };
    return { mode: 'provider' as const, available: true, ...(ai.model ? { model: ai.model } : {}) };
  });
};
export default aiStatusRoutes;
