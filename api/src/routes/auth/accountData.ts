import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DELETED_ACCOUNT_NAMES, PRIVACY_NOTICE_VERSION } from '@app/shared/node';
import { requireUser } from '../../auth/requestUser';
import type { Database, Queryable } from '../../db/database';
import { errorSchema } from '../../http/errorSchema';
import { badRequest, notFound } from '../../http/httpError';
import { hitRateLimit } from '../../http/rateLimit';

const BASE = '/wp-json/custom/v1/account';

/**
 * Where an account's personal data lives (docs/privacy.md lists the same, with why and for how
 * long): each table and the rows of this account. Keyed hashes, tokens and secrets are never
 * exported (they identify nothing to the owner and would help an attacker holding the file).
 */
const ACCOUNT_TABLES: { name: string; sql: string }[] = [
  { name: 'account', sql: 'SELECT * FROM users WHERE id = $1' },
  { name: 'parent_consents', sql: 'SELECT * FROM parent_consents WHERE user_id = $1 ORDER BY id' },
  { name: 'quiz_scores', sql: 'SELECT * FROM quiz_scores WHERE user_id = $1 ORDER BY id' },
  {
    name: 'quiz_score_items',
    sql: 'SELECT i.* FROM quiz_score_items i JOIN quiz_scores s ON s.id = i.score_id WHERE s.user_id = $1 ORDER BY i.score_id, i.position',
  },
  { name: 'quiz_progress', sql: 'SELECT * FROM quiz_progress WHERE user_id = $1' },
  { name: 'game_starts', sql: 'SELECT * FROM game_starts WHERE user_id = $1 ORDER BY id' },
  { name: 'contest_scores', sql: 'SELECT * FROM contest_scores WHERE user_id = $1 ORDER BY id' },
  { name: 'contest_level_starts', sql: 'SELECT * FROM contest_level_starts WHERE user_id = $1' },
  { name: 'contest_certificates', sql: 'SELECT * FROM contest_certificates WHERE user_id = $1' },
  { name: 'classes_taught', sql: 'SELECT * FROM classes WHERE teacher_id = $1 ORDER BY id' },
  {
    name: 'class_memberships',
    sql: 'SELECT m.*, c.name AS class_name FROM class_members m JOIN classes c ON c.id = m.class_id WHERE m.user_id = $1',
  },
  { name: 'homework_set', sql: 'SELECT * FROM assignments WHERE teacher_id = $1 ORDER BY id' },
  { name: 'pin_game_players', sql: 'SELECT * FROM gameboard_players WHERE user_id = $1 ORDER BY id' },
  {
    name: 'pin_game_scores',
    sql: 'SELECT s.* FROM gameboard_scores s JOIN gameboard_players p ON p.id = s.player_id WHERE p.user_id = $1 ORDER BY s.id',
  },
  { name: 'orders', sql: 'SELECT * FROM orders WHERE customer_id = $1 ORDER BY id' },
  {
    name: 'order_items',
    sql: 'SELECT i.* FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.customer_id = $1 ORDER BY i.order_id, i.id',
  },
  { name: 'payment_customers', sql: 'SELECT * FROM payment_customers WHERE user_id = $1' },
  { name: 'license_redemptions', sql: 'SELECT * FROM license_redemptions WHERE user_id = $1' },
  { name: 'teacher_topics', sql: 'SELECT key, language, title, created_at FROM topics WHERE owner_id = $1' },
  { name: 'login_events', sql: 'SELECT * FROM login_events WHERE user_id = $1 ORDER BY at DESC LIMIT 1000' },
  { name: 'trusted_devices', sql: 'SELECT * FROM trusted_devices WHERE user_id = $1' },
  { name: 'sign_in_cards', sql: 'SELECT * FROM sign_in_cards WHERE user_id = $1' },
  { name: 'picture_passwords', sql: 'SELECT user_id, set_at FROM picture_passwords WHERE user_id = $1' },
];
/** never exported: keyed hashes, token hashes, secrets */
const SECRET_COLUMN = /hash|secret|token|^mykad_keys$|^password/;

function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !SECRET_COLUMN.test(column))
      .map(([column, value]) => [column, value instanceof Date ? value.toISOString() : value]),
  );
}

