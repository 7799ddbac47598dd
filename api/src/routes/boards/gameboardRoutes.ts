import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QUIZ_CATEGORIES } from '@app/shared/src/scores/quizRecords';
import { requireUser } from '../../auth/requestUser';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../http/httpError';
import { hitRateLimit } from '../../http/rateLimit';
import { requireTeacher } from './boardAccess';
import {
  GAMEBOARD_TIMEOUT_MINUTES, boardCsv, expireSessions, findOpenSession, findTeacherSession, hashToken, listTeacherSessions, newPin, newPlayerToken,
  nicknameKey, publicSession, readBoard, signStreamTicket, toSession, verifyStreamTicket, type GameSession,
} from './gameboardSessions';
import { createLiveBus } from './liveBus';
import { boardSchema, joinSchema, sessionSchema } from './boardSchemas';

const BASE = '/wp-json/custom/v1/gameboard';
const pinParams = z.object({ pin: z.string().regex(/^\d{6}$/, 'A PIN is 6 digits.') });
const NO_GAME = 'No open game has that PIN. Check the PIN on your teacher\'s screen.';
const playUrl = (s: Pick<GameSession, 'quizCategory' | 'topicKey' | 'pin'>, token: string) =>
  `/${s.quizCategory.toLowerCase()}?topic=${encodeURIComponent(s.topicKey)}&pin=${s.pin}&player=${encodeURIComponent(token)}`;

const gameboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const bus = await createLiveBus(db, app.config.databaseUrl);
  const streams = new Set<ServerResponse>();

  const expireAndTell = async () => {
    for (const sessionId of await expireSessions(db)) await bus.publish({ sessionId, type: 'end' });
  };
  const sweeper = setInterval(() => void expireAndTell().catch(() => undefined), 30_000);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    for (const res of streams) res.end();
    await bus.close();
  });

  async function ownedSession(request: Parameters<typeof requireUser>[0], pin: string): Promise<GameSession> {
    const teacher = await requireTeacher(db, requireUser(request).sub, 'Only teachers run PIN games.');
    await expireAndTell();
    const session = await findTeacherSession(db, pin, teacher.id);
    if (!session) throw notFound('You have no game with that PIN.', 'game_not_found');
    return session;
  }

  app.get(BASE, { schema: { response: { 200: z.object({ sessions: z.array(sessionSchema) }) } } }, async (request) => {
    const teacher = await requireTeacher(db, requireUser(request).sub, 'Only teachers run PIN games.');
    await expireAndTell();
    return { sessions: (await listTeacherSessions(db, teacher.id)).map(publicSession) };
  });

  app.post(
    BASE,
    { schema: { body: z.object({ quiz_category: z.enum(QUIZ_CATEGORIES), topic_key: z.string().trim().min(1).max(120), language: z.enum(['en', 'ta', 'bm']) }), response: { 201: sessionSchema } } },
    async (request, reply) => {
      const teacher = await requireTeacher(db, requireUser(request).sub, 'Only teachers run PIN games.');
      await expireAndTell();
      const expires = new Date(Date.now() + GAMEBOARD_TIMEOUT_MINUTES * 60_000).toISOString();
      for (let attempt = 0; attempt < 10; attempt++) {
        // the partial unique index on open PINs decides races between instances
        const { rows } = await db.query<Parameters<typeof toSession>[0]>(
          `INSERT INTO gameboard_sessions (pin, teacher_id, quiz_category, topic_key, language, expires_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (pin) WHERE status = 'open' DO NOTHING RETURNING *`,
          [newPin(), teacher.id, request.body.quiz_category, request.body.topic_key, request.body.language, expires],
        );
        if (rows[0]) return reply.status(201).send(publicSession(toSession(rows[0])));
      }
      throw conflict('Could not find a free PIN. Please try again.', 'pin_exhausted');
    },
  );

  app.get(`${BASE}/:pin`, { schema: { params: pinParams, response: { 200: sessionSchema } } }, async (request) => {
    const session = await findOpenSession(db, request.params.pin);
    if (!session) throw notFound(NO_GAME, 'game_not_found');
    return publicSession(session);
  });

  app.post(`${BASE}/:pin/join`, { schema: { params: pinParams, body: z.object({ nickname: z.string().trim().min(1, 'Type a nickname.').max(24) }), response: { 201: joinSchema } } }, async (request, reply) => {
    // a whole class behind one school address joins at once: generous, but not unlimited
    await hitRateLimit(db, `gameboard-join:${request.ip}`, 200, 60, 'Too many joins from this network. Please wait a minute.');
    const session = await findOpenSession(db, request.params.pin);
    if (!session) throw notFound(NO_GAME, 'game_not_found');
    const token = newPlayerToken();
    const nickname = request.body.nickname.normalize('NFC').trim().replace(/\s+/g, ' ');
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO gameboard_players (session_id, nickname, nickname_key, user_id, token_hash) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (session_id, nickname_key) DO NOTHING RETURNING id`,
      [session.id, nickname, nicknameKey(nickname), request.user ? Number(request.user.sub) : null, hashToken(token)],
    );
    if (!rows[0]) throw conflict('Someone in this game already has that nickname. Pick another.', 'nickname_taken');
    await bus.publish({ sessionId: session.id, type: 'join' });
    return reply.status(201).send({ playerId: Number(rows[0].id), playerToken: token, nickname, session: publicSession(session), playUrl: playUrl(session, token) });
  });

  app.post(
    `${BASE}/:pin/score`,
    {
      schema: {
        params: pinParams,
        body: z.object({ playerToken: z.string().min(10).max(64), score: z.number().min(0).max(1_000_000), durationMs: z.number().int().min(0).max(86_400_000).optional(), clientId: z.string().min(8).max(64) }),
        response: { 200: z.object({ accepted: z.boolean(), duplicate: z.boolean() }) },
      },
    },
    async (request) => {
      const session = await findOpenSession(db, request.params.pin);
      if (!session) throw forbidden('This game has ended; the score was not added.', 'game_ended');
      const player = await db.query<{ id: string }>('SELECT id FROM gameboard_players WHERE session_id = $1 AND token_hash = $2', [session.id, hashToken(request.body.playerToken)]);
      if (!player.rows[0]) throw unauthorized('Join the game with its PIN first.', 'not_a_player');
      const inserted = await db.query(
        'INSERT INTO gameboard_scores (session_id, player_id, client_id, score, duration_ms) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (client_id) DO NOTHING RETURNING id',
        [session.id, player.rows[0].id, request.body.clientId, request.body.score, request.body.durationMs ?? null],
      );
      if (inserted.rows.length > 0) await bus.publish({ sessionId: session.id, type: 'score' });
      return { accepted: true, duplicate: inserted.rows.length === 0 };
    },
  );

  app.get(`${BASE}/:pin/board`, { schema: { params: pinParams, response: { 200: boardSchema } } }, async (request) => readBoard(db, await ownedSession(request, request.params.pin)));

  app.post(`${BASE}/:pin/ticket`, { schema: { params: pinParams, response: { 200: z.object({ ticket: z.string() }) } } }, async (request) => {
    const session = await ownedSession(request, request.params.pin);
    return { ticket: signStreamTicket(session.id, Date.parse(session.expiresAt) + 60_000, app.config.tokenSecret) };
  });

  app.post(`${BASE}/:pin/end`, { schema: { params: pinParams, response: { 200: boardSchema } } }, async (request) => {
    const session = await ownedSession(request, request.params.pin);
    if (session.status === 'open') {
      await db.query(`UPDATE gameboard_sessions SET status = 'ended', ended_at = now() WHERE id = $1 AND status = 'open'`, [session.id]);
      await bus.publish({ sessionId: session.id, type: 'end' });
    }
    return readBoard(db, (await findTeacherSession(db, session.pin, session.teacherId))!);
  });

  app.get(`${BASE}/:pin/results.csv`, { schema: { params: pinParams } }, async (request, reply) => {
    const session = await ownedSession(request, request.params.pin);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="gameboard-${session.pin}-${session.createdAt.slice(0, 10)}.csv"`);
    // BOM: Excel opens UTF-8 (Tamil nicknames) correctly only with it
    return `\uFEFF${boardCsv(await readBoard(db, session))}`;
  });

  app.get(`${BASE}/:pin/events`, { schema: { params: pinParams, querystring: z.object({ ticket: z.string().min(1).max(200) }) } }, async (request, reply) => {
    const sessionId = verifyStreamTicket(request.query.ticket, app.config.tokenSecret);
    if (sessionId === null) throw unauthorized('This live board link has expired. Reload the board.', 'ticket_invalid');
    const found = await db.query<Parameters<typeof toSession>[0]>('SELECT * FROM gameboard_sessions WHERE id = $1 AND pin = $2', [sessionId, request.params.pin]);
    if (!found.rows[0]) throw badRequest('That ticket is for another game.', 'ticket_mismatch');
    let session = toSession(found.rows[0]);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    streams.add(res);
    let pending: NodeJS.Timeout | null = null;
    const send = async () => {
      pending = null;
      const fresh = await db.query<Parameters<typeof toSession>[0]>('SELECT * FROM gameboard_sessions WHERE id = $1', [sessionId]);
      if (fresh.rows[0]) session = toSession(fresh.rows[0]);
      const board = await readBoard(db, session);
      if (!res.writableEnded) res.write(`event: board\ndata: ${JSON.stringify(board)}\n\n`);
    };
    // a burst of scores (a whole class finishing at once) becomes one snapshot
    const schedule = () => {
      pending ??= setTimeout(() => void send().catch(() => undefined), 50);
    };
    const unsubscribe = bus.subscribe((event) => {
      if (event.sessionId === sessionId) schedule();
    });
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), 20_000);
    res.write('retry: 3000\n\n');
    await send();
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      if (pending) clearTimeout(pending);
      unsubscribe();
      streams.delete(res);
    });
  });
};
export default gameboardRoutes;
