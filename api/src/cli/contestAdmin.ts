/**
 * Contest organisers' tool: change contest data without a deploy (issue 5 §7).
 *
 *   tsx src/cli/contestAdmin.ts load <file.json>           load or replace a contest (levels, winners, certificates)
 *   tsx src/cli/contestAdmin.ts show <key>                 print the window, state and level counts
 *   tsx src/cli/contestAdmin.ts override <key> <before|during|after|clear>
 *                                                         testing only: needs CONTEST_OVERRIDE_ALLOWED=true
 *
 * It opens the same database as the api (DATABASE_URL, else the PGlite folder in DATA_DIR). PGlite
 * is single-process: stop the api first, or use PUT /wp-json/custom/v1/contests/{key} with the
 * admin token against the running api instead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isContestState, formatMalaysiaTime } from '@app/shared/src/contest/contestWindow';
import { loadConfig } from '../config/apiConfig';
import { openPglite, openPostgres, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { contestDefinitionSchema } from '../routes/contests/contestDefinition';
import { contestState, contestWindow, findContest, listLevels, loadContestDefinition, setOverride } from '../routes/contests/contestRepository';

async function run(db: Database, args: string[]): Promise<string> {
  const [command, a, b] = args;
  const config = loadConfig();
  if (command === 'load' && a) {
    const parsed = contestDefinitionSchema.safeParse(JSON.parse(readFileSync(a, 'utf8')));
    if (!parsed.success) throw new Error(`${a} is not a valid contest: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    await loadContestDefinition(db, parsed.data);
    return `Loaded ${parsed.data.key}: ${parsed.data.levels.length} levels, ${parsed.data.winners.length} winners, ${parsed.data.certificates.length} certificates.`;
  }
  if (command === 'show' && a) {
    const contest = await findContest(db, a);
    if (!contest) throw new Error(`No contest is called ${a}.`);
    const window = contestWindow(contest);
    const levels = await listLevels(db, a);
    return [
      `${contest.key} (${contest.kind}) ${contest.title.en}`,
      window ? `window (UTC+8): ${formatMalaysiaTime(window.startsAt)} to ${formatMalaysiaTime(window.endsAt)}` : 'no window',
      `state now: ${contestState(contest, config.contestOverrideAllowed)}${contest.override_state ? ` (override ${contest.override_state}${config.contestOverrideAllowed ? '' : ', ignored: CONTEST_OVERRIDE_ALLOWED is not true'})` : ''}`,
      `levels: ${levels.map((l) => `${l.level_number}:${l.items.length}`).join(' ')}`,
    ].join('\n');
  }
  if (command === 'override' && a && b) {
    if (!config.contestOverrideAllowed) throw new Error('The contest state override is turned off: set CONTEST_OVERRIDE_ALLOWED=true (never in production).');
    if (b !== 'clear' && !isContestState(b)) throw new Error('State must be before, during, after or clear.');
    if (!(await findContest(db, a))) throw new Error(`No contest is called ${a}.`);
    await setOverride(db, a, b === 'clear' ? null : b);
    return `${a}: override ${b}.`;
  }
  throw new Error('Usage: contestAdmin load <file.json> | show <key> | override <key> <before|during|after|clear>');
}

async function main() {
  const config = loadConfig();
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(join(config.dataDir, 'pglite'));
  try {
    await migrate(db);
    console.log(await run(db, process.argv.slice(2)));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
