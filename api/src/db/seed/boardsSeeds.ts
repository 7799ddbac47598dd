import type { Seed } from './seedRegistry';
import { demoUserId } from './demoUsers';

/**
 * Boards demo (issue 6): the Pro demo teacher's class "4 Mawar" (code MAWAR4) with the demo
 * student in it, so the class leaderboard, the dashboard and Pro student analytics show the
 * student's seeded games (demo-quiz-scores) on a fresh install. Idempotent: fixed class code.
 */
export const seedBoardsDemo: Seed = {
  name: 'boards-demo',
  demo: true,
  async run(db) {
    const teacher = await demoUserId(db, 'teacher_pro');
    const student = await demoUserId(db, 'student');
    if (!teacher || !student) return;
    const cls = await db.query<{ id: string }>(
      `INSERT INTO classes (teacher_id, name, code) VALUES ($1, '4 Mawar', 'MAWAR4') ON CONFLICT (code) DO UPDATE SET name = classes.name RETURNING id`,
      [teacher],
    );
    await db.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [cls.rows[0]!.id, student]);
  },
};
