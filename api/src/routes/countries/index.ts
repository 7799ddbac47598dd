import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryList } from './countryList';

const countrySchema = z.object({ cca2: z.string(), name: z.object({ common: z.string() }) });

const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/wp-json/custom/v1/countries', { schema: { response: { 200: z.array(countrySchema) } } }, async (_request, reply) => {
    // The list is static for a release: let browsers and the service worker keep it a day.
    reply.header('cache-control', 'public, max-age=86400');
    return countryList();
  });
};
export default countryRoutes;
