import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemAttemptsSchema, QUIZ_CATEGORIES, wordResultSchema } from '@app/shared/node';
import { requireUser } from '../../auth/requestUser';
import { badRequest, notFound, unauthorized } from '../../http/httpError';
import { createTopicFacts } from '../quiz/topicCeilings';
import { requireTeacher } from './boardAccess';
import { boardCsvSchema, boardEventsSchema, boardSchema, joinSchema, sessionSchema } from './boardSchemas';
import { wordRecords } from '../homework/readHomework';
import {
  endSession,
  expireSessions,
  findSession,
  findTeacherSession,
  listTeacherSessions,
  readBoard,
  readBoardAttempts,
  setPlayerStatus,
} from './gameboardRepository';
import { boardCsv, nicknameKey, publicSession, signStreamTicket, verifyStreamTicket, type GameSession } from './gameboardSessions';
import { createLiveBoardHub } from './liveBoardHub';
import { createLiveBus } from './liveBus';
import { joinPinGame, lookUpPin, openPinGame, playerStatus, scorePinGame } from './pinGames';
import { countJoinFromNetwork } from './pinLimits';

const BASE = '/wp-json/custom/v1/gameboard';
const pinParams = z.object({ pin: z.string().regex(/^\d{6}$/, 'A PIN is 6 digits.') });
const TEACHERS_ONLY = 'Only teachers run PIN games.';

