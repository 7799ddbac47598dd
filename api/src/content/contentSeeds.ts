import { createHash } from 'node:crypto';
import { type QUIZ_CATEGORIES } from '@app/shared/node';
import type { Seed } from '../db/seed/seedRegistry';
import { loadBundledTopics } from './bundledTopics';
import { withAudioIds } from './contentMedia';
import { upsertTopic } from './topicRepository';

function bundleHash(): string {
  const hash = createHash('sha256');
  for (const { file, topic } of loadBundledTopics()) hash.update(file).update(JSON.stringify(topic));
  return hash.digest('hex').slice(0, 12);
}

/**
 * Bundled topics into the topics table. The seed's name carries a hash of the files, so a
 * content change re-seeds on the next start (seeds otherwise run once per database).
 */
export const seedBundledTopics: Seed = {
  name: `content-topics-${bundleHash()}`,
  async run(db) {
    const bundled = loadBundledTopics();
    await db.transaction(async (tx) => {
      for (const { topic } of bundled) await upsertTopic(tx, withAudioIds(topic), null);
      const keys = bundled.map((b) => b.topic.key);
      await tx.query(`DELETE FROM topics WHERE key LIKE 'pre-generated-%' AND NOT (key = ANY($1::text[]))`, [keys]);
    });
  },
};

/** A few weeks of games for the demo student, so analytics and leaderboards have something to show. */
export const seedDemoQuizScores: Seed = {
  name: 'demo-quiz-scores',
  demo: true,
  async run(db) {
    // the demo student (api/src/db/seed/demoUsers.ts), found by email: no MyKad is stored
    const student = (await db.query<{ id: string | number }>("SELECT id FROM users WHERE email = 'student@demo.my'")).rows[0];
    if (!student) return;
    const topics = [
      'pre-generated-ta-animals-y2',
      'pre-generated-ta-fruits-y2',
      'pre-generated-ta-family-y1',
      'pre-generated-ta-school-y1',
      'pre-generated-bm-food-y3',
      'pre-generated-en-colours-y1',
    ];
    const categories = ['Search', 'Blank', 'Error', 'Jumble', 'Guess', 'Choice', 'Match', 'Spell', 'Cross'] satisfies (typeof QUIZ_CATEGORIES)[number][];
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const now = Date.now();
    for (let i = 0; i < 48; i++) {
      const daysAgo = Math.floor(rand() * 28);
      const when = new Date(now - daysAgo * 86_400_000 - Math.floor(rand() * 8) * 3_600_000);
      const topic = topics[Math.floor(rand() * topics.length)]!;
      const level = 1 + Math.floor(rand() * 3);
      // scores drift upwards over the weeks, as a practising child's would
      const score = Math.round(Math.min(100, 45 + (28 - daysAgo) * 1.2 + rand() * 25));
      await db.query(
        `INSERT INTO quiz_scores (client_id, user_id, quiz_category, topic_key, language, score, level, duration_ms, time_submitted)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (client_id) DO NOTHING`,
        [
          `demo-${i}`,
          student.id,
          categories[Math.floor(rand() * categories.length)],
          topic,
          topic.split('-')[2],
          score,
          level,
          40_000 + Math.floor(rand() * 200_000),
          when.toISOString(),
        ],
      );
    }
  },
};
