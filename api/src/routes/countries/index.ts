import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryList, COUNTRY_LOCALES, type CountryLanguage } from './countryList';

const countrySchema = z.object({ cca2: z.string(), name: z.object({ common: z.string() }) });

const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  // lang: the reader's language (en, ta, bm); names and order follow it. Without it, English.
  const querystring = z.object({ lang: z.enum(Object.keys(COUNTRY_LOCALES) as [CountryLanguage, ...CountryLanguage[]]).optional() });
  app.get('/wp-json/custom/v1/countries', { schema: { querystring, response: { 200: z.array(countrySchema) } } }, async (request, reply) => {
    // The list is static for a release: let browsers and the service worker keep it a day.
    reply.header('cache-control', 'public, max-age=86400');
    return countryList(request.query.lang);
  });
};
export default countryRoutes;