/** Live PIN games: a teacher opens one, pupils join by PIN, the board updates live (ADR 0005). */
const gameboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const topicFacts = createTopicFacts(db);
  const bus = await createLiveBus(db, app.config.databaseUrl, { log: (message, error) => app.log.warn({ err: error }, message) });
  const hub = createLiveBoardHub(db, bus);

  const expireAndTell = async () => {
    for (const sessionId of await expireSessions(db)) await bus.publish({ sessionId, type: 'end' });
  };
  const sweeper = setInterval(() => void expireAndTell().catch(() => undefined), 30_000);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    hub.close();
    await bus.close();
  });

  async function ownedSession(request: Parameters<typeof requireUser>[0], pin: string): Promise<GameSession> {
    const teacher = await requireTeacher(db, requireUser(request).sub, TEACHERS_ONLY);
    await expireAndTell();
    const session = await findTeacherSession(db, pin, teacher.id);
    if (!session) throw notFound('You have no game with that PIN.', 'game_not_found');
    return session;
  }

  app.get(BASE, { schema: { response: { 200: z.object({ sessions: z.array(sessionSchema) }) } } }, async (request) => {
    const teacher = await requireTeacher(db, requireUser(request).sub, TEACHERS_ONLY);
    await expireAndTell();
    return { sessions: (await listTeacherSessions(db, teacher.id)).map(publicSession) };
  });

  const openSchema = {
    body: z.object({
      quiz_category: z.enum(QUIZ_CATEGORIES),
      topic_key: z.string().trim().min(1).max(120),
      language: z.enum(['en', 'ta', 'bm']),
      admission: z.enum(['open', 'approve']).default('open'),
      class_only: z.boolean().default(false),
    }),
    response: { 201: sessionSchema },
  };
  app.post(BASE, { schema: openSchema }, async (request, reply) => {
    const teacher = await requireTeacher(db, requireUser(request).sub, TEACHERS_ONLY);
    await expireAndTell();
    const { quiz_category, topic_key, language, admission, class_only } = request.body;
    const session = await openPinGame(db, teacher.id, { quizCategory: quiz_category, topicKey: topic_key, language, admission, classOnly: class_only });
    return reply.status(201).send(publicSession(session));
  });

  app.get(`${BASE}/:pin`, { schema: { params: pinParams, response: { 200: sessionSchema } } }, async (request) =>
    publicSession(await lookUpPin(db, request.params.pin, request.ip)),
  );

  const joinBody = z.object({ nickname: z.string().trim().min(1, 'Type a nickname.').max(24) });
  const joinRouteSchema = { params: pinParams, body: joinBody, response: { 201: joinSchema } };
  app.post(`${BASE}/:pin/join`, { schema: joinRouteSchema }, async (request, reply) => {
    await countJoinFromNetwork(db, request.ip);
    const userId = request.user ? Number(request.user.sub) : null;
    const joined = await joinPinGame(db, bus, request.params.pin, request.body.nickname, userId, request.ip);
    return reply.status(201).send(joined);
  });

  // a player waiting in an approve game asks whether the teacher has let them in
  const statusSchema = {
    params: pinParams,
    body: z.object({ playerToken: z.string().min(10).max(64) }),
    response: { 200: z.object({ status: z.enum(['playing', 'waiting', 'removed']), playUrl: z.string().nullable() }) },
  };
  app.post(`${BASE}/:pin/status`, { schema: statusSchema }, async (request) => playerStatus(db, request.params.pin, request.body.playerToken));

  // the teacher lets a waiting player in, or takes a player off the game
  const playerSchema = {
    params: pinParams.extend({ action: z.enum(['admit', 'remove']) }),
    body: z.object({ nickname: z.string().trim().min(1).max(24) }),
    response: { 200: z.object({ ok: z.literal(true) }) },
  };
  app.post(`${BASE}/:pin/players/:action`, { schema: playerSchema }, async (request) => {
    const session = await ownedSession(request, request.params.pin);
    if (session.status !== 'open') throw badRequest('This game has ended.', 'game_ended');
    const playerId = await setPlayerStatus(db, session.id, nicknameKey(request.body.nickname), request.params.action === 'admit' ? 'playing' : 'removed');
    if (playerId === null) throw notFound('No player in this game has that nickname.', 'player_not_found');
    await bus.publish({ sessionId: session.id, type: 'join', playerId });
    return { ok: true as const };
  });

  const scoreSchema = {
    params: pinParams,
    body: z.object({
      playerToken: z.string().min(10).max(64),
      score: z.number().min(0).max(1_000_000),
      durationMs: z.number().int().min(0).max(86_400_000).optional(),
      clientId: z.string().min(8).max(64),
      level: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
      items: z.optional(itemAttemptsSchema),
    }),
    response: { 200: z.object({ accepted: z.boolean(), duplicate: z.boolean() }) },
  };
  app.post(`${BASE}/:pin/score`, { schema: scoreSchema }, async (request) => scorePinGame(db, bus, topicFacts, request.params.pin, request.body));

  // what the class missed, word by word, from every player's answers (open or ended game): the
  // teacher's next lesson, as the homework results give it (each player counts as one pupil)
  const wordsSchema = { params: pinParams, response: { 200: z.object({ language: z.string(), words: z.array(wordResultSchema) }) } };
  app.get(`${BASE}/:pin/words`, { schema: wordsSchema }, async (request) => {
    const session = await ownedSession(request, request.params.pin);
    return { language: session.language, words: wordRecords(await readBoardAttempts(db, session.id)) };
  });

  app.get(`${BASE}/:pin/board`, { schema: { params: pinParams, response: { 200: boardSchema } } }, async (request) =>
    readBoard(db, await ownedSession(request, request.params.pin)),
  );

  const ticketSchema = { params: pinParams, response: { 200: z.object({ ticket: z.string() }) } };
  app.post(`${BASE}/:pin/ticket`, { schema: ticketSchema }, async (request) => {
    const session = await ownedSession(request, request.params.pin);
    return { ticket: signStreamTicket(session.id, Date.parse(session.expiresAt) + 60_000, app.config.tokenSecret) };
  });

  app.post(`${BASE}/:pin/end`, { schema: { params: pinParams, response: { 200: boardSchema } } }, async (request) => {
    const session = await ownedSession(request, request.params.pin);
    if (session.status === 'open') {
      await endSession(db, session.id);
      await bus.publish({ sessionId: session.id, type: 'end' });
    }
    return readBoard(db, (await findTeacherSession(db, session.pin, session.teacherId))!);
  });

  const csvSchema = { params: pinParams, response: { 200: { content: { 'text/csv': { schema: boardCsvSchema } } } } };
  app.get(`${BASE}/:pin/results.csv`, { schema: csvSchema }, async (request, reply) => {
    const session = await ownedSession(request, request.params.pin);
    reply.header('content-type', 'text/csv; charset=utf-8');
    const fileName = `gameboard-${session.pin}-${session.createdAt.slice(0, 10)}.csv`;
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    // BOM: Excel opens UTF-8 (Tamil nicknames) correctly only with it
    return `\uFEFF${boardCsv(await readBoard(db, session))}`;
  });

  // EventSource cannot send an Authorization header: the board asks for a signed ticket first.
  const eventsSchema = {
    params: pinParams,
    querystring: z.object({ ticket: z.string().min(1).max(200) }),
    response: { 200: { content: { 'text/event-stream': { schema: boardEventsSchema } } } },
  };
  app.get(`${BASE}/:pin/events`, { schema: eventsSchema }, async (request, reply) => {
    const sessionId = verifyStreamTicket(request.query.ticket, app.config.tokenSecret);
    if (sessionId === null) throw unauthorized('This live board link has expired. Reload the board.', 'ticket_invalid');
    const session = await findSession(db, sessionId, request.params.pin);
    if (!session) throw badRequest('That ticket is for another game.', 'ticket_mismatch');
    reply.hijack();
    await hub.attach(session, request.raw, reply.raw);
  });
};
export default gameboardRoutes;
