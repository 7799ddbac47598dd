/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The contract is one copy at run time only if every app reaches it through the request
// '@app/shared/contract', which Module Federation shares. A relative import of one of its files
// from the rest of shared/ would bundle a second copy into the app (a second PlatformContext:
// `usePlatform()` would find no Platform). Type-only imports vanish at build time and are fine.
const SRC = resolve(__dirname, '..');
const resolveModule = (from: string, request: string): string => {
  const base = resolve(dirname(from), request);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return base;
};
const contractIndex = join(SRC, 'contract/index.ts');
const contractFiles = new Set([...readFileSync(contractIndex, 'utf8').matchAll(/export \* from '(\.[^']+)'/g)].map((m) => resolveModule(contractIndex, m[1]!)));
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

/** `import { a, type B } from './x'` → runtime names imported from a relative path, per file. */
function runtimeRelativeImports(file: string): { request: string; names: string[] }[] {
  const text = readFileSync(file, 'utf8');
  const found: { request: string; names: string[] }[] = [];
  for (const m of text.matchAll(/(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+'(\.[^']+)'/g)) {
    if (m[1]) continue;
    const clause = m[2]!;
    const named = /\{([^}]*)\}/.exec(clause);
    const names = named
      ? named[1]!
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
      : [clause.trim()];
    if (names.length > 0) found.push({ request: m[3]!, names });
  }
  return found;
}

describe('the contract is reached through its package name', () => {
  it('lists the contract modules it checks', () => {
    expect([...contractFiles].map((f) => relative(SRC, f)).sort()).toEqual(
      expect.arrayContaining(['platform/platform.ts', 'react/PlatformContext.tsx', 'react/createRemote.tsx', 'http/createHttpClient.ts']),
    );
  });

  it('no file outside the contract imports a contract module by a relative path', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(SRC)) {
      if (contractFiles.has(file) || file.startsWith(join(SRC, 'contract'))) continue;
      for (const { request, names } of runtimeRelativeImports(file)) {
        if (contractFiles.has(resolveModule(file, request))) offenders.push(`${relative(SRC, file)}: { ${names.join(', ')} } from '${request}'`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
