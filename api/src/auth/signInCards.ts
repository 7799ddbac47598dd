import { createHash, randomBytes, randomInt } from 'node:crypto';
import { CARD_CODE_LENGTH, CARD_CODE_SYMBOLS, normalizeCardCode } from '@app/shared/node';
import type { Queryable } from '../db/database';
import { hashSecret, secretMatches } from './secretHash';

/**
 * A pupil's sign-in card (docs/adr/0018): a QR code of a link that signs the phone that opens it
 * in to that pupil, and a six-symbol code to type after the MyKad. The link's secret (256 bits)
 * travels in the URL's fragment, which browsers never send to a server, so no log or proxy sees
 * it. Both are shown once, when the card is issued: the database keeps a sha256 of the link's
 * secret (looked up by it) and a scrypt hash of the code.
 */
export interface IssuedCard {
  userId: string;
  linkSecret: string;
  code: string;
  issuedAt: string;
}

export const linkSecretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

function newCode(): string {
  return Array.from({ length: CARD_CODE_LENGTH }, () => CARD_CODE_SYMBOLS[randomInt(CARD_CODE_SYMBOLS.length)]).join('');
}

/** A new card for the pupil; the card it had stops working. */
export async function issueCard(db: Queryable, c: { userId: string; classId: number; issuedBy: number }): Promise<IssuedCard> {
  const linkSecret = randomBytes(32).toString('base64url');
  const code = newCode();
  await db.query('UPDATE sign_in_cards SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [c.userId]);
  const { rows } = await db.query<{ issued_at: Date | string }>(
    'INSERT INTO sign_in_cards (user_id, class_id, issued_by, link_hash, code_hash) VALUES ($1, $2, $3, $4, $5) RETURNING issued_at',
    [c.userId, c.classId, c.issuedBy, linkSecretHash(linkSecret), hashSecret(code)],
  );
  return { userId: String(c.userId), linkSecret, code, issuedAt: new Date(rows[0]!.issued_at).toISOString() };
}

export async function revokeCard(db: Queryable, userId: string | number): Promise<boolean> {
  const { rows } = await db.query('UPDATE sign_in_cards SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING id', [userId]);
  return rows.length > 0;
}

/** The pupil a card link signs in, when the card is live. */
export async function pupilOfCardLink(db: Queryable, linkSecret: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>(
    'UPDATE sign_in_cards SET last_used_at = now() WHERE link_hash = $1 AND revoked_at IS NULL RETURNING user_id::text AS user_id',
    [linkSecretHash(linkSecret)],
  );
  return rows[0]?.user_id;
}

export async function hasLiveCard(db: Queryable, userId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM sign_in_cards WHERE user_id = $1 AND revoked_at IS NULL', [userId])).rows.length > 0;
}

/** Whether `typed` is the code of the pupil's live card. */
export async function cardCodeMatches(db: Queryable, userId: string, typed: string): Promise<boolean> {
  const code = normalizeCardCode(typed);
  const { rows } = await db.query<{ code_hash: string }>('SELECT code_hash FROM sign_in_cards WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
  const stored = rows[0]?.code_hash;
  // an impossible code still costs a hash, so a wrong guess and a malformed one take as long
  const matches = secretMatches(code ?? 'not-a-code', stored ?? 'scrypt:00:00');
  if (matches && code) await db.query('UPDATE sign_in_cards SET last_used_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
  return matches && code !== null;
}
