import { PICTURE_TRIES, picturePairKey } from '@app/shared/node';
import type { Queryable } from '../db/database';
import { hashSecret, secretMatches } from './secretHash';

/**
 * The picture password (docs/adr/0018): two of nine pictures, set by the pupil's teacher on the
 * class page, for Years 1–3. There are only 36 pairs, so it is not time that protects it but a
 * count: the third wrong pair since it was set locks it until the teacher sets a new one (at best
 * 3 chances in 36 for someone who also has the MyKad; the sign-in card still works meanwhile).
 */
export interface PictureState {
  set: boolean;
  locked: boolean;
}

export async function setPicturePassword(db: Queryable, userId: string | number, pair: readonly number[], setBy: number): Promise<boolean> {
  const key = picturePairKey(pair);
  if (!key) return false;
  await db.query(
    `INSERT INTO picture_passwords (user_id, pair_hash, set_by) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET pair_hash = EXCLUDED.pair_hash, set_by = EXCLUDED.set_by, set_at = now(), failures = 0`,
    [userId, hashSecret(key), setBy],
  );
  return true;
}

export async function removePicturePassword(db: Queryable, userId: string | number): Promise<void> {
  await db.query('DELETE FROM picture_passwords WHERE user_id = $1', [userId]);
}

export async function pictureStateOf(db: Queryable, userId: string | number): Promise<PictureState> {
  const { rows } = await db.query<{ failures: number }>('SELECT failures FROM picture_passwords WHERE user_id = $1', [userId]);
  const row = rows[0];
  return { set: row !== undefined, locked: row !== undefined && Number(row.failures) >= PICTURE_TRIES };
}

export type PictureVerdict = 'right' | 'wrong' | 'locked' | 'none';

/**
 * Checks a pair. A try is taken from the count before the pair is compared (one statement that
 * checks and counts), so answering many guesses at once, on one api instance or several, still
 * gives no more than three; the right pair gives its try back.
 */
export async function checkPicturePassword(db: Queryable, userId: string, pair: readonly number[]): Promise<PictureVerdict> {
  const { rows } = await db.query<{ pair_hash: string }>(
    'UPDATE picture_passwords SET failures = failures + 1 WHERE user_id = $1 AND failures < $2 RETURNING pair_hash',
    [userId, PICTURE_TRIES],
  );
  const row = rows[0];
  if (!row) return (await pictureStateOf(db, userId)).set ? 'locked' : 'none';
  const key = picturePairKey(pair);
  if (!key || !secretMatches(key, row.pair_hash)) return 'wrong';
  await db.query('UPDATE picture_passwords SET failures = 0 WHERE user_id = $1', [userId]);
  return 'right';
}
