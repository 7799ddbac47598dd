import type { Database } from '../database';
import type { ApiConfig } from '../../config/apiConfig';
import { seedBundledTopics, seedDemoQuizScores } from '../../content/contentSeeds';
import { seedDemoUsers } from './demoUsers';
import { seedContest815Texts, seedStoreDemo, seedStoreProducts } from './storeSeeds';
import { seedContests } from './contestSeeds';
import { seedBoardsDemo } from './boardsSeeds';
import { seedDemoLicenseCode } from './licenseCodeSeeds';

export interface Seed {
  /** a stable name: each seed runs once per database */
  name: string;
  /** demo data (README): seeded only when config.demoData (docs/adr/0018) */
  demo?: boolean;
  run(db: Database, config: ApiConfig): Promise<void>;
}

/**
 * What a new database is given, in order: the catalog and the topic library always; demo data
 * (`demo: true`) only with DEMO_DATA on (`npm start`). Features add their seeds here.
 */
export const SEEDS: Seed[] = [
  seedDemoUsers,
  seedStoreProducts,
  seedStoreDemo,
  seedDemoLicenseCode,
  seedContests,
  seedBundledTopics,
  seedDemoQuizScores,
  seedBoardsDemo,
  seedContest815Texts,
];

export async function runSeeds(db: Database, config: ApiConfig, seeds: Seed[] = SEEDS): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS seeds_applied (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM seeds_applied')).rows.map((r) => r.name));
  const ran: string[] = [];
  for (const seed of seeds) {
    if (done.has(seed.name) || (seed.demo && !config.demoData)) continue;
    await seed.run(db, config);
    await db.query('INSERT INTO seeds_applied (name) VALUES ($1)', [seed.name]);
    ran.push(seed.name);
  }
  return ran;
}
