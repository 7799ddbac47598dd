import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { MykadHasher } from '../auth/mykadHash';

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
  /** CORS origins allowed to call the api and load remotes (comma-separated in env) */
  corsOrigins: string[];
  /**
   * Fastify's trustProxy: which proxies' X-Forwarded-For to believe. Off by default, so a client
   * cannot forge its address around the per-IP rate limits; behind a load balancer set
   * TRUST_PROXY to its addresses/CIDRs (comma-separated). `true` (believe anyone) and catch-all
   * ranges (0.0.0.0/0, ::/0, anything wider than /8 or /16) are refused at start.
   */
  trustProxy: false | string[];
  /** Closes slow and idle connections, so holding many of them cannot starve real users. */
  timeouts: { requestMs: number; headersMs: number; keepAliveMs: number; idleMs: number };
  /** Games a student_free account may start a day (Malaysian time); PIN games do not count. 0 = no limit. */
  dailyGameLimit: number;
  /**
   * Demo data (the README's accounts, licence code, orders, sample contests) is seeded and the demo
   * accounts skip the new-device step. Off for a production start: DEMO_DATA=false, or
   * NODE_ENV=production without DEMO_DATA (docs/adr/0018).
   */
  demoData: boolean;
  /** MyKad numbers are stored only as this keyed hash (MYKAD_HMAC_SECRET or <DATA_DIR>/mykad.secret) */
  mykad: MykadHasher;
  /** where links in mail point (the app's public address); default http://HOST:PORT */
  publicUrl: string;
  /** smtp://user:pass@host:port to send mail; unset = the outbox table and <DATA_DIR>/mail/outbox.log only */
  smtpUrl?: string;
  /** the From: of mail the api sends */
  mailFrom: string;
}

/** A proxy range wider than these covers a large part of the internet, not a data centre's proxies. */
const MIN_PROXY_BITS_V4 = 8;
const MIN_PROXY_BITS_V6 = 16;

/**
 * Whether a CIDR is so wide it names the internet rather than some proxies: 0.0.0.0/0, ::/0, and
 * anything wider than a /8 (IPv4) or /16 (IPv6, but for the private fc00::/7), including
 * ::ffff:0:0/96 (every IPv4 address written as IPv6).
 */
export function catchAllRange(address: string, family: number, bits: number): boolean {
  if (family === 4) return bits < MIN_PROXY_BITS_V4;
  if (/^::ffff:/i.test(address) && bits >= 96) return bits - 96 < MIN_PROXY_BITS_V4;
  // a data centre's private IPv6 network (fc00::/7, unique local) may be wide: it is not the internet
  const firstGroup = address.startsWith('::') ? 0 : parseInt(address.split(':')[0] || '0', 16);
  if (bits >= 7 && (firstGroup & 0xfe00) === 0xfc00) return false;
  return bits < MIN_PROXY_BITS_V6;
}

/**
 * TRUST_PROXY as a list of proxy addresses or CIDRs. Anything else (`true`, a hop count, a name)
 * would let a client forge its address, so the api refuses to start with it.
 */
