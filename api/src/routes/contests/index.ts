import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GUARD_REASONS, levelCompletedReason } from '@app/shared/src/contest/contestGuard';
import { checkScorePlausibility, remainingMs, SUBMIT_GRACE_MS } from '@app/shared/src/contest/levelTiming';
import { displayName, rankBand } from '@app/shared/src/contest/contestRanking';
import { sameLetters } from '@app/shared/src/text/letters';
import { requireAdmin, requireUser } from '../../auth/requestUser';
import { badRequest, conflict, forbidden, notFound } from '../../http/httpError';
import { contestDefinitionSchema } from './contestDefinition';
import {
  cachedContest, certificateCode, contestState, contestWindow, hasPaidForContest, levelStart, loadContestDefinition, participantTotals,
  publicItems, recordLevelStart, scoreJson, setOverride, userScores, type ContestRow, type ScoreRow,
} from './contestRepository';

const base = '/wp-json/custom/v1';
const keyParams = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{2,40}$/) });

/**
 * Contests (issue 5). Every rule the contest guard checks in the browser is checked again here on
 * the writes (DESIGN.md §5): window, payment for paid rounds, no replay, plausible score and time.
 */
const contestRoutes: FastifyPluginAsyncZod = async (app) => {
  const overrideAllowed = () => app.config.contestOverrideAllowed;

  async function contestOr404(key: string): Promise<ContestRow> {
    const { contest } = await cachedContest(app.db, key);
    if (!contest) throw notFound(`No contest is called ${key}.`, 'unknown_contest');
    return contest;
  }
  const levelOf = async (key: string, number: number) => (await cachedContest(app.db, key)).levels.get(number) ?? null;

  /** SPEC.md §5 checks in guard order; throws the same reasons the guard shows. */
  async function assertLevelAccess(contest: ContestRow, userId: string, number: number, now: number, { replay = true } = {}) {
    const state = contestState(contest, overrideAllowed(), now);
    if (state === 'before') throw forbidden(GUARD_REASONS.notStarted, 'contest_not_started');
    if (state === 'after') throw forbidden(GUARD_REASONS.ended, 'contest_ended');
    const round = Math.floor((number - 1) / contest.levels_per_round) + 1;
    if (round >= contest.paid_from_round && !(await hasPaidForContest(app.db, userId, contest.product_id))) throw forbidden(GUARD_REASONS.paymentRequired, 'payment_required');
    if (!replay) return;
    const done = await app.db.query('SELECT 1 FROM contest_scores WHERE contest_key = $1 AND user_id = $2 AND level_number = $3', [contest.key, userId, number]);
    if (done.rows.length > 0) throw conflict(levelCompletedReason(number), 'level_completed');
  }

  app.get(`${base}/contests/:key`, { schema: { params: keyParams } }, async (request) => {
    const contest = await contestOr404(request.params.key);
    const window = contestWindow(contest);
    const levels = [...(await cachedContest(app.db, contest.key)).levels.values()].map((l) => ({ number: Number(l.level_number), title: l.title, durationSeconds: Number(l.duration_seconds), itemCount: l.items.length }));
    return {
      key: contest.key,
      kind: contest.kind,
      productId: contest.product_id,
      title: contest.title,
      startsAt: window ? new Date(window.startsAt).toISOString() : null,
      endsAt: window ? new Date(window.endsAt).toISOString() : null,
      serverTime: new Date().toISOString(),
      state: contestState(contest, overrideAllowed()),
      overrideState: overrideAllowed() ? contest.override_state : null,
      rounds: contest.rounds,
      levelsPerRound: contest.levels_per_round,
      paidFromRound: contest.paid_from_round,
      nameDisplay: contest.name_display,
      prizes: contest.prizes,
      levels,
    };
  });

  app.put(`${base}/contests/:key`, { schema: { params: keyParams, body: contestDefinitionSchema } }, async (request) => {
    requireAdmin(request);
    if (request.body.key !== request.params.key) throw badRequest('The key in the body must match the key in the path.', 'key_mismatch');
    await loadContestDefinition(app.db, request.body);
    return { loaded: request.body.key, levels: request.body.levels.length, winners: request.body.winners.length, certificates: request.body.certificates.length };
  });

  // SPEC.md §4 "A testing override can force a state." Refused unless the configuration allows it.
  app.post(`${base}/contests/:key/override`, { schema: { params: keyParams, body: z.object({ state: z.enum(['before', 'during', 'after']).nullable() }) } }, async (request) => {
    if (!overrideAllowed()) throw forbidden('The contest state override is turned off in this configuration.', 'override_disabled');
    if (!request.isAdmin) requireUser(request);
    await contestOr404(request.params.key);
    await setOverride(app.db, request.params.key, request.body.state);
    return { key: request.params.key, overrideState: request.body.state };
  });

  app.post(
    `${base}/contests/:key/levels/:number/start`,
    { schema: { params: keyParams.extend({ number: z.coerce.number().int().positive().max(1000) }) } },
    async (request) => {
      const user = requireUser(request, GUARD_REASONS.notLoggedIn);
      const contest = await contestOr404(request.params.key);
      const level = await levelOf(contest.key, request.params.number);
      if (!level) throw notFound(`Level ${request.params.number} does not exist in this contest.`, 'unknown_level');
      const now = Date.now();
      await assertLevelAccess(contest, user.sub, level.level_number, now);
      const startedAt = await recordLevelStart(app.db, contest.key, user.sub, level.level_number);
      return {
        level: level.level_number,
        round: Math.floor((level.level_number - 1) / contest.levels_per_round) + 1,
        title: level.title,
        startedAt: new Date(startedAt).toISOString(),
        serverTime: new Date(now).toISOString(),
        durationSeconds: level.duration_seconds,
        remainingMs: remainingMs(startedAt, level.duration_seconds, now),
        items: publicItems(contest.key, level.level_number, level.items),
      };
    },
  );

  // SPEC.md §7 "GET scores — query: user_identifier, contest_category (value Solvallar2025) — array of records with level"
  app.get(
    `${base}/scores`,
    { schema: { querystring: z.object({ user_identifier: z.string().regex(/^\d+$/), contest_category: z.string().regex(/^[A-Za-z0-9_-]{2,40}$/) }) } },
    async (request) => {
      const user = requireUser(request, GUARD_REASONS.notLoggedIn);
      if (request.query.user_identifier !== user.sub) throw forbidden('You can only read your own scores.', 'not_own_scores');
      const { contest } = await cachedContest(app.db, request.query.contest_category);
      if (!contest) return [];
      return (await userScores(app.db, contest.key, user.sub)).map((r) => scoreJson(r, contest.key, contest.levels_per_round));
    },
  );

  app.post(
    `${base}/scores`,
    {
      schema: {
        body: z.object({
          user_identifier: z.string().optional(),
          contest_category: z.string().regex(/^[A-Za-z0-9_-]{2,40}$/),
          level: z.number().int().positive().max(1000),
          // numbers, not non-negative integers: a forged value gets its own reason, not a schema error.
          // Optional: our client does not know the answers, so it leaves grading to the server.
          score: z.number().optional(),
          time_taken: z.number(),
          answers: z.array(z.string().max(120)).max(30),
          client_id: z.string().min(8).max(80),
        }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request, GUARD_REASONS.notLoggedIn);
      const body = request.body;
      if (body.user_identifier !== undefined && body.user_identifier !== user.sub) throw forbidden('You can only submit your own scores.', 'not_own_scores');
      const contest = await contestOr404(body.contest_category);
      // Idempotent by client_id: a resend after a lost reply gets the stored record back.
      const resent = async () => {
        const existing = (await app.db.query<ScoreRow>('SELECT * FROM contest_scores WHERE client_id = $1', [body.client_id])).rows[0];
        if (!existing) return null;
        if (String(existing.user_id) !== user.sub) throw conflict('This client_id is already used.', 'client_id_taken');
        return reply.status(200).send({ ...scoreJson(existing, contest.key, contest.levels_per_round), duplicate: true });
      };
      const level = await levelOf(contest.key, body.level);
      if (!level) throw badRequest(`Level ${body.level} does not exist in this contest.`, 'unknown_level');
      const now = Date.now();
      const startedAt = await levelStart(app.db, contest.key, user.sub, level.level_number);
      const window = contestWindow(contest);
      // A level started before the end may be handed in up to its own length (plus grace) after it.
      const lateButAllowed =
        startedAt !== null && window !== null && !contest.override_state && now > window.endsAt && startedAt <= window.endsAt && now <= startedAt + level.duration_seconds * 1000 + SUBMIT_GRACE_MS;
      try {
        // replay is checked by the insert's unique key below: one query less per hand-in
        if (!lateButAllowed) await assertLevelAccess(contest, user.sub, level.level_number, now, { replay: false });
      } catch (error) {
        // a resend of an accepted hand-in after the window closed still gets its record back
        const again = await resent();
        if (again) return again;
        throw error;
      }
      if (startedAt === null) throw badRequest(`Level ${level.level_number} was never started, so its time cannot be checked.`, 'level_not_started');
      if (body.answers.length > level.items.length) throw badRequest(`Level ${level.level_number} has only ${level.items.length} questions.`, 'too_many_answers');

      const elapsedMs = now - startedAt;
      const maxScore = level.items.length;
      const overTime = elapsedMs > level.duration_seconds * 1000 + SUBMIT_GRACE_MS;
      const graded = level.items.reduce((sum, item, i) => sum + (sameLetters(body.answers[i] ?? '', item.answer, { ignoreCase: true }) ? 1 : 0), 0);
      const claimed = body.score ?? (overTime ? 0 : graded);
      const plausible = checkScorePlausibility({ score: claimed, maxScore, elapsedMs, timeTakenSeconds: body.time_taken });
      if (!plausible.ok) throw badRequest(plausible.reason, 'implausible_score');
      if (!overTime && claimed !== graded) throw badRequest('The score does not match the answers.', 'score_mismatch');
      // Handed in long after the countdown ended (e.g. reopened the next day): the answers cannot
      // be trusted to be in time, so the level counts as finished with no points.
      const score = overTime ? 0 : graded;
      const timeTaken = Math.min(level.duration_seconds, Math.round(elapsedMs / 1000));
      const inserted = await app.db.query<ScoreRow>(
        `INSERT INTO contest_scores (client_id, contest_key, user_id, level_number, score, max_score, time_taken, answers)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) ON CONFLICT DO NOTHING RETURNING *`,
        [body.client_id, contest.key, user.sub, level.level_number, score, maxScore, timeTaken, JSON.stringify(body.answers)],
      );
      const row = inserted.rows[0];
      if (!row) {
        const again = await resent();
        if (again) return again;
        throw conflict(levelCompletedReason(level.level_number), 'level_completed');
      }
      return reply.status(201).send({ ...scoreJson(row, contest.key, contest.levels_per_round), late: overTime });
    },
  );

  app.get(`${base}/contests/:key/winners`, { schema: { params: keyParams } }, async (request) => {
    const contest = await contestOr404(request.params.key);
    const ranked = contest.kind === 'timed' ? await participantTotals(app.db, contest.key) : [];
    const winners = (
      await app.db.query<{ category: unknown; position: number; name: string; school: string; score: string | null }>(
        'SELECT category, position, name, school, score FROM contest_winners WHERE contest_key = $1 ORDER BY id',
        [contest.key],
      )
    ).rows;
    return {
      key: contest.key,
      title: contest.title,
      nameDisplay: contest.name_display,
      participants: ranked.length,
      ranking: ranked.slice(0, 100).map((r) => ({ rank: r.rank, name: displayName(r.firstName, r.lastName, contest.name_display), school: r.school ?? '', totalScore: r.totalScore, totalTime: r.totalTime, levelsCompleted: r.levelsCompleted })),
      winners: winners.map((w) => ({ category: typeof w.category === 'string' ? JSON.parse(w.category) : w.category, position: w.position, name: w.name, school: w.school, score: w.score === null ? null : Number(w.score) })),
    };
  });

  // The signed-in participant's certificates for one contest (timed: issued from the ranking).
  app.get(`${base}/contests/:key/certificate`, { schema: { params: keyParams } }, async (request) => {
    const user = requireUser(request);
    const contest = await contestOr404(request.params.key);
    const me = (await app.db.query<{ first_name: string; last_name: string; school: string | null; mykad: string | null }>('SELECT first_name, last_name, school, mykad FROM users WHERE id = $1', [user.sub])).rows[0];
    if (!me) throw notFound('Your account was not found.');
    if (contest.kind === 'timed') {
      const ranked = await participantTotals(app.db, contest.key);
      const mine = ranked.find((r) => r.userId === user.sub);
      if (mine) {
        const maxScore = Number((await app.db.query<{ total: string | null }>('SELECT SUM(jsonb_array_length(items)) AS total FROM contest_levels WHERE contest_key = $1', [contest.key])).rows[0]?.total ?? 0);
        const code = certificateCode(app.config.tokenSecret, contest.key, user.sub);
        await app.db.query(
          `INSERT INTO contest_certificates (code, contest_key, user_id, name, school, award, score, rank) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, school = EXCLUDED.school, award = EXCLUDED.award, score = EXCLUDED.score, rank = EXCLUDED.rank`,
          [code, contest.key, user.sub, `${me.first_name} ${me.last_name}`, me.school ?? '', rankBand(mine.rank, ranked.length), mine.totalScore, mine.rank],
        );
        return { contest: { key: contest.key, title: contest.title }, certificates: [{ code, name: `${me.first_name} ${me.last_name}`, school: me.school ?? '', award: rankBand(mine.rank, ranked.length), category: null, score: mine.totalScore, maxScore, rank: mine.rank, participants: ranked.length, levelsCompleted: mine.levelsCompleted }] };
      }
      return { contest: { key: contest.key, title: contest.title }, certificates: [] };
    }
    const rows = (
      await app.db.query<{ code: string; name: string; school: string; award: string; category: unknown; score: string | null; rank: number | null }>(
        'SELECT code, name, school, award, category, score, rank FROM contest_certificates WHERE contest_key = $1 AND (user_id = $2 OR (mykad IS NOT NULL AND mykad = $3)) ORDER BY code',
        [contest.key, user.sub, me.mykad ?? ''],
      )
    ).rows;
    return {
      contest: { key: contest.key, title: contest.title },
      certificates: rows.map((r) => ({ code: r.code, name: r.name, school: r.school, award: r.award, category: typeof r.category === 'string' ? JSON.parse(r.category) : r.category, score: r.score === null ? null : Number(r.score), maxScore: null, rank: r.rank, participants: null, levelsCompleted: null })),
    };
  });

  // Public: anyone holding a printed certificate can check it is real.
  app.get(`${base}/certificates/verify/:code`, { schema: { params: z.object({ code: z.string().max(60) }) } }, async (request) => {
    const row = (
      await app.db.query<{ code: string; contest_key: string; name: string; school: string; award: string; category: unknown; score: string | null; rank: number | null; issued_at: Date | string; title: unknown }>(
        'SELECT c.*, k.title FROM contest_certificates c JOIN contests k ON k.key = c.contest_key WHERE c.code = $1',
        [request.params.code.toUpperCase()],
      )
    ).rows[0];
    if (!row) throw notFound('No certificate has this code.', 'certificate_not_found');
    const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
    return { valid: true, code: row.code, contestKey: row.contest_key, contestTitle: parse(row.title), name: row.name, school: row.school, award: row.award, category: parse(row.category), score: row.score === null ? null : Number(row.score), rank: row.rank, issuedAt: new Date(row.issued_at).toISOString() };
  });
};

export default contestRoutes;
