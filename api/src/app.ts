import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import cors from '@fastify/cors';
import { timingSafeEqual } from 'node:crypto';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/database';
import type { ApiConfig } from './config/apiConfig';
import { errorResponses } from './http/errorSchema';
import { HttpError } from './http/httpError';
import { guardRequestText } from './http/inputGuard';
import { verifyToken } from './auth/tokens';
import { liveSession } from './auth/tokenRevocation';
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
import accountRoutes from './routes/auth/accountRoutes';
import gameAllowanceRoutes from './routes/quiz/gameAllowanceRoutes';
import newDeviceRoutes from './routes/auth/newDeviceRoutes';
import classSignInRoutes from './routes/auth/classSignInRoutes';
import { createOutbox, type Outbox } from './mail/mailOutbox';
import type { MailTransport } from './mail/mailTransport';
import { smtpTransport } from './mail/smtpTransport';
import { redactMykadsInUrl } from './http/logRedaction';
import homeworkRoutes from './routes/homework';
import scoreRemovalRoutes from './routes/quiz/scoreRemoval';
import accountDataRoutes from './routes/auth/accountData';
import { registerSecurityHeaders } from './http/securityHeaders';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: ApiConfig;
    /** mail the api sends (sign-in links): the outbox table, then SMTP when SMTP_URL is set */
    outbox: Outbox;
  }
}

export type App = FastifyInstance;
export type RouteModule = (app: ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance) => Promise<void>;

/** The api's route modules, one folder per resource (fastify/demo style). */
const ROUTE_MODULES = [
  configRoutes,
  gateRoutes,
  authRoutes,
  accountRoutes,
  countryRoutes,
  topicRoutes,
  quizRoutes,
  gameAllowanceRoutes,
  storeRoutes,
  familyCouponRoutes,
  paymentRoutes,
  licenseRoutes,
  subscriptionRoutes,
  boardsRoutes,
  contestRoutes,
  aiStatusRoutes,
  topicGenerationRoutes,
  mediaRoutes,
  newDeviceRoutes,
  classSignInRoutes,
  homeworkRoutes,
  scoreRemovalRoutes,
  accountDataRoutes,
];

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Where the api logs: LOG_LEVEL's level when it is set; otherwise errors only, to stderr, so a 500
 * is never silent.
 */
function loggerOptions(level: string | undefined) {
  // a MyKad in a query string (older clients' check-mykad) never reaches the log (docs/adr/0018)
  const serializers = {
    req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
      method: request.method,
      url: redactMykadsInUrl(request.url),
      hostname: request.hostname,
      remoteAddress: request.ip,
    }),
  };
  return level ? { level, serializers } : { level: 'error', stream: process.stderr, serializers };
}

/** Composes plugins and routes; `server.ts` only listens. Tests call this and use `inject`. */
export async function buildApp({
  db,
  config,
  logLevel = process.env.LOG_LEVEL,
  mailTransport,
  logStream,
}: {
  db: Database;
  config: ApiConfig;
  logLevel?: string;
  /** how mail leaves; default: SMTP when SMTP_URL is set, else the outbox only */
  mailTransport?: MailTransport | null;
  /** where the log goes (tests read it); default stdout, or stderr when LOG_LEVEL is unset */
  logStream?: NodeJS.WritableStream;
}): Promise<App> {
  const { timeouts } = config;
  const app = Fastify({
    logger: logStream ? { ...loggerOptions(logLevel), stream: logStream } : loggerOptions(logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // a slow or idle connection is closed instead of holding a socket a real user needs
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node checks header and request deadlines on a timer (30 s by default): check often enough
    // that a slow-header connection is closed close to its deadline
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: Math.min(2000, Math.max(50, Math.floor(timeouts.headersMs / 2))) },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  const transport = mailTransport !== undefined ? mailTransport : config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  app.decorate('outbox', createOutbox(db, { transport, from: config.mailFrom, dataDir: config.dataDir }));
  app.decorateRequest('user', null);
  app.decorateRequest('isAdmin', false);
  app.decorateRequest('sessionEnded', false);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const token = header.slice(7);
    if (safeEqual(token, config.adminToken)) {
      request.isAdmin = true;
      return;
    }
    const claims = verifyToken(token, config.tokenSecret);
    if (!claims) return;
    const live = await liveSession(db, claims);
    if (!live) {
      request.sessionEnded = true;
      return;
    }
    request.user = { ...claims, role: live.role };
  });
  // Every route answers failures as `{ code, message }` (the error handler below): say so in each
  // route's responses, so /docs describes them. A route's own entry for a status wins.
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide) return;
    const own = route.schema?.response as object | undefined;
    route.schema = { ...route.schema, response: { ...errorResponses, ...own } };
  });
  // One place for text hygiene: runs before every route's own schema.
  app.addHook('preValidation', async (request) => guardRequestText(request));
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500)
      request.log.error({ url: redactMykadsInUrl(request.url), method: request.method, statusCode: reply.statusCode }, 'answered with a server error');
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
    request.log.error({ err: error, url: redactMykadsInUrl(request.url), method: request.method }, 'unhandled error');
    return reply.status(500).send({ code: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
  });

  // CSP, nosniff, frame-ancestors, Referrer-Policy, HSTS over https (docs/adr/0019)
  await registerSecurityHeaders(app, config.corsOrigins);
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
