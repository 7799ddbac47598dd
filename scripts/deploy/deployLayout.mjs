// The deploy folder served by `npm start` (and by a CDN in production):
//   deploy/shell/                          the shell build (site root)
//   deploy/remotes/<remote>/<version>/     one immutable folder per remote build
//   deploy/remotes.json                    which version of each remote is live (no-cache)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { contractMajor as majorOf } from '../../shared/src/contract/contractRange.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const REMOTES = ['mfe-games', 'mfe-contests', 'mfe-boards', 'mfe-account'];
const { contractVersion } = createRequire(import.meta.url)('../../build/contractVersion.cjs');
export { contractVersion };

/** the major of the contract this source tree speaks (shared/src/contract/version.ts) */
export function contractMajor() {
  return majorOf(contractVersion());
}

/** The contract the live shell provides (its build's contract.json), or undefined when there is none yet. */
export function liveShellContract(dir = deployDir()) {
  const file = join(dir, 'shell', 'contract.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
}

export function deployDir() {
  return resolve(process.env.DEPLOY_DIR ?? join(ROOT, 'deploy'));
}

export function listFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else out.push(path);
  }
  return out.sort();
}

/** A hash over every file's path and bytes: equal builds get equal versions. */
export function hashTree(dir) {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    hash.update(relative(dir, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
}

export function readRemotesJson(dir = deployDir()) {
  const file = join(dir, 'remotes.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { remotes: {} };
}

/** Write-then-rename: a reader sees the old file or the new one, never half of one. */
export function writeRemotesJson(content, dir = deployDir()) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'remotes.json');
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(content, null, 2) + '\n');
  renameSync(tmp, file);
}

export function remoteVersionDir(remote, version, dir = deployDir()) {
  return join(dir, 'remotes', remote, version);
}

/**
 * The pages a remote's build declares (its mf-manifest.json `routes`, build/declaredRoutes.cjs):
 * remotes.json carries them beside the version, so the shell routes to the live build's pages.
 */
export function declaredRoutesOf(remote, version, dir = deployDir()) {
  const file = join(remoteVersionDir(remote, version, dir), 'mf-manifest.json');
  const routes = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).routes : undefined;
  if (!Array.isArray(routes?.pages)) throw new Error(`${remote} ${version} declares no routes (its mf-manifest.json has no routes.pages)`);
  return routes;
}
