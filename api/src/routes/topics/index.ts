import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/requestUser';
import { forbidden, notFound } from '../../http/httpError';
import { getTopic, listTopics, topicTitles } from '../../content/topicRepository';
import { libraryStats } from '../../content/libraryStats';
import { buildContactSheet } from '../../content/contactSheet';
import { loadBundledTopics } from '../../content/bundledTopics';
import { buildSyllabus } from './buildSyllabus';
import { saveTeacherTopic } from './saveTeacherTopic';
import {
  contactSheetSchema,
  createBody,
  libraryStatsSchema,
  listQuery,
  syllabusQuery,
  syllabusSchema,
  titlesQuery,
  topicKeyParams,
  topicResponseSchema,
  topicSummarySchema,
  topicTitlesSchema,
} from './topicSchemas';

const BASE = '/wp-json/custom/v1';
const tags = ['topics'];
const security = [{ bearer: [] }];

/** Topics (docs/architecture.md "Games"): bundled `pre-generated-` topics for everyone, `custom-` topics made by teachers. */
const topicRoutes: FastifyPluginAsyncZod = async (app) => {
  const listSchema = { querystring: listQuery, response: { 200: z.array(topicSummarySchema) }, tags };
  app.get(`${BASE}/topics`, { schema: listSchema }, async (request) => {
    const owner = request.user?.role === 'teacher' ? request.user.sub : undefined;
    return listTopics(app.db, { ...request.query, ownerId: owner });
  });

  const syllabusRouteSchema = { querystring: syllabusQuery, response: { 200: syllabusSchema }, tags };
  app.get(`${BASE}/syllabus`, { schema: syllabusRouteSchema }, async (request) => {
    const topics = await listTopics(app.db, { language: request.query.language, bundledOnly: true });
    return buildSyllabus(request.query.language, topics);
  });

  const statsSchema = { response: { 200: libraryStatsSchema }, tags };
  app.get(`${BASE}/library-stats`, { schema: statsSchema }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return libraryStats(app.config);
  });

  // The contact sheet of the data page: every bundled picture beside its words in the three languages.
  const picturesSchema = { response: { 200: contactSheetSchema }, tags };
  app.get(`${BASE}/library-pictures`, { schema: picturesSchema }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return buildContactSheet(loadBundledTopics().map((b) => b.topic));
  });

  // Titles for keys that boards and analytics hold (scores store only the key): people read
  // "விலங்குகள்", never pre-generated-ta-animals-y2. Unknown keys are left out.
  const titlesSchema = { querystring: titlesQuery, response: { 200: topicTitlesSchema }, tags };
  app.get(`${BASE}/topics/titles`, { schema: titlesSchema }, async (request) => {
    const found = await topicTitles(app.db, request.query.keys);
    return { titles: Object.fromEntries(found.map((t) => [t.key, { title: t.title, language: t.language }])) };
  });

  // A topic is readable by key by anyone who has the key: teachers share custom topics with their class.
  const readSchema = { params: topicKeyParams, response: { 200: topicResponseSchema }, tags };
  app.get(`${BASE}/topics/:key`, { schema: readSchema }, async (request, reply) => {
    const topic = await getTopic(app.db, request.params.key);
    if (!topic) throw notFound(`There is no topic ${request.params.key}.`, 'topic_not_found');
    const { ownerId: _owner, ...rest } = topic;
    if (topic.key.startsWith('pre-generated-')) reply.header('cache-control', 'public, max-age=300');
    return rest;
  });

  const createSchema = {
    body: createBody.extend({ key: z.string().optional() }),
    response: { 201: topicResponseSchema },
    security,
    tags,
  };
  app.post(`${BASE}/topics`, { schema: createSchema }, async (request, reply) => {
    const user = requireUser(request);
    if (user.role !== 'teacher') throw forbidden('Only teachers can create topics.', 'teacher_only');
    const topic = await saveTeacherTopic(app.db, app.config, user.sub, request.body, { speak: app.server.listening });
    return reply.status(201).send(topic);
  });
};
export default topicRoutes;
