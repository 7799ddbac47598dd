import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contestDefinitionSchema } from '../../routes/contests/contestDefinition';
import { loadContestDefinition } from '../../routes/contests/contestRepository';
import type { Seed } from './seedRegistry';

/** The same files organisers load with `contestAdmin load` (api/src/db/seed/contests/*.json). */
export const CONTEST_FILES = ['solvallar2025.json', 'mwhe2025.json', 'tamilict2025.json'].map((f) => join(__dirname, 'contests', f));

export const seedContests: Seed = {
  name: 'contests-2025',
  // sample contests of 2025 with sample winners and a demo pupil's certificates: organisers load
  // real ones with `contestAdmin load`
  demo: true,
  async run(db, config) {
    for (const file of CONTEST_FILES) {
      await loadContestDefinition(db, contestDefinitionSchema.parse(JSON.parse(readFileSync(file, 'utf8'))), config.mykad);
    }
  },
};
