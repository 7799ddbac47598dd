// Adds up the test counts of every runner npm test used and prints one closing line:
// "<N> passed, <M> failed" (", <K> skipped" when any), preceded by a line per runner.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, ...failedSteps] = process.argv.slice(2);
const rows = [];
for (const file of existsSync(dir) ? readdirSync(dir).sort() : []) {
  const path = join(dir, file);
  if (file.startsWith('jest-') && file.endsWith('.json')) {
    const r = JSON.parse(readFileSync(path, 'utf8'));
    rows.push([file.slice(5, -5), r.numPassedTests, r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0), r.numPendingTests]);
  } else if (file.endsWith('.tap')) {
    const text = readFileSync(path, 'utf8');
    const count = (k) => Number((text.match(new RegExp(`^# ${k} (\\d+)`, 'm')) ?? [])[1] ?? 0);
    rows.push([file.slice(0, -4), count('pass'), count('fail') + count('cancelled'), count('skipped') + count('todo')]);
  }
}
const pw = join(dir, '../e2e/.tmp-results/results.json');
if (existsSync(pw)) {
  const { stats } = JSON.parse(readFileSync(pw, 'utf8'));
  rows.push(['playwright', stats.expected + stats.flaky, stats.unexpected, stats.skipped]);
}
let passed = 0,
  failed = 0,
  skipped = 0;
for (const [name, p, f, s] of rows) {
  console.log(`  ${name.padEnd(22)} ${String(p).padStart(5)} passed ${String(f).padStart(4)} failed ${s ? `${s} skipped` : ''}`);
  passed += p;
  failed += f;
  skipped += s;
}
if (failedSteps.length) console.log(`  failed steps: ${failedSteps.join(', ')}`);
// a failed step with no failing test (e.g. typecheck, build) still counts as a failure
const stepFailures = failedSteps.length > 0 && failed === 0 ? failedSteps.length : 0;
console.log(`${passed} passed, ${failed + stepFailures} failed${skipped ? `, ${skipped} skipped` : ''}`);
