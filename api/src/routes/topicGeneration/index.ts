import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageSchema, topicSchema } from '@app/shared/node';
import { requireUser } from '../../auth/requestUser';
import { forbidden } from '../../http/httpError';
import { topicAllowanceOf } from '../topics/topicAllowances';
import { generateTeacherTopic } from './generateTeacherTopic';

const BASE = '/wp-json/custom/v1';

const generateBody = z.object({
  language: languageSchema,
  year: z.number().int().min(1).max(6),
  theme: z.string().trim().min(1).max(40),
  count: z.number().int().min(4).max(30).default(12),
  keywords: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  title: z.string().trim().max(120).optional(),
  /** the client sends a fresh one per click; without one the server picks one */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});

const allowancePart = z.object({ limit: z.number().nullable(), used: z.number(), remaining: z.number().nullable() });
const allowanceSchema = z.object({
  planId: z.string(),
  custom: allowancePart,
  ai: allowancePart,
  /** what makes a topic on this server: an AI service (AI_BASE_URL) or the word library (issue 27) */
  generator: z.enum(['ai', 'library']),
});
const generatedSchema = z.object({
  topic: topicSchema,
  source: z.enum(['ai', 'offline']),
  note: z.string().optional(),
  duplicate: z.boolean().optional(),
  skipped_words: z.array(z.string()),
});

/** AI-assisted topic creation (docs/architecture.md "api" and "Games") and the teacher's monthly allowance (docs/requirements.md §9). */
const topicGenerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const allowanceRouteSchema = { response: { 200: allowanceSchema }, security: [{ bearer: [] }], tags: ['topics'] };
  app.get(`${BASE}/topics/allowance`, { schema: allowanceRouteSchema }, async (request) => {
    const user = requireUser(request);
    if (user.role !== 'teacher') throw forbidden('Only teachers create topics.', 'teacher_only');
    return { ...(await topicAllowanceOf(app.db, Number(user.sub))), generator: app.config.ai.baseUrl ? ('ai' as const) : ('library' as const) };
  });

  const generateSchema = {
    body: generateBody,
    response: { 200: generatedSchema, 201: generatedSchema },
    security: [{ bearer: [] }],
    tags: ['topics'],
  };
  app.post(`${BASE}/topics/generate`, { schema: generateSchema }, async (request, reply) => {
    const user = requireUser(request);
    if (user.role !== 'teacher') throw forbidden('Only teachers create topics.', 'teacher_only');
    const warn = (error: unknown) => request.log.warn({ error }, 'AI generation failed; using the offline generator');
    const generated = await generateTeacherTopic(app.db, app.config, user.sub, request.body, warn);
    return reply.status(generated.duplicate ? 200 : 201).send(generated);
  });
};
export default topicGenerationRoutes;
