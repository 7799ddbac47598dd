import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hitRateLimit } from '../../http/rateLimit';

/** Checks a password against the salted hashes (`salt:sha256(salt+password)`), in constant time. */
export function matchesGatePassword(password: string, hashes: string[]): boolean {
  let found = false;
  for (const entry of hashes) {
    const [salt, hex] = entry.split(':');
    if (!salt || !hex) continue;
    const actual = createHash('sha256')
      .update(salt + password)
      .digest();
    const expected = Buffer.from(hex, 'hex');
    if (expected.length === actual.length && timingSafeEqual(actual, expected)) found = true;
  }
  return found;
}

/** docs/requirements.md §5: the developer password must match one of five fixed passwords, checked here, not in the browser. */
const gateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/wp-json/custom/v1/gate/verify',
    {
      schema: {
        body: z.object({ password: z.string().max(200) }),
        response: { 200: z.object({ valid: z.boolean() }) },
      },
    },
    async (request) => {
      await hitRateLimit(app.db, `gate:${request.ip}`, 20, 60, 'Too many password attempts. Please wait a minute and try again.');
      return { valid: matchesGatePassword(request.body.password, app.config.gate.passwordHashes) };
    },
  );
};
export default gateRoutes;
