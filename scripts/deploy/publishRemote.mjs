import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './buildApp.mjs';
import { compressAssets } from './compressAssets.mjs';
import { contractMajor as majorOf, contractSatisfies } from '../../shared/src/contract/contractRange.js';
import { contractMajor, declaredRoutesOf, deployDir, hashTree, liveShellContract, readRemotesJson, remoteVersionDir, writeRemotesJson } from './deployLayout.mjs';

/**
 * Builds one remote into a fresh immutable folder named by its content and makes it live, with
 * the pages it declares (its manifest's routes), from which the shell builds its route table.
 * Touches only deploy/remotes/<remote>/ and remotes.json: never the shell or another remote.
 * `build` is the webpack build; tests pass a fake that writes a few files. A remote whose build
 * needs a newer contract than the live shell provides (its manifest's `contract.requires` against
 * the shell's contract.json) is refused before anything goes live (ADR 0036); `shellContract`
 * names the shell it will run beside when that shell is being built in the same run (buildAll).
 */
export async function publishRemote(remote, { dir = deployDir(), label = 'release', build = buildApp, shellContract = liveShellContract(dir) } = {}) {
  const staging = join(dir, '.staging', `${remote}-${process.pid}-${Date.now()}`);
  mkdirSync(staging, { recursive: true });
  await build(remote, staging);
  compressAssets(staging);
  const version = `v${hashTree(staging)}`;
  const target = remoteVersionDir(remote, version, dir);
  const fresh = !existsSync(target);
  if (!fresh) rmSync(staging, { recursive: true, force: true });
  else {
    mkdirSync(join(dir, 'remotes', remote), { recursive: true });
    renameSync(staging, target);
  }
  const manifest = readRemotesJson(dir);
  const current = manifest.remotes[remote];
  const routes = declaredRoutesOf(remote, version, dir);
  refuseTakenRoutes(remote, routes, manifest);
  const requires = contractOf(remote, version, dir)?.requires;
  if (!compatible(requires, shellContract)) {
    // nothing of a refused build is left behind
    if (fresh) rmSync(target, { recursive: true, force: true });
    throw new Error(`${remote} needs contract ${requires}, the live shell provides ${shellContract}: release the shell first. Not released`);
  }
  // `contract` (the major) is what shells before contract 1.2 check; `requires`, the range, is what later ones do
  const entry = {
    version,
    manifest: `/remotes/${remote}/${version}/mf-manifest.json`,
    contract: requires ? majorOf(requires.replace(/^\^/, '')) : contractMajor(),
    ...(requires ? { requires } : {}),
    routes,
  };
  if (current?.version === version) {
    // a remotes.json written before remotes declared their routes gets them
    if (!current.routes) writeRemotesJson({ ...manifest, remotes: { ...manifest.remotes, [remote]: { ...current, routes: entry.routes } } }, dir);
    return { remote, version, changed: false };
  }
  const previous = current
    ? [
        ...(current.previous ?? []),
        { version: current.version, manifest: current.manifest, contract: current.contract, ...(current.requires ? { requires: current.requires } : {}) },
      ]
    : [];
  manifest.remotes[remote] = { ...entry, previous: previous.slice(-10) };
  writeRemotesJson(manifest, dir);
  console.log(`${label}: ${remote} is now ${version}${current ? ` (was ${current.version})` : ''}`);
  return { remote, version, changed: true };
}

/** The contract a remote's build states in its manifest (build/containerManifestPlugin.cjs), if any. */
function contractOf(remote, version, dir) {
  const file = join(remoteVersionDir(remote, version, dir), 'mf-manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).contract : undefined;
}

/**
 * A remote the live shell cannot run is not released: the shell would refuse it and every visitor
 * would see its fallback. No live shell yet, or a build that states no range: nothing to check.
 */
function compatible(requires, shellContract) {
  return !requires || shellContract === undefined || contractSatisfies(shellContract, requires);
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
