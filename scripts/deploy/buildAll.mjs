#!/usr/bin/env node
// Builds the shell and every remote into the deploy folder. An app whose inputs (its sources,
// shared/, build/, the lockfile) have not changed since its last build is skipped, so a second
// `npm start` starts in seconds.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp, runLimited } from './buildApp.mjs';
import { compressAssets } from './compressAssets.mjs';
import { contractVersion, deployDir, listFiles, REMOTES, ROOT, readRemotesJson } from './deployLayout.mjs';
import { publishRemote } from './publishRemote.mjs';

const dir = deployDir();
mkdirSync(dir, { recursive: true });
const stampFile = join(dir, '.build-inputs.json');
const stamps = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : {};

function inputsHash(app) {
  const hash = createHash('sha256');
  for (const folder of [app, 'shared', 'build']) {
    for (const file of listFiles(join(ROOT, folder)).filter((f) => !/\/(node_modules|dist|coverage|\.source-overlay)\//.test(f) && !f.endsWith('.test.ts') && !f.endsWith('.test.tsx'))) {
      hash.update(file.slice(ROOT.length));
      hash.update(readFileSync(file));
    }
  }
  hash.update(readFileSync(join(ROOT, 'pnpm-lock.yaml')));
  // files laid over public/ or src/ (PUBLIC_OVERLAY_DIR, SOURCE_OVERLAY_DIR, build/webpackConfig.cjs) change what is built
  for (const [label, overlay] of [
    ['overlay', process.env.PUBLIC_OVERLAY_DIR],
    ['source-overlay', process.env.SOURCE_OVERLAY_DIR],
  ]) {
    if (!overlay || !existsSync(overlay)) continue;
    for (const file of listFiles(resolve(overlay))) {
      hash.update(`${label}:${file.slice(resolve(overlay).length)}`);
      hash.update(readFileSync(file));
    }
  }
  // how files are precompressed is part of what a build produces
  hash.update(readFileSync(join(ROOT, 'scripts/deploy/compressAssets.mjs')));
  return hash.digest('hex');
}

const live = readRemotesJson(dir).remotes;
const tasks = ['shell', ...REMOTES].map((app) => async () => {
  const inputs = inputsHash(app);
  const built = app === 'shell' ? existsSync(join(dir, 'shell/index.html')) : Boolean(live[app]);
  if (built && stamps[app] === inputs) return `${app}: up to date`;
  const started = Date.now();
  if (app === 'shell') {
    const staging = join(dir, '.staging', `shell-${process.pid}`);
    await buildApp('shell', staging);
    compressAssets(staging);
    rmSync(join(dir, 'shell'), { recursive: true, force: true });
    renameSync(staging, join(dir, 'shell'));
  } else {
    // the shell goes live from this same tree in this run: its contract, not the one on disk, is the one to satisfy
    await publishRemote(app, { dir, label: 'build', shellContract: contractVersion() });
  }
  stamps[app] = inputs;
  return `${app}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`;
});

const results = await runLimited(tasks, Number(process.env.BUILD_CONCURRENCY ?? 2));
rmSync(join(dir, '.staging'), { recursive: true, force: true });
writeFileSync(stampFile, JSON.stringify(stamps, null, 2));
console.log(results.join('\n'));
