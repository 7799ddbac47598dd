import { PICTURE_TRIES } from '@app/shared/node';
import type { Queryable } from '../../db/database';

/** A pupil of a class as the class page's sign-in card section shows them. */
export interface PupilSignInRow {
  user_id: string;
  first_name: string;
  last_name: string;
  birth_year: number | null;
  card_issued_at: Date | string | null;
  pictures_set: boolean;
  pictures_locked: boolean;
}

/** The pupils of a class the teacher teaches (none when it is not theirs), with their cards and pictures. */
export async function pupilsForSignIn(db: Queryable, classId: number, teacherId: number, onlyUserIds?: number[]): Promise<PupilSignInRow[]> {
  const { rows } = await db.query<PupilSignInRow>(
    `SELECT u.id::text AS user_id, u.first_name, u.last_name, u.birth_year,
       (SELECT k.issued_at FROM sign_in_cards k WHERE k.user_id = u.id AND k.revoked_at IS NULL) AS card_issued_at,
       p.user_id IS NOT NULL AS pictures_set, COALESCE(p.failures >= $4, false) AS pictures_locked
     FROM classes c JOIN class_members m ON m.class_id = c.id JOIN users u ON u.id = m.user_id
     LEFT JOIN picture_passwords p ON p.user_id = u.id
     WHERE c.id = $1 AND c.teacher_id = $2 AND u.role = 'student' AND ($3::bigint[] IS NULL OR u.id = ANY($3::bigint[]))
     ORDER BY u.first_name, u.last_name, u.id`,
    [classId, teacherId, onlyUserIds ?? null, PICTURE_TRIES],
  );
  return rows;
}

export async function classTaughtBy(db: Queryable, classId: number, teacherId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM classes WHERE id = $1 AND teacher_id = $2', [classId, teacherId])).rows.length > 0;
}
