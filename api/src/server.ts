import { join } from 'node:path';
import { loadConfig } from './config/apiConfig';
import { openPglite, openPostgres } from './db/database';
import { migrate } from './db/migrate';
import { runSeeds } from './db/seed/seedRegistry';
import { DEMO_USERS } from './db/seed/demoUsers';
import { DEMO_GATE_PASSWORDS } from './config/apiConfig';
import { buildApp } from './app';
import { deployRoutes } from './static/deployRoutes';
import { pruneRateLimits } from './http/rateLimit';
import { pruneTrustRecords } from './auth/trustHousekeeping';
import { startPgliteUpkeep } from './db/pgliteUpkeep';
import { closeWithin } from './db/closeWithin';
import { productionConfigProblems, productionDatabaseProblems, ProductionStartRefused } from './config/productionChecks';

/** Below the usual 30 s a process manager waits between SIGTERM and SIGKILL. */
const STOP_DEADLINE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const started = Date.now();
  // a production start never runs with the README's demo secrets (docs/adr/0018)
  if (!config.demoData) {
    const problems = productionConfigProblems(config, process.env);
    if (problems.length > 0) throw new ProductionStartRefused(problems);
  }
  // an idle connection that drops (restart, failover) is logged, not fatal (docs/operations.md)
  const onIdleError = (error: Error) => console.error(`database connection dropped: ${error.message} (the next request reconnects)`);
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl, { onIdleError }) : await openPglite(join(config.dataDir, 'pglite'));
  await migrate(db, { mykad: config.mykad });
  if (!config.demoData) {
    const problems = await productionDatabaseProblems(db, config);
    if (problems.length > 0) {
      await db.close();
      throw new ProductionStartRefused(problems);
    }
  }
  const seeded = await runSeeds(db, config);
  const app = await buildApp({ db, config });
  if (config.deployDir) await app.register(deployRoutes, { deployDir: config.deployDir });
  await app.listen({ port: config.port, host: config.host });
  const pruner = setInterval(
    () => {
      void pruneRateLimits(db).catch(() => undefined);
      void pruneTrustRecords(db).catch(() => undefined);
    },
    10 * 60 * 1000,
  );
  pruner.unref();
  // mail that could not leave at once (the mail server was away) is tried again
  const mailer = setInterval(() => void app.outbox.deliver().catch((error: unknown) => app.log.error({ err: error }, 'mail delivery failed')), 60 * 1000);
  mailer.unref();
  // PGlite has no autovacuum: without this the planner never gets statistics (pgliteUpkeep.ts)
  const stopUpkeep = startPgliteUpkeep(
    db,
    undefined,
    (error) => app.log.error({ err: error }, 'PGlite upkeep failed'),
    () => app.diskGuard?.full() ?? false,
  );

  const url = `http://${config.host}:${config.port}`;
  const lines = [
    '',
    `  Word games is running at ${url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s, database: ${db.kind}${seeded.length ? `, seeded: ${seeded.join(', ')}` : ''})`,
    `  API docs: ${url}/docs`,
    config.gate.enabled && !process.env.GATE_PASSWORD_HASHES ? `  Developer gate password (demo): ${DEMO_GATE_PASSWORDS[0]}` : '',
    ...(config.demoData
      ? [
          '  Demo logins (MyKad, no password; demo accounts skip the new-device step):',
          ...DEMO_USERS.map((u) => `    ${u.key.padEnd(15)} ${u.mykad}  ${u.first} ${u.last}`),
        ]
      : ['  Production start: no demo data.']),
    config.smtpUrl ? '' : `  Mail (sign-in links) is written to ${join(config.dataDir, 'mail', 'outbox.log')} (no SMTP_URL)`,
    '',
  ].filter((l) => l !== '');
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(pruner);
    clearInterval(mailer);
    // a close that cannot finish (a full disk, a database that is away) must not keep the process
    // from ending: SIGTERM is honoured within STOP_DEADLINE_MS whatever the database does
    const outcome = await closeWithin(STOP_DEADLINE_MS, [stopUpkeep, () => app.close(), () => db.close()], (error) => console.error('shutdown failed', error));
    if (outcome === 'timeout') console.error(`shutdown did not finish in ${STOP_DEADLINE_MS / 1000} s: exiting`);
    process.exit(outcome === 'closed' ? 0 : 1);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
