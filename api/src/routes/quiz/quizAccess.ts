import type { Queryable } from '../../db/database';
import type { TokenClaims } from '../../auth/tokens';

/**
 * Whose quiz records a signed-in user may read. Today: only their own (docs/architecture.md "api" "users read
 * only their own data"). HOOK for Student Analytics (docs/requirements.md §9: Pro teachers): when classes exist,
 * return true here for a teacher with Pro access reading a student of their class.
 */
export async function canReadQuizRecordsOf(db: Queryable, reader: TokenClaims, userId: string): Promise<boolean> {
  void db;
  return reader.sub === userId;
}

/** `user_identifier` may be a user id or that user's email (the old app sent either). */
export async function resolveUserIdentifier(db: Queryable, identifier: string | undefined, reader: TokenClaims): Promise<string | undefined> {
  if (!identifier || identifier === reader.sub) return reader.sub;
  if (/^\d+$/.test(identifier)) return identifier;
  const row = (await db.query<{ id: string | number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [identifier])).rows[0];
  return row ? String(row.id) : undefined;
}
