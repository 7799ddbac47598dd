import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageSchema, type Topic } from '@app/shared/src/content/topicSchema';
import { remainingThisMonth, startOfMonthUtc8, topicAllowance } from '@app/shared/src/plans/topicAllowance';
import { requireUser } from '../../auth/requestUser';
import { forbidden, HttpError } from '../../http/httpError';
import { getTopic, listTopics, upsertTopic } from '../../content/topicRepository';
import { checkTopicContent } from '../../content/topicChecks';
import { generateWithAi } from './aiTopicGenerator';
import { generateFromLexicon, type GenerationRequest } from './lexiconTopicGenerator';
import { teacherPlan, topicsMadeSince } from './teacherPlan';

const BASE = '/wp-json/custom/v1';

const generateBody = z.object({
  language: languageSchema,
  year: z.number().int().min(1).max(6),
  theme: z.string().trim().min(1).max(40),
  count: z.number().int().min(4).max(30).default(12),
  keywords: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  title: z.string().trim().max(120).optional(),
});

const allowancePart = z.object({ limit: z.number().nullable(), used: z.number(), remaining: z.number().nullable() });
const allowanceSchema = z.object({ planId: z.string(), custom: allowancePart, ai: allowancePart });

/** AI-assisted topic creation (DESIGN.md §5/§6) and the teacher's monthly allowance (SPEC.md §9). */
const topicGenerationRoutes: FastifyPluginAsyncZod = async (app) => {
  async function allowanceOf(userId: number) {
    const plan = await teacherPlan(app.db, userId);
    const allowance = topicAllowance(plan);
    const since = startOfMonthUtc8(new Date());
    const [custom, ai] = await Promise.all([topicsMadeSince(app.db, userId, 'custom-', since), topicsMadeSince(app.db, userId, 'ai-generated-', since)]);
    return {
      planId: plan.status === 'active' ? plan.planId : 'none',
      custom: { limit: allowance.topicsPerMonth, used: custom, remaining: remainingThisMonth(allowance.topicsPerMonth, custom) },
      ai: { limit: allowance.aiPerMonth, used: ai, remaining: remainingThisMonth(allowance.aiPerMonth, ai) },
    };
  }

  app.get(`${BASE}/topics/allowance`, { schema: { response: { 200: allowanceSchema }, security: [{ bearer: [] }], tags: ['topics'] } }, async (request) => {
    const user = requireUser(request);
    if (user.role !== 'teacher') throw forbidden('Only teachers create topics.', 'teacher_only');
    return allowanceOf(Number(user.sub));
  });

  app.post(`${BASE}/topics/generate`, { schema: { body: generateBody, security: [{ bearer: [] }], tags: ['topics'] } }, async (request, reply) => {
    const user = requireUser(request);
    if (user.role !== 'teacher') throw forbidden('Only teachers create topics.', 'teacher_only');
    const allowance = await allowanceOf(Number(user.sub));
    if (allowance.ai.remaining === 0) {
      throw new HttpError(403, 'allowance_used', allowance.ai.limit === 0 ? 'Your plan does not include AI topic creation. Choose a teacher plan to use it.' : `Your plan allows ${allowance.ai.limit} AI topics a month, and you have used them. Upgrade for more.`);
    }
    const req: GenerationRequest = request.body;
    let topic: Topic | undefined;
    let source: 'ai' | 'offline' = 'offline';
    let note: string | undefined;
    if (app.config.ai.baseUrl) {
      try {
        const candidate = await generateWithAi(req, app.config.ai);
        const problems = checkTopicContent(candidate);
        if (problems.length > 0) throw new Error(problems[0]);
        topic = candidate;
        source = 'ai';
      } catch (error) {
        request.log.warn({ error }, 'AI generation failed; using the offline generator');
        note = 'The AI service did not answer well, so this topic was built from our word library instead.';
      }
    }
    if (!topic) {
      const summaries = await listTopics(app.db, { language: req.language, bundledOnly: true });
      const library = (await Promise.all(summaries.map((s) => getTopic(app.db, s.key)))).filter((t): t is NonNullable<typeof t> => Boolean(t));
      topic = generateFromLexicon(req, library);
      if (topic.items.length < 4) {
        throw new HttpError(422, 'not_enough_words', 'There are not enough words for that theme and language yet. Try another theme, or add your own words.');
      }
    }
    await upsertTopic(app.db, topic, user.sub);
    reply.status(201);
    return { topic, source, ...(note ? { note } : {}) };
  });
};
export default topicGenerationRoutes;
