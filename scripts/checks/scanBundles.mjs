#!/usr/bin/env node
// Fails when a built browser file holds a server secret (docs/architecture.md "api": "No secret ever reaches a
// browser bundle"). Usage: node scripts/checks/scanBundles.mjs <deployDir> [--data-dir <dir>]...
// Secrets looked for: the admin token and token secret (env ADMIN_TOKEN / TOKEN_SECRET, and the
// admin.secret / token.secret files the api keeps in each data folder), STRIPE_SECRET_KEY,
// AI_API_KEY, GATE_PASSWORD(S), the five demo developer passwords (read from
// api/src/config/apiConfig.ts), and any Stripe secret key shape (sk_live_…, sk_test_…, rk_…).
// Exits 1 naming every offending file (never printing the secret), 2 when there is nothing to scan.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SCANNED = new Set(['.js', '.mjs', '.cjs', '.css', '.html', '.json', '.map', '.webmanifest', '.txt']);
/** shorter values would match by accident; real secrets are long */
const MIN_SECRET_LENGTH = 8;
const PATTERNS = [
  { name: 'Stripe live secret key (sk_live_)', re: /sk_live_[A-Za-z0-9]{8,}/ },
  { name: 'Stripe test secret key (sk_test_)', re: /sk_test_[A-Za-z0-9]{8,}/ },
  { name: 'Stripe restricted key (rk_)', re: /rk_(live|test)_[A-Za-z0-9]{8,}/ },
];

export function demoGatePasswords(configFile = join(ROOT, 'api/src/config/apiConfig.ts')) {
  if (!existsSync(configFile)) return [];
  const match = /DEMO_GATE_PASSWORDS\s*=\s*\[([^\]]*)\]/.exec(readFileSync(configFile, 'utf8'));
  return match ? [...match[1].matchAll(/['"`]([^'"`]+)['"`]/g)].map((m) => m[1]) : [];
}

/** Every secret value the server could hold, by name. */
export function collectSecrets(env = process.env, dataDirs = []) {
  const secrets = [];
  const add = (name, value) => {
    for (const v of String(value ?? '')
      .split(',')
      .map((s) => s.trim()))
      if (v.length >= MIN_SECRET_LENGTH) secrets.push({ name, value: v });
  };
  for (const key of ['ADMIN_TOKEN', 'TOKEN_SECRET', 'STRIPE_SECRET_KEY', 'AI_API_KEY', 'GATE_PASSWORD', 'GATE_PASSWORDS']) add(key, env[key]);
  for (const dir of dataDirs) {
    for (const file of ['admin.secret', 'token.secret']) {
      const path = join(dir, file);
      if (existsSync(path)) add(`${file} in ${dir}`, readFileSync(path, 'utf8').trim());
    }
  }
  for (const [i, p] of demoGatePasswords().entries()) add(`demo developer password #${i + 1}`, p);
  return secrets;
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile() && SCANNED.has(extname(entry.name).toLowerCase())) yield path;
  }
}

/** Findings as { file, secret } (secret is a name, never the value); scanned is the file count. */
export function scanDirectory(dir, secrets) {
  const findings = [];
  let scanned = 0;
  for (const file of walk(dir)) {
    scanned++;
    const text = readFileSync(file, 'utf8');
    for (const s of secrets) if (text.includes(s.value)) findings.push({ file, secret: s.name });
    for (const p of PATTERNS) if (p.re.test(text)) findings.push({ file, secret: p.name });
  }
  return { findings, scanned };
}

function main(argv) {
  const args = argv.slice(2);
  const dataDirs = [];
  let deployDir;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--data-dir') dataDirs.push(resolve(args[++i] ?? ''));
    else if (args[i] === '--help' || args[i] === '-h') {
      console.log('usage: node scripts/checks/scanBundles.mjs <deployDir> [--data-dir <dir>]...');
      return 0;
    } else deployDir = resolve(args[i]);
  }
  if (process.env.DATA_DIR) dataDirs.push(resolve(process.env.DATA_DIR));
  for (const d of [join(ROOT, '.data'), join(ROOT, 'api/.data')]) if (existsSync(d)) dataDirs.push(d);
  if (!deployDir || !existsSync(deployDir) || !statSync(deployDir).isDirectory()) {
    console.error(`scanBundles: no deploy folder to scan (${deployDir ?? 'none given'})`);
    return 2;
  }
  const secrets = collectSecrets(process.env, dataDirs);
  const { findings, scanned } = scanDirectory(deployDir, secrets);
  if (scanned === 0) {
    console.error(`scanBundles: no built files under ${deployDir}`);
    return 2;
  }
  if (findings.length > 0) {
    for (const f of findings) console.error(`SECRET FOUND: ${relative(process.cwd(), f.file)} contains ${f.secret}`);
    console.error(`scanBundles: ${findings.length} secret(s) in ${new Set(findings.map((f) => f.file)).size} file(s)`);
    return 1;
  }
  console.log(`scanBundles: ${scanned} files, ${secrets.length} secrets and ${PATTERNS.length} key patterns checked, none found`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main(process.argv));
