#!/usr/bin/env node
// Usage: pnpm release <remote>   — build one remote under a new version path and switch to it.
//        pnpm rollback <remote>  — switch it back to the version it had before.
import { publishRemote, rollbackRemote } from './publishRemote.mjs';
import { REMOTES } from './deployLayout.mjs';

const [command, remote] = process.argv.slice(2);
if (!REMOTES.includes(remote ?? '')) {
  console.error(`usage: pnpm ${command} <${REMOTES.join('|')}>`);
  process.exit(2);
}
try {
  if (command === 'rollback') rollbackRemote(remote);
  else await publishRemote(remote);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
