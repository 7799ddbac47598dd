import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageSchema, topicItemSchema, topicSchema, SYLLABUS_THEMES, type Syllabus, type TopicSummary } from '@app/shared/src/content/topicSchema';
import { requireUser } from '../../auth/requestUser';
import { badRequest, conflict, forbidden, notFound } from '../../http/httpError';
import { getTopic, listTopics, upsertTopic } from '../../content/topicRepository';
import { checkTopicContent } from '../../content/topicChecks';
import { remainingThisMonth, startOfMonthUtc8, topicAllowance } from '@app/shared/src/plans/topicAllowance';
import { teacherPlan, topicsMadeSince } from '../topicGeneration/teacherPlan';
import { mediaDirOf, speechGenerator, withAudioIds } from '../../content/contentMedia';
import { pictureExists, writePictures } from '../../content/pictureLibrary';
import { libraryStats } from '../../content/libraryStats';

const BASE = '/wp-json/custom/v1';

const listQuery = z.object({
  language: languageSchema.optional(),
  year: z.coerce.number().int().min(1).max(6).optional(),
  theme: z.string().min(1).max(40).optional(),
});

/** A teacher's new topic: the server chooses the key (always `custom-…`) and the owner. */
const createBody = topicSchema.omit({ key: true }).extend({
  title: z.string().trim().min(1).max(120),
  theme: z.string().trim().min(1).max(40),
  description: z.string().max(500).optional(),
  items: z.array(topicItemSchema).min(4, 'A topic needs at least 4 items.').max(100, 'A topic can have at most 100 items.'),
});

function slug(text: string): string {
  const ascii = text.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return ascii || 'topic';
}

function themeOrder(theme: string): number {
  const i = (SYLLABUS_THEMES as readonly string[]).indexOf(theme);
  return i === -1 ? SYLLABUS_THEMES.length : i;
}

export function buildSyllabus(language: Syllabus['language'], topics: TopicSummary[]): Syllabus {
  const years = new Map<number, Map<string, TopicSummary[]>>();
  for (const t of topics) {
    const themes = years.get(t.year) ?? new Map<string, TopicSummary[]>();
    years.set(t.year, themes);
    themes.set(t.theme, [...(themes.get(t.theme) ?? []), t]);
  }
  return {
    language,
    years: [...years.entries()]
      .sort(([a], [b]) => a - b)
      .map(([year, themes]) => ({
        year,
        themes: [...themes.entries()]
          .sort(([a], [b]) => themeOrder(a) - themeOrder(b) || a.localeCompare(b))
          .map(([theme, list]) => ({ theme, topics: list })),
      })),
  };
}

/** Topics (DESIGN.md §6): bundled `pre-generated-` topics for everyone, `custom-` topics made by teachers. */
const topicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(`${BASE}/topics`, { schema: { querystring: listQuery, tags: ['topics'] } }, async (request) => {
    const owner = request.user?.role === 'teacher' ? request.user.sub : undefined;
    return listTopics(app.db, { ...request.query, ownerId: owner });
  });

  app.get(`${BASE}/syllabus`, { schema: { querystring: z.object({ language: languageSchema.default('ta') }), tags: ['topics'] } }, async (request) => {
    const topics = await listTopics(app.db, { language: request.query.language, bundledOnly: true });
    return buildSyllabus(request.query.language, topics);
  });

  app.get(`${BASE}/library-stats`, { schema: { tags: ['topics'] } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return libraryStats(app.db, app.config);
  });

  // A topic is readable by key by anyone who has the key: teachers share custom topics with their class.
  app.get(`${BASE}/topics/:key`, { schema: { params: z.object({ key: z.string().min(1).max(200) }), tags: ['topics'] } }, async (request, reply) => {
    const topic = await getTopic(app.db, request.params.key);
    if (!topic) throw notFound(`There is no topic ${request.params.key}.`, 'topic_not_found');
    const { ownerId: _owner, ...rest } = topic;
    if (topic.key.startsWith('pre-generated-')) reply.header('cache-control', 'public, max-age=300');
    return rest;
  });

  app.post(`${BASE}/topics`, { schema: { body: createBody.extend({ key: z.string().optional() }), security: [{ bearer: [] }], tags: ['topics'] } }, async (request, reply) => {
    const user = requireUser(request);
    if (user.role !== 'teacher') throw forbidden('Only teachers can create topics.', 'teacher_only');
    const { key: requestedKey, ...body } = request.body;
    let key = requestedKey;
    const existing = key !== undefined ? await getTopic(app.db, key) : undefined;
    if (key !== undefined) {
      // a teacher edits their own AI-made topics too; new keys are always custom-
      const editable = /^custom-[a-z0-9-]+$/.test(key) || (/^ai-generated-[a-z0-9-]+$/.test(key) && existing !== undefined);
      if (!editable) throw badRequest('A topic you create needs a key that starts with custom- and uses a-z, 0-9 and -.', 'invalid_topic_key');
      if (existing && existing.ownerId !== user.sub) throw conflict('That topic key is taken.', 'topic_key_taken');
    } else {
      key = `custom-${slug(body.title)}-${randomBytes(3).toString('hex')}`;
    }
    if (!existing) {
      // SPEC.md §9: free teachers have limited topic creation, Plus extended, Pro unlimited
      const allowance = topicAllowance(await teacherPlan(app.db, Number(user.sub)));
      const used = await topicsMadeSince(app.db, Number(user.sub), 'custom-', startOfMonthUtc8(new Date()));
      if (remainingThisMonth(allowance.topicsPerMonth, used) === 0) {
        throw forbidden(allowance.topicsPerMonth === 0 ? 'Your plan does not include making topics. Choose a teacher plan to make them.' : `Your plan allows ${allowance.topicsPerMonth} new topics a month, and you have made them. Upgrade for more.`, 'allowance_used');
      }
    }
    const topic = withAudioIds(topicSchema.parse({ ...body, key }));
    const problems = checkTopicContent(topic);
    const unknownPictures = topic.items.map((i) => i.image).filter((id): id is string => !!id && !pictureExists(id));
    if (unknownPictures.length) problems.push(`Unknown picture: ${unknownPictures.join(', ')}.`);
    if (problems.length > 0) throw badRequest(problems[0]!, 'invalid_topic', { problems });
    await upsertTopic(app.db, topic, user.sub);
    writePictures(mediaDirOf(app.config), topic.items.map((i) => i.image).filter((id): id is string => !!id));
    // Speech only on a listening server (not in inject-only tests); it runs in a worker thread.
    if (app.server.listening) {
      const speech = speechGenerator(app.config);
      for (const item of topic.items) void speech.ensure({ id: item.audio!, language: topic.language, text: item.word });
    }
    reply.status(201);
    return topic;
  });
};
export default topicRoutes;
