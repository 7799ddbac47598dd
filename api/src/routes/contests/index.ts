import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GUARD_REASONS } from '@app/shared/node';
import { requireAdmin, requireUser } from '../../auth/requestUser';
import { badRequest, forbidden, notFound } from '../../http/httpError';
import { certificatesFor, verifyCertificate } from './contestCertificates';
import { contestDefinitionSchema } from './contestDefinition';
import { startContestLevel, submitContestScore } from './contestPlay';
import { cachedContest, forgetContest } from './contestCache';
import { contestInfo, contestList, contestWinners, resultsJson, scoreJson } from './contestRecords';
import { requireTeacher } from '../boards/boardAccess';
import { isStudentOf } from '../boards/classRepository';
import {
  listContests,
  moreTimePupilsOf,
  setMoreTime,
  listWinners,
  loadContestDefinition,
  participantTotals,
  setOverride,
  setResultsAt,
  userScores,
  type ContestRow,
} from './contestRepository';
import {
  certificatesSchema,
  contestInfoSchema,
  contestListSchema,
  levelSessionSchema,
  loadedContestSchema,
  overrideStateSchema,
  resultsSchema,
  scoreRecordSchema,
  submittedScoreSchema,
  verifiedCertificateSchema,
  winnersSchema,
} from './contestSchemas';

const base = '/wp-json/custom/v1';
const contestKey = z.string().regex(/^[A-Za-z0-9_-]{2,40}$/);
const keyParams = z.object({ key: contestKey });
const levelNumber = z.number().int().positive().max(1000);
const tags = ['contests'];

/**
 * Contests (issue 5, issue 15). Every rule the contest guard checks in the browser is checked
 * again here on the writes (contestPlay, by the same shared levelAccess); results and
 * certificates come only from published results (shared contestResults).
 */
const contestRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const overrideAllowed = () => app.config.contestOverrideAllowed;

  async function contestOr404(key: string): Promise<ContestRow> {
    const { contest } = await cachedContest(db, key);
    if (!contest) throw notFound(`No contest is called ${key}.`, 'unknown_contest');
    return contest;
  }
  const levelOf = async (key: string, number: number) => (await cachedContest(db, key)).levels.get(number) ?? null;

  // Every contest's window and state by the server's clock: the contest list and a contest
  // product's page read the contest record, as the contest home does (docs/contests.md).
  app.get(`${base}/contests`, { schema: { response: { 200: contestListSchema }, tags } }, async () => contestList(await listContests(db), overrideAllowed()));

  const infoSchema = { params: keyParams, response: { 200: contestInfoSchema }, tags };
  app.get(`${base}/contests/:key`, { schema: infoSchema }, async (request) => {
    const contest = await contestOr404(request.params.key);
    return contestInfo(contest, (await cachedContest(db, contest.key)).levels.values(), overrideAllowed());
  });

  const putSchema = { params: keyParams, body: contestDefinitionSchema, response: { 200: loadedContestSchema }, tags };
  app.put(`${base}/contests/:key`, { schema: putSchema }, async (request) => {
    requireAdmin(request);
    const def = request.body;
    if (def.key !== request.params.key) {
      throw badRequest('The key in the body must match the key in the path.', 'key_mismatch');
    }
    await loadContestDefinition(db, def, app.config.mykad);
    forgetContest(db, def.key);
    const { levels, winners, certificates } = def;
    return { loaded: def.key, levels: levels.length, winners: winners.length, certificates: certificates.length };
  });

  // The organiser publishes results now, at a given time, or (at: null) withdraws a set date.
  const resultsRouteSchema = {
    params: keyParams,
    body: z.object({ at: z.string().datetime({ offset: true }).nullable().optional() }).default({}),
    response: { 200: resultsSchema },
    tags,
  };
  app.post(`${base}/contests/:key/results`, { schema: resultsRouteSchema }, async (request) => {
    requireAdmin(request);
    await contestOr404(request.params.key);
    const at = request.body.at === null ? null : request.body.at ? new Date(request.body.at) : new Date();
    await setResultsAt(db, request.params.key, at);
    forgetContest(db, request.params.key);
    return resultsJson(await contestOr404(request.params.key), overrideAllowed());
  });

  // docs/requirements.md §4 "A testing override can force a state." Refused unless the configuration allows
  // it, and only with the admin token: a signed-in student must never open or close a contest.
  const overrideSchema = {
    params: keyParams,
    body: z.object({ state: z.enum(['before', 'during', 'after']).nullable() }),
    response: { 200: overrideStateSchema },
    tags,
  };
  app.post(`${base}/contests/:key/override`, { schema: overrideSchema }, async (request) => {
    if (!overrideAllowed()) {
      throw forbidden('The contest state override is turned off in this configuration.', 'override_disabled');
    }
    requireAdmin(request);
    await contestOr404(request.params.key);
    await setOverride(db, request.params.key, request.body.state);
    forgetContest(db, request.params.key);
    return { key: request.params.key, overrideState: request.body.state };
  });

  const startSchema = {
    params: keyParams.extend({ number: z.coerce.number().int().positive().max(1000) }),
    response: { 200: levelSessionSchema },
    tags,
  };
  app.post(`${base}/contests/:key/levels/:number/start`, { schema: startSchema }, async (request) => {
    const user = requireUser(request, GUARD_REASONS.notLoggedIn);
    const contest = await contestOr404(request.params.key);
    const level = await levelOf(contest.key, request.params.number);
    if (!level) throw notFound(`Level ${request.params.number} does not exist in this contest.`, 'unknown_level');
    return startContestLevel(db, contest, level, user.sub, overrideAllowed());
  });

  // Issue 26 (WCAG 2.2.1): a teacher grants a pupil of their classes "more time" in timed
  // contests; the contest's organiser sets how much (extraTimePercent in its definition).
  const moreTimeSchema = {
    params: z.object({ userId: z.string().regex(/^\d+$/) }),
    body: z.object({ moreTime: z.boolean() }),
    response: { 200: z.object({ userId: z.string(), moreTime: z.boolean() }) },
    tags,
  };
  app.put(`${base}/contest-accommodations/:userId`, { schema: moreTimeSchema }, async (request) => {
    const user = requireUser(request);
    await requireTeacher(db, user.sub, 'Only a teacher can grant more time.');
    if (!(await isStudentOf(db, Number(user.sub), Number(request.params.userId)))) {
      throw forbidden('This pupil is not in one of your classes.', 'not_your_pupil');
    }
    await setMoreTime(db, request.params.userId, user.sub, request.body.moreTime);
    return { userId: request.params.userId, moreTime: request.body.moreTime };
  });
  const moreTimeListSchema = { response: { 200: z.object({ moreTime: z.array(z.string()) }) }, tags };
  app.get(`${base}/contest-accommodations`, { schema: moreTimeListSchema }, async (request) => {
    const user = requireUser(request);
    await requireTeacher(db, user.sub, 'Only a teacher can see who has more time.');
    return { moreTime: await moreTimePupilsOf(db, user.sub) };
  });

  // docs/requirements.md §7 "GET scores — query: user_identifier, contest_category (value Solvallar2025) — array of
  // records with level"
  const readScoresSchema = {
    querystring: z.object({ user_identifier: z.string().regex(/^\d+$/), contest_category: contestKey }),
    response: { 200: z.array(scoreRecordSchema) },
    tags,
  };
  app.get(`${base}/scores`, { schema: readScoresSchema }, async (request) => {
    const user = requireUser(request, GUARD_REASONS.notLoggedIn);
    if (request.query.user_identifier !== user.sub) {
      throw forbidden('You can only read your own scores.', 'not_own_scores');
    }
    const { contest } = await cachedContest(db, request.query.contest_category);
    if (!contest) return [];
    const rows = await userScores(db, contest.key, user.sub);
    return rows.map((r) => scoreJson(r, contest.key, contest.levels_per_round));
  });

  const submitSchema = {
    body: z.object({
      user_identifier: z.string().optional(),
      contest_category: contestKey,
      level: levelNumber,
      // numbers, not non-negative integers: a forged value gets its own reason, not a schema error.
      // Optional: our client does not know the answers, so it leaves grading to the server.
      score: z.number().optional(),
      time_taken: z.number(),
      answers: z.array(z.string().max(120)).max(30),
      client_id: z.string().min(8).max(80),
    }),
    response: { 200: submittedScoreSchema, 201: submittedScoreSchema },
    tags,
  };
  app.post(`${base}/scores`, { schema: submitSchema }, async (request, reply) => {
    const user = requireUser(request, GUARD_REASONS.notLoggedIn);
    const b = request.body;
    if (b.user_identifier !== undefined && b.user_identifier !== user.sub) {
      throw forbidden('You can only submit your own scores.', 'not_own_scores');
    }
    const contest = await contestOr404(b.contest_category);
    const level = await levelOf(contest.key, b.level);
    if (!level) throw badRequest(`Level ${b.level} does not exist in this contest.`, 'unknown_level');
    const handIn = { clientId: b.client_id, answers: b.answers, score: b.score, timeTaken: b.time_taken };
    const { status, record } = await submitContestScore(db, contest, level, user.sub, handIn, overrideAllowed());
    return reply.status(status).send(record);
  });

  const winnersRouteSchema = { params: keyParams, response: { 200: winnersSchema }, tags };
  app.get(`${base}/contests/:key/winners`, { schema: winnersRouteSchema }, async (request) => {
    const contest = await contestOr404(request.params.key);
    const results = resultsJson(contest, overrideAllowed());
    const ranked = results.published && contest.kind === 'timed' ? await participantTotals(db, contest.key) : [];
    return contestWinners(contest, results, ranked, results.published ? await listWinners(db, contest.key) : []);
  });

  // The signed-in participant's certificates for one contest: only once its results are published.
  const certificateSchema = { params: keyParams, response: { 200: certificatesSchema }, tags };
  app.get(`${base}/contests/:key/certificate`, { schema: certificateSchema }, async (request) => {
    const user = requireUser(request);
    const contest = await contestOr404(request.params.key);
    return certificatesFor(db, contest, user.sub, { overrideAllowed: overrideAllowed() });
  });

  // Public: anyone holding a printed certificate can check it is real (and from published results).
  const verifySchema = {
    params: z.object({ code: z.string().max(60) }),
    response: { 200: verifiedCertificateSchema },
    tags,
  };
  app.get(`${base}/certificates/verify/:code`, { schema: verifySchema }, async (request) =>
    verifyCertificate(db, request.params.code, request.ip, overrideAllowed()),
  );
};

export default contestRoutes;
