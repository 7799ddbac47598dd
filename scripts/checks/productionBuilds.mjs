#!/usr/bin/env node
// Fails when the live release ships a library's development build: its warnings and checks cost a
// cheap phone time on every render and fill a pupil's console (ADR 0008). react-router 7 exports
// only its development build, so the facade's alias (build/sharedFacades/index.cjs,
// `productionEntry`) is what keeps it out. Usage: node scripts/checks/productionBuilds.mjs [deployDir]
// Scans the shell and the remote versions remotes.json names; exits 1 naming each file and
// library, 2 when there is nothing to scan.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { deployDir, listFiles, readRemotesJson } from '../deploy/deployLayout.mjs';

/** A string only a library's development build holds, by library. */
export const DEVELOPMENT_MARKERS = [
  { library: 'react-router (dist/development)', marker: 'No routes matched location' },
  { library: 'react-dom (development)', marker: 'Download the React DevTools for a better development experience' },
];

/** The live release's script folders: the shell and each remote's current version. */
export function liveFolders(dir) {
  const remotes = Object.values(readRemotesJson(dir).remotes ?? {});
  const versions = remotes.map((remote) => join(dir, dirname(remote.manifest)));
  return [join(dir, 'shell'), ...versions].filter((folder) => existsSync(folder));
}

/** Findings as { file, library } over every .js file of `folders`; scanned is the file count. */
export function scanFolders(folders) {
  const findings = [];
  let scanned = 0;
  for (const folder of folders) {
    for (const file of listFiles(folder).filter((f) => f.endsWith('.js'))) {
      scanned++;
      const text = readFileSync(file, 'utf8');
      for (const { library, marker } of DEVELOPMENT_MARKERS) if (text.includes(marker)) findings.push({ file, library });
    }
  }
  return { findings, scanned };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const dir = resolve(process.argv[2] ?? deployDir());
  const { findings, scanned } = scanFolders(liveFolders(dir));
  if (scanned === 0) {
    console.error(`no scripts to scan in ${dir}: build first`);
    process.exit(2);
  }
  for (const f of findings) console.error(`${relative(dir, f.file)}: ${f.library}`);
  console.log(findings.length ? `${findings.length} development build(s) in ${scanned} scripts` : `${scanned} scripts, no development build`);
  process.exit(findings.length ? 1 : 0);
}
