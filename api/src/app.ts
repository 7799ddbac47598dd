import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import cors from '@fastify/cors';
import { timingSafeEqual } from 'node:crypto';
import { hasZodFastifySchemaValidationErrors, jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/database';
import type { ApiConfig } from './config/apiConfig';
import { HttpError } from './http/httpError';
import { verifyToken } from './auth/tokens';
import './auth/requestUser';
import topicRoutes from './routes/topics';
import quizRoutes from './routes/quiz';
import mediaRoutes from './routes/media';
import configRoutes from './routes/config';
import gateRoutes from './routes/gate';
import storeRoutes from './routes/store';
import familyCouponRoutes from './routes/store/familyCoupons';
import paymentRoutes from './routes/payments';
import licenseRoutes from './routes/licenses';
import subscriptionRoutes from './routes/subscription';
import authRoutes from './routes/auth';
import countryRoutes from './routes/countries';
import boardsRoutes from './routes/boards';
import contestRoutes from './routes/contests';
import aiStatusRoutes from './routes/ai-status';
import topicGenerationRoutes from './routes/topicGeneration';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: ApiConfig;
  }
}

export type App = FastifyInstance;
export type RouteModule = (app: ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance) => Promise<void>;

/** The api's route modules, one folder per resource (fastify/demo style). */
const ROUTE_MODULES = [configRoutes, gateRoutes, authRoutes, countryRoutes, topicRoutes, quizRoutes, storeRoutes, familyCouponRoutes, paymentRoutes, licenseRoutes, subscriptionRoutes, boardsRoutes, contestRoutes, aiStatusRoutes, topicGenerationRoutes, mediaRoutes];

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Composes plugins and routes; `server.ts` only listens. Tests call this and use `inject`. */
export async function buildApp({ db, config, logger = false }: { db: Database; config: ApiConfig; logger?: boolean }): Promise<App> {
  const app = Fastify({ logger, trustProxy: config.trustProxy, bodyLimit: 2 * 1024 * 1024 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorateRequest('user', null);
  app.decorateRequest('isAdmin', false);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const token = header.slice(7);
    if (safeEqual(token, config.adminToken)) {
      request.isAdmin = true;
      return;
    }
    request.user = verifyToken(token, config.tokenSecret);
  });

  app.setErrorHandler((error: Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 429 && error.extra?.retryAfterSeconds) reply.header('retry-after', String(error.extra.retryAfterSeconds));
      return reply.status(error.statusCode).send({ code: error.code, message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
      const message = `${error.validationContext ?? 'request'}${field ? `.${field}` : ''}: ${first?.message ?? 'is invalid'}`;
      return reply.status(400).send({ code: 'invalid_request', message });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ code: (error as { code?: string }).code ?? 'bad_request', message: error.message });
    }
    request.log.error(error);
    return reply.status(500).send({ code: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
  });

  await app.register(cors, {
    // Remotes may be served from another origin (a CDN); the api itself is same-origin.
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: false,
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Word games api', version: '1.0.0' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  for (const routes of ROUTE_MODULES) await app.register(routes as never);
  return app;
}
