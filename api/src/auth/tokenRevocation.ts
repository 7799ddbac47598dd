import type { Queryable } from '../db/database';
import type { TokenClaims } from './tokens';

export interface LiveSession {
  role: 'student' | 'teacher';
}

/**
 * Whether a signature-checked token still stands: its account exists, it was not signed out, and
 * the account has not signed out everywhere since. Returns the account's current role, so a role
 * granted or taken after the token was issued applies at once. One indexed query per request.
 */
export async function liveSession(db: Queryable, claims: TokenClaims): Promise<LiveSession | null> {
  const { rows } = await db.query<{ role: 'student' | 'teacher'; token_version: number; revoked: boolean }>(
    `SELECT u.role, u.token_version, EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.jti = $2) AS revoked FROM users u WHERE u.id = $1`,
    [claims.sub, claims.jti ?? ''],
  );
  const row = rows[0];
  if (!row || row.revoked || Number(row.token_version) !== (claims.ver ?? 0)) return null;
  return { role: row.role };
}

/** Sign-out: this token stops working now (kept in the deny list until it would have expired). */
export async function revokeToken(db: Queryable, claims: TokenClaims): Promise<void> {
  if (!claims.jti) return;
  await db.query('INSERT INTO revoked_tokens (jti, user_id, expires_at) VALUES ($1, $2, to_timestamp($3)) ON CONFLICT (jti) DO NOTHING', [
    claims.jti,
    claims.sub,
    claims.exp,
  ]);
}

/** Every token of the account stops working (a lost phone, a PIN change). */
export async function revokeAllTokens(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [userId]);
}

export async function pruneRevokedTokens(db: Queryable): Promise<void> {
  await db.query('DELETE FROM revoked_tokens WHERE expires_at < now()');
}
