/**
 * Contest organisers' tool: change contest data without a deploy (issue 5 §7).
 *
 *   tsx src/cli/contestAdmin.ts load <file.json>           load or replace a contest (levels, winners, certificates)
 *   tsx src/cli/contestAdmin.ts show <key>                 print the window, state and level counts
 *   tsx src/cli/contestAdmin.ts override <key> <before|during|after|clear>
 *                                                         testing only: needs CONTEST_OVERRIDE_ALLOWED=true
 *   tsx src/cli/contestAdmin.ts publish <key> [YYYY-MM-DD HH:mm]
 *                                                         publish results now, or at a Malaysian time
 *   tsx src/cli/contestAdmin.ts unpublish <key>           withdraw a set date (back to three days after the end)
 *
 * It opens the same database as the api (DATABASE_URL, else the PGlite folder in DATA_DIR). PGlite
 * is single-process: stop the api first, or use PUT /wp-json/custom/v1/contests/{key} with the
 * admin token against the running api instead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isContestState, formatMalaysiaTime, wallClockToEpoch } from '@app/shared/node';
import { loadConfig } from '../config/apiConfig';
import { openPglite, openPostgres, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { contestDefinitionSchema } from '../routes/contests/contestDefinition';
import { findContest, listLevels, loadContestDefinition, setOverride, setResultsAt } from '../routes/contests/contestRepository';
import { contestResultsOf, contestState, contestWindow } from '../routes/contests/contestState';

async function run(db: Database, args: string[]): Promise<string> {
  const [command, a, b, c] = args;
  const config = loadConfig();
  if (command === 'load' && a) {
    const parsed = contestDefinitionSchema.safeParse(JSON.parse(readFileSync(a, 'utf8')));
    if (!parsed.success) throw new Error(`${a} is not a valid contest: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    await loadContestDefinition(db, parsed.data, config.mykad);
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
      resultsLine(contest, config.contestOverrideAllowed),
    ].join('\n');
  }
  if ((command === 'publish' || command === 'unpublish') && a) {
    if (!(await findContest(db, a))) throw new Error(`No contest is called ${a}.`);
    let at: Date | null = command === 'publish' ? new Date() : null;
    if (command === 'publish' && b) {
      const epoch = wallClockToEpoch(b, c ?? '00:00');
      if (epoch === null) throw new Error('The time is YYYY-MM-DD HH:mm on a Malaysian clock.');
      at = new Date(epoch);
    }
    await setResultsAt(db, a, at);
    return resultsLine((await findContest(db, a))!, config.contestOverrideAllowed);
  }
  if (command === 'override' && a && b) {
    if (!config.contestOverrideAllowed) throw new Error('The contest state override is turned off: set CONTEST_OVERRIDE_ALLOWED=true (never in production).');
    if (b !== 'clear' && !isContestState(b)) throw new Error('State must be before, during, after or clear.');
    if (!(await findContest(db, a))) throw new Error(`No contest is called ${a}.`);
    await setOverride(db, a, b === 'clear' ? null : b);
    return `${a}: override ${b}.`;
  }
  throw new Error(
    'Usage: contestAdmin load <file.json> | show <key> | override <key> <before|during|after|clear> | publish <key> [YYYY-MM-DD HH:mm] | unpublish <key>',
  );
}

function resultsLine(contest: NonNullable<Awaited<ReturnType<typeof findContest>>>, overrideAllowed: boolean): string {
  const results = contestResultsOf(contest, overrideAllowed);
  const when = results.at === null ? 'no date set' : `${formatMalaysiaTime(results.at)} (UTC+8)`;
  return `results: ${results.published ? 'published' : 'not published'}, ${when}`;
}

async function main() {
  const config = loadConfig();
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(join(config.dataDir, 'pglite'));
  try {
    await migrate(db, { mykad: config.mykad });
    console.log(await run(db, process.argv.slice(2)));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
