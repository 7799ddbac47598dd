import type { Seed } from './seedRegistry';

/**
 * Boards demo (issue 6): the Pro demo teacher's class "4 Mawar" (code MAWAR4) with the demo
 * student in it, so the class leaderboard, the dashboard and Pro student analytics show the
 * student's seeded games (demo-quiz-scores) on a fresh install. Idempotent: fixed class code.
 */
export const seedBoardsDemo: Seed = {
  name: 'boards-demo',
  async run(db) {
    const id = async (mykad: string) => (await db.query<{ id: string }>('SELECT id FROM users WHERE mykad = $1', [mykad])).rows[0]?.id;
    const teacher = await id('790923105337');
    const student = await id('120315101234');
    if (!teacher || !student) return;
    const cls = await db.query<{ id: string }>(
      `INSERT INTO classes (teacher_id, name, code) VALUES ($1, '4 Mawar', 'MAWAR4') ON CONFLICT (code) DO UPDATE SET name = classes.name RETURNING id`,
      [teacher],
    );
    await db.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [cls.rows[0]!.id, student]);
  },
};
