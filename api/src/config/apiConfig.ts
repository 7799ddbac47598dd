import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface ApiConfig {
  port: number;
  host: string;
  /** PGlite data folder (used when databaseUrl is not set) */
  dataDir: string;
  databaseUrl?: string;
  /** folder with shell/, remotes/ and remotes.json to serve; unset = api only */
  deployDir?: string;
  tokenSecret: string;
  tokenTtlSeconds: number;
  adminToken: string;
  gate: { enabled: boolean; passwordHashes: string[] };
  company: { name: string; registrationNumber: string };
  payments: { stripeSecretKey?: string; stripePublishableKey?: string };
  ai: { baseUrl?: string; apiKey?: string; model?: string };
  contestOverrideAllowed: boolean;
  redisUrl?: string;
  /** CORS origins allowed to call the api and load remotes (comma-separated in env) */
  corsOrigins: string[];
  /**
   * Fastify's trustProxy: which proxies' X-Forwarded-For to believe. Off by default, so a client
   * cannot forge its address around the per-IP rate limits; behind a load balancer set
   * TRUST_PROXY to its addresses/CIDRs (comma-separated) or `true`.
   */
  trustProxy: boolean | string[];
}

/**
 * The five developer passwords (SPEC.md §5) are only ever stored as salted hashes:
 * `salt:sha256(salt + password)`. These demo ones are documented in the README for
 * development; production sets GATE_PASSWORD_HASHES.
 */
export const DEMO_GATE_PASSWORDS = ['preview-tamil', 'preview-malay', 'preview-english', 'beta-school', 'beta-contest'];

export function hashGatePassword(password: string, salt = randomBytes(8).toString('hex')): string {
  return `${salt}:${createHash('sha256').update(salt + password).digest('hex')}`;
}

/** A secret generated once per data folder, so tokens survive restarts without a config step. */
function persistentSecret(dataDir: string, name: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, `${name}.secret`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const hashes = env.GATE_PASSWORD_HASHES
    ? env.GATE_PASSWORD_HASHES.split(',').map((h) => h.trim()).filter(Boolean)
    : DEMO_GATE_PASSWORDS.map((p, i) => hashGatePassword(p, `demo${i}`));
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    deployDir: env.DEPLOY_DIR ? resolve(env.DEPLOY_DIR) : undefined,
    tokenSecret: env.TOKEN_SECRET ?? persistentSecret(dataDir, 'token'),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 7 * 24 * 3600),
    adminToken: env.ADMIN_TOKEN ?? persistentSecret(dataDir, 'admin'),
    gate: { enabled: (env.GATE_ENABLED ?? 'true') !== 'false', passwordHashes: hashes },
    company: { name: env.COMPANY_NAME ?? 'Kalvi Digital Sdn. Bhd.', registrationNumber: env.COMPANY_REG_NO ?? '202301012345 (1503456-K)' },
    payments: { stripeSecretKey: env.STRIPE_SECRET_KEY || undefined, stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined },
    ai: { baseUrl: env.AI_BASE_URL || undefined, apiKey: env.AI_API_KEY || undefined, model: env.AI_MODEL || undefined },
    contestOverrideAllowed: env.CONTEST_OVERRIDE_ALLOWED === 'true',
    redisUrl: env.REDIS_URL || undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    trustProxy: !env.TRUST_PROXY || env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY.split(',').map((s) => s.trim()),
  };
}
