import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './buildApp.mjs';
import { compressAssets } from './compressAssets.mjs';
import { contractMajor, declaredRoutesOf, deployDir, hashTree, readRemotesJson, remoteVersionDir, writeRemotesJson } from './deployLayout.mjs';

/**
 * Builds one remote into a fresh immutable folder named by its content and makes it live, with
 * the pages it declares (its manifest's routes), from which the shell builds its route table.
 * Touches only deploy/remotes/<remote>/ and remotes.json: never the shell or another remote.
 * `build` is the webpack build; tests pass a fake that writes a few files.
 */
export async function publishRemote(remote, { dir = deployDir(), label = 'release', build = buildApp } = {}) {
  const staging = join(dir, '.staging', `${remote}-${process.pid}-${Date.now()}`);
  mkdirSync(staging, { recursive: true });
  await build(remote, staging);
  compressAssets(staging);
  const version = `v${hashTree(staging)}`;
  const target = remoteVersionDir(remote, version, dir);
  if (existsSync(target)) rmSync(staging, { recursive: true, force: true });
  else {
    mkdirSync(join(dir, 'remotes', remote), { recursive: true });
    renameSync(staging, target);
  }
  const manifest = readRemotesJson(dir);
  const current = manifest.remotes[remote];
  const routes = declaredRoutesOf(remote, version, dir);
  refuseTakenRoutes(remote, routes, manifest);
  const entry = { version, manifest: `/remotes/${remote}/${version}/mf-manifest.json`, contract: contractMajor(), routes };
  if (current?.version === version) {
    // a remotes.json written before remotes declared their routes gets them
    if (!current.routes) writeRemotesJson({ ...manifest, remotes: { ...manifest.remotes, [remote]: { ...current, routes: entry.routes } } }, dir);
    return { remote, version, changed: false };
  }
  const previous = current ? [...(current.previous ?? []), { version: current.version, manifest: current.manifest, contract: current.contract }] : [];
  manifest.remotes[remote] = { ...entry, previous: previous.slice(-10) };
  writeRemotesJson(manifest, dir);
  console.log(`${label}: ${remote} is now ${version}${current ? ` (was ${current.version})` : ''}`);
  return { remote, version, changed: true };
}

/** A page one remote declares cannot be another live remote's too: the shell could route it to only one. */
function refuseTakenRoutes(remote, routes, manifest) {
  for (const [other, entry] of Object.entries(manifest.remotes)) {
    if (other === remote) continue;
    const theirs = new Set((entry.routes?.pages ?? []).map((p) => p.route));
    const taken = routes.pages.filter((p) => theirs.has(p.route)).map((p) => `/${p.route}`);
    if (taken.length > 0) throw new Error(`${remote} declares ${taken.join(', ')}, which ${other} already declares: not released`);
  }
}

/** Points a remote back at the version it had before the last release (and the pages it declared). */
export function rollbackRemote(remote, { dir = deployDir() } = {}) {
  const manifest = readRemotesJson(dir);
  const current = manifest.remotes[remote];
  const previous = current?.previous ?? [];
  const back = previous[previous.length - 1];
  if (!back) throw new Error(`${remote} has no earlier version to roll back to`);
  if (!existsSync(remoteVersionDir(remote, back.version, dir))) throw new Error(`${remote} ${back.version} is no longer on disk`);
  // the routes are the ones that build declared
  manifest.remotes[remote] = { ...back, routes: declaredRoutesOf(remote, back.version, dir), previous: previous.slice(0, -1) };
  writeRemotesJson(manifest, dir);
  console.log(`rollback: ${remote} is now ${back.version} (was ${current.version})`);
  return back.version;
}
