import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { E2E_DEPLOY, REPO } from './paths';

/**
 * Runs `pnpm release|rollback <remote>` against the e2e copy of the deploy folder; `env` reaches
 * the build (e.g. PUBLIC_OVERLAY_DIR, build/webpackConfig.cjs).
 */
export function releaseCommand(command: 'release' | 'rollback', remote: string, env: Record<string, string> = {}): string {
  return execFileSync('node', ['scripts/deploy/release.mjs', command, remote], {
    cwd: REPO,
    env: { ...process.env, ...env, DEPLOY_DIR: E2E_DEPLOY },
    encoding: 'utf8',
    timeout: 180_000,
  });
}

/** path → sha256 of every file under dir */
export function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out[relative(dir, p)] = createHash('sha256').update(readFileSync(p)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

export function remotesJson(): { remotes: Record<string, { version: string; manifest: string; routes?: { pages: { route: string }[] } }> } {
  return JSON.parse(readFileSync(join(E2E_DEPLOY, 'remotes.json'), 'utf8'));
}
