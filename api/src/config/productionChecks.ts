import type { Queryable } from '../db/database';
import { DEMO_USERS } from '../db/seed/demoUsers';
import { DEMO_LICENSE_CODE } from '../db/seed/licenseCodeSeeds';
import { hashRedemptionCode } from '../routes/licenses/licenseCodes';
import { DEMO_GATE_PASSWORDS, hashGatePassword, type ApiConfig } from './apiConfig';

/** Secrets seen in examples and tests: a production start with one of them is refused. */
const KNOWN_WEAK_SECRETS = ['test-secret', 'test-admin-token', 'secret', 'changeme', 'change-me', 'password', 'demo', 'dev', 'development'];
const MIN_SECRET_LENGTH = 32;

/**
 * What keeps a production start (DEMO_DATA=false, or NODE_ENV=production) from starting: the
 * README's demo secrets or a guessable one (docs/adr/0018). Each line says what to set instead.
 */
export function productionConfigProblems(config: ApiConfig, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (config.gate.enabled) {
    if (!env.GATE_PASSWORD_HASHES)
      problems.push('The developer gate is on with the README’s demo passwords: set GATE_PASSWORD_HASHES (or GATE_ENABLED=false).');
    else if (config.gate.passwordHashes.some((hash) => DEMO_GATE_PASSWORDS.some((password) => hashGatePassword(password, hash.split(':')[0]) === hash))) {
      problems.push('GATE_PASSWORD_HASHES holds a hash of one of the README’s demo gate passwords: choose new passwords.');
    }
  }
  const weak = (value: string | undefined) => value !== undefined && (value.length < MIN_SECRET_LENGTH || KNOWN_WEAK_SECRETS.includes(value.toLowerCase()));
  if (weak(env.TOKEN_SECRET))
    problems.push(
      `TOKEN_SECRET is a demo or short secret: use at least ${MIN_SECRET_LENGTH} random characters (or leave it unset for one made per data folder).`,
    );
  if (weak(env.ADMIN_TOKEN))
    problems.push(
      `ADMIN_TOKEN is a demo or short secret: use at least ${MIN_SECRET_LENGTH} random characters (or leave it unset for one made per data folder).`,
    );
  return problems;
}

/** Demo data already in the database: the README's accounts (public MyKads) and licence code. */
export async function productionDatabaseProblems(db: Queryable, config: ApiConfig): Promise<string[]> {
  const problems: string[] = [];
  const demoHashes = DEMO_USERS.flatMap((u) => config.mykad.lookupHashes(u.mykad));
  const demoEmails = DEMO_USERS.map((u) => u.email);
  const accounts = await db.query('SELECT 1 FROM users WHERE mykad_hash = ANY($1::text[]) OR email = ANY($2::text[]) LIMIT 1', [demoHashes, demoEmails]);
  if (accounts.rows.length > 0) problems.push('The database holds the README’s demo accounts: start production on a new database (DATA_DIR or DATABASE_URL).');
  const code = await db.query('SELECT 1 FROM school_licenses WHERE redemption_code_hash = $1', [hashRedemptionCode(DEMO_LICENSE_CODE)]);
  if (code.rows.length > 0)
    problems.push(
      `A school licence has the demo code ${DEMO_LICENSE_CODE}: rotate it (admin: POST school-license with rotate_code) or start on a new database.`,
    );
  return problems;
}

export class ProductionStartRefused extends Error {
  constructor(readonly problems: string[]) {
    super(`Refusing a production start (DEMO_DATA=false / NODE_ENV=production):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ProductionStartRefused';
  }
}
