// The contract's range rule (ADR 0036), in plain JavaScript so the shell (bundled) and
// `npm run release` (node, scripts/deploy/publishRemote.mjs) run the same code. Types: contractRange.d.ts.
// CommonJS, as shared/ is not an ES module package: node reads it without reparsing or a warning.

/** The range a build against `version` needs from the shell: the same major, this minor or later. */
function contractRange(version) {
  return `^${version}`;
}

function contractMajor(version) {
  return Number.parseInt(String(version).split('.')[0] ?? '', 10);
}

function parts(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(String(version).trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * Does a shell providing contract `version` satisfy `range`? Ranges are what builds stamp: `^x.y.z`
 * (same major, not older) or an exact `x.y.z`. Anything else is not understood, so not satisfied.
 */
function contractSatisfies(version, range) {
  const wanted = String(range).trim();
  const caret = wanted.startsWith('^');
  const have = parts(version);
  const want = parts(caret ? wanted.slice(1) : wanted);
  if (!have || !want) return false;
  if (!caret) return have.every((n, i) => n === want[i]);
  if (have[0] !== want[0]) return false;
  if (have[1] !== want[1]) return have[1] > want[1];
  return have[2] >= want[2];
}

module.exports = { contractRange, contractMajor, contractSatisfies };