/** Everything the api keeps about one account, as JSON (PDPA right of access, issue 21.3). */
export async function accountExport(db: Queryable, userId: string): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  for (const table of ACCOUNT_TABLES) {
    const { rows } = await db.query<Record<string, unknown>>(table.sql, [userId]);
    data[table.name] = table.name === 'account' ? (rows[0] ? withoutSecrets(rows[0]) : null) : rows.map(withoutSecrets);
  }
  return {
    exportedAt: new Date().toISOString(),
    privacyNotice: { version: PRIVACY_NOTICE_VERSION, url: '/policies#privacy' },
    note: 'Your MyKad number is not in this file: we keep only a keyed hash of it and its last four digits (account.mykad_last4).',
    data,
  };
}

/**
 * Deletes an account (PDPA, issue 21.3), at once and in one transaction: its personal data goes
 * (name, email, phone, MyKad hash, birth year, devices, cards, pictures, sign-in history, consents,
 * progress, answers, certificates, PIN nicknames), every session ends, and the row that stays
 * holds only what the boards need to keep its scores as "Deleted pupil": role, school and state.
 * Paid orders stay 7 years with their billing details, as Malaysian tax law requires.
 */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ email: string; role: string }>('SELECT email, role FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE', [userId]);
    const user = rows[0];
    if (!user) throw notFound('This account was not found.', 'account_not_found');
    // stored in English; each screen shows it in its reader's language (shownPlayerName)
    const shownAs = user.role === 'teacher' ? DELETED_ACCOUNT_NAMES.teacher : DELETED_ACCOUNT_NAMES.student;
    for (const sql of [
      'DELETE FROM parent_consents WHERE user_id = $1',
      'DELETE FROM quiz_score_items WHERE score_id IN (SELECT id FROM quiz_scores WHERE user_id = $1)',
      'DELETE FROM quiz_progress WHERE user_id = $1',
      'DELETE FROM game_starts WHERE user_id = $1',
      'DELETE FROM contest_certificates WHERE user_id = $1',
      'DELETE FROM class_members WHERE user_id = $1',
      'DELETE FROM trusted_devices WHERE user_id = $1',
      'DELETE FROM sign_in_cards WHERE user_id = $1',
      'DELETE FROM picture_passwords WHERE user_id = $1',
      'DELETE FROM device_links WHERE user_id = $1',
      'DELETE FROM login_events WHERE user_id = $1',
      // the answers go as quiz_score_items do; the scores stay on that game's board
      'UPDATE gameboard_scores SET items = NULL WHERE player_id IN (SELECT id FROM gameboard_players WHERE user_id = $1)',
      "UPDATE gameboard_players SET nickname = $2, nickname_key = 'deleted-' || id WHERE user_id = $1",
      "UPDATE license_redemptions SET user_email = 'deleted-' || user_id || '@deleted.invalid', first_name = $2, last_name = '', mykad_hash = NULL WHERE user_id = $1",
    ]) {
      await tx.query(sql, sql.includes('$2') ? [userId, shownAs] : [userId]);
    }
    await tx.query('DELETE FROM mail_outbox WHERE to_address = $1', [user.email]);
    await tx.query(
      `UPDATE users SET first_name = $2, last_name = '', email = 'deleted-' || id || '@deleted.invalid', username = NULL, phone_number = '',
         mykad_hash = NULL, mykad_last4 = NULL, mykad_keys = NULL, birth_year = NULL, meta = '[]'::jsonb, password_hash = NULL, pin_hash = NULL,
         teacher_requested_at = NULL, token_version = token_version + 1, deleted_at = now()
       WHERE id = $1`,
      [userId, shownAs],
    );
  });
}

const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const tags = ['account'];

  app.get(
    `${BASE}/data`,
    { schema: { security, tags, response: { 200: z.record(z.string(), z.unknown()), 401: errorSchema, 429: errorSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      // a whole account is a large answer: a few a minute is plenty for its owner
      await hitRateLimit(app.db, `account-export:${user.sub}`, 5, 60, 'Too many downloads in a minute. Please wait a minute and try again.');
      reply.header('content-disposition', `attachment; filename="my-data-${new Date().toISOString().slice(0, 10)}.json"`);
      reply.header('cache-control', 'no-store');
      return accountExport(app.db, user.sub);
    },
  );

  app.post(
    `${BASE}/delete`,
    {
      schema: {
        security,
        tags,
        body: z.object({ confirm: z.literal(true) }).partial(),
        response: { 200: z.object({ deleted: z.literal(true) }), 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.body.confirm !== true) throw badRequest('Confirm the deletion: it cannot be undone.', 'confirm_required', { field: 'confirm' });
      await deleteAccount(app.db, user.sub);
      return { deleted: true as const };
    },
  );
};

export default accountDataRoutes;
