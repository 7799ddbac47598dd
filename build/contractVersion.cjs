// The shell ↔ remote contract's version (shared/src/contract/version.ts, ADR 0036), for the build
// (the singleton's version and the range a remote needs, stamped into its manifest) and the
// deploy scripts (release refuses a remote the live shell does not satisfy). Read from the
// source so there is one place to bump it; the range rule is the same as contractSatisfies().
const fs = require('node:fs');
const path = require('node:path');

const SOURCE = path.join(__dirname, '../shared/src/contract/version.ts');

function contractVersion() {
  const match = fs.readFileSync(SOURCE, 'utf8').match(/export const CONTRACT_VERSION = '(\d+\.\d+\.\d+)'/);
  if (!match) throw new Error(`CONTRACT_VERSION not found in ${SOURCE}`);
  return match[1];
}

/** What a build against the contract needs from the shell: `^x.y.z`. */
const contractRange = (version = contractVersion()) => `^${version}`;

module.exports = { contractVersion, contractRange };
