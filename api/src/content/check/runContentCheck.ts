/**
 * The content check over the whole library:
 *   npm run content:check -- [--lang ta|en|bm] [--rule RULE] [--file TEXT] [--json] [--dir DIR]
 *   (= cd api && node --import tsx src/content/check/runContentCheck.ts …)
 * Prints one finding a line (file, topic key, #item word, rule, message, tab-separated) and a
 * summary; exits 0 when nothing is refused, 1 when something is, 2 on a usage error.
 * docs/content.md explains each rule.
 */
import { parseArgs } from 'node:util';
import { isLanguage } from '@app/shared/node';
import { checkLibrary, COVERAGE } from './checkLibrary';
import { formatConcreteNounFigures, formatDistractorFigures, formatFinding, RULES, sortFindings, summarise } from './findings';

function main(): number {
  let values: { lang?: string; rule?: string; file?: string; json?: boolean; dir?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        lang: { type: 'string' },
        rule: { type: 'string' },
        file: { type: 'string' },
        json: { type: 'boolean' },
        dir: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
  if (values.help) {
    console.log('usage: runContentCheck.ts [--lang ta|en|bm] [--rule RULE] [--file TEXT] [--json] [--dir DIR]\nrules:');
    for (const [rule, what] of Object.entries(RULES)) console.log(`  ${rule}: ${what}`);
    return 0;
  }
  if (values.lang !== undefined && !isLanguage(values.lang)) {
    console.error(`--lang must be ta, en or bm, not "${values.lang}"`);
    return 2;
  }
  if (values.rule !== undefined && !(values.rule in RULES)) {
    console.error(`--rule must be one of ${Object.keys(RULES).join(', ')}`);
    return 2;
  }
  const result = checkLibrary(values.dir);
  const findings = sortFindings(result.findings).filter(
    (f) =>
      (!values.lang || f.file.startsWith(`${values.lang}/`) || f.file === 'library') &&
      (!values.rule || f.rule === values.rule) &&
      (!values.file || f.file.includes(values.file)),
  );
  if (values.json) console.log(JSON.stringify({ ...result, findings }, null, 1));
  else {
    for (const f of findings) console.log(formatFinding(f));
    console.log(summarise(findings, result.topics, result.items));
    console.log(formatDistractorFigures(result.distractors));
    console.log(formatConcreteNounFigures(result.concreteNouns, COVERAGE.picturedConcreteNouns));
  }
  return findings.length === 0 ? 0 : 1;
}

process.exitCode = main();
