import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './buildApp.mjs';
import { compressAssets } from './compressAssets.mjs';
import { contractMajor, deployDir, hashTree, readRemotesJson, remoteVersionDir, writeRemotesJson } from './deployLayout.mjs';

/**
 * Builds one remote into a fresh immutable folder named by its content and makes it live.
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
  const entry = { version, manifest: `/remotes/${remote}/${version}/mf-manifest.json`, contract: contractMajor() };
  if (current?.version === version) return { remote, version, changed: false };
  const previous = current ? [...(current.previous ?? []), { version: current.version, manifest: current.manifest, contract: current.contract }] : [];
  manifest.remotes[remote] = { ...entry, previous: previous.slice(-10) };
  writeRemotesJson(manifest, dir);
  console.log(`${label}: ${remote} is now ${version}${current ? ` (was ${current.version})` : ''}`);
  return { remote, version, changed: true };
}

/** Points a remote back at the version it had before the last release. */
export function rollbackRemote(remote, { dir = deployDir() } = {}) {
  const manifest = readRemotesJson(dir);
  const current = manifest.remotes[remote];
  const previous = current?.previous ?? [];
  const back = previous[previous.length - 1];
  if (!back) throw new Error(`${remote} has no earlier version to roll back to`);
  if (!existsSync(remoteVersionDir(remote, back.version, dir))) throw new Error(`${remote} ${back.version} is no longer on disk`);
  manifest.remotes[remote] = { ...back, previous: previous.slice(0, -1) };
  writeRemotesJson(manifest, dir);
  console.log(`rollback: ${remote} is now ${back.version} (was ${current.version})`);
  return back.version;
}