export function parseTrustProxy(value: string | undefined): false | string[] {
  if (!value || value === 'false') return false;
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 4 ? 32 : 128;
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !bitsOk || extra !== undefined) {
      throw new Error(
        `TRUST_PROXY must list the proxies' addresses or CIDRs (for example 127.0.0.1 or 10.0.0.0/8); "${entry}" is not one. Believing any sender would let a client forge its address.`,
      );
    }
    if (bits !== undefined && catchAllRange(address!, family, Number(bits))) {
      throw new Error(
        `TRUST_PROXY "${entry}" is a catch-all range: it would believe any sender's X-Forwarded-For, so a client could forge its address around every per-address limit. List your load balancers' own addresses or their private network (for example 10.0.0.0/8); the narrowest accepted is /${MIN_PROXY_BITS_V4} for IPv4 and /${MIN_PROXY_BITS_V6} for IPv6.`,
      );
    }
  }
  return entries.length > 0 ? entries : false;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number ≥ 0; it is "${raw}".`);
  return n;
}

/**
 * The five developer passwords (docs/requirements.md §5) are only ever stored as salted hashes:
 * `salt:sha256(salt + password)`. These demo ones are documented in the README for
 * development; production sets GATE_PASSWORD_HASHES.
 */
export const DEMO_GATE_PASSWORDS = ['preview-tamil', 'preview-malay', 'preview-english', 'beta-school', 'beta-contest'];

export function hashGatePassword(password: string, salt = randomBytes(8).toString('hex')): string {
  return `${salt}:${createHash('sha256')
    .update(salt + password)
    .digest('hex')}`;
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

/**
 * The MyKad HMAC key chain, oldest first: MYKAD_HMAC_SECRET (comma-separated) or one key a line
 * in <DATA_DIR>/mykad.secret, made once like the other secrets. A rotation appends a key
 * (docs/adr/0018 "Rotating the MyKad key").
 */
export function mykadSecrets(env: NodeJS.ProcessEnv, dataDir: string): string[] {
  const fromEnv = env.MYKAD_HMAC_SECRET;
  const raw = fromEnv ?? persistentSecret(dataDir, 'mykad');
  return raw
    .split(fromEnv ? ',' : /\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** DEMO_DATA=true/false; unset, demo data is on except under NODE_ENV=production. */
export function demoDataWanted(env: NodeJS.ProcessEnv): boolean {
  if (env.DEMO_DATA !== undefined && env.DEMO_DATA !== '') {
    if (env.DEMO_DATA !== 'true' && env.DEMO_DATA !== 'false') throw new Error(`DEMO_DATA must be true or false; it is "${env.DEMO_DATA}".`);
    return env.DEMO_DATA === 'true';
  }
  return env.NODE_ENV !== 'production';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const hashes = env.GATE_PASSWORD_HASHES
    ? env.GATE_PASSWORD_HASHES.split(',')
        .map((h) => h.trim())
        .filter(Boolean)
    : DEMO_GATE_PASSWORDS.map((p, i) => hashGatePassword(p, `demo${i}`));
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    deployDir: env.DEPLOY_DIR ? resolve(env.DEPLOY_DIR) : undefined,
    tokenSecret: env.TOKEN_SECRET ?? persistentSecret(dataDir, 'token'),
    // 30 days: a pupil offline for weeks still plays and queues scores; sign-out revokes on the server
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 30 * 24 * 3600),
    adminToken: env.ADMIN_TOKEN ?? persistentSecret(dataDir, 'admin'),
    gate: { enabled: (env.GATE_ENABLED ?? 'true') !== 'false', passwordHashes: hashes },
    company: { name: env.COMPANY_NAME ?? 'Kalvi Digital Sdn. Bhd.', registrationNumber: env.COMPANY_REG_NO ?? '202301012345 (1503456-K)' },
    payments: { stripeSecretKey: env.STRIPE_SECRET_KEY || undefined, stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined },
    ai: { baseUrl: env.AI_BASE_URL || undefined, apiKey: env.AI_API_KEY || undefined, model: env.AI_MODEL || undefined },
    contestOverrideAllowed: env.CONTEST_OVERRIDE_ALLOWED === 'true',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    timeouts: {
      requestMs: positiveInt(env, 'REQUEST_TIMEOUT_MS', 60_000),
      headersMs: positiveInt(env, 'HEADERS_TIMEOUT_MS', 10_000),
      // longer than a load balancer's usual 60 s idle timeout, so the balancer closes first
      keepAliveMs: positiveInt(env, 'KEEP_ALIVE_TIMEOUT_MS', 65_000),
      // above the live board's 20 s heartbeat, so an open projector stream is never cut
      idleMs: positiveInt(env, 'IDLE_TIMEOUT_MS', 75_000),
    },
    dailyGameLimit: positiveInt(env, 'DAILY_GAME_LIMIT', 10),
    demoData: demoDataWanted(env),
    mykad: new MykadHasher(mykadSecrets(env, dataDir)),
    publicUrl: (env.PUBLIC_URL ?? `http://${env.HOST ?? '127.0.0.1'}:${env.PORT ?? 8080}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Word games <no-reply@localhost>',
  };
}
