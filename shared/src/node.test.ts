/// <reference types="node" />
// Node's types for this test: it reads the source tree to follow the entry's imports.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import * as nodeEntry from './node';
import * as browserEntry from './index';

/** Packages and files a Node program cannot (or must not) load from `@app/shared/node`. */
const BROWSER_ONLY =
  /^(react|react-dom|react-router-dom|react-i18next|i18next|single-spa|single-spa-react|rxjs|axios|@stripe\/)|\.css$/;

function resolveLocal(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((file) => existsSync(file));
  if (!found) throw new Error(`${relative(__dirname, from)} imports ${specifier}, which does not exist`);
  return found;
}

/** Every module the entry loads at run time, following value imports and re-exports (not `import type`). */
function runtimeImports(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    const statements = source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm);
    for (const [, typeOnly, specifier] of statements) {
      if (typeOnly || !specifier) continue;
      if (specifier.startsWith('.')) pending.push(resolveLocal(file, specifier));
      else packages.add(specifier);
    }
  }
  return { files: [...files].map((f) => relative(__dirname, f)), packages: [...packages] };
}

describe('@app/shared/node', () => {
  const graph = runtimeImports(join(__dirname, 'node.ts'));

  it('should load no React, DOM library or stylesheet, so the api can import it in plain Node', () => {
    expect(graph.packages.filter((p) => BROWSER_ONLY.test(p))).toEqual([]);
    expect(graph.files.filter((f) => f.endsWith('.tsx') || BROWSER_ONLY.test(f))).toEqual([]);
  });

  it('should reach only zod among third-party packages', () => {
    expect(graph.packages.sort()).toEqual(['zod']);
  });

  it('should export the same rules as the browser entry, not copies', () => {
    const shared = Object.keys(nodeEntry).filter((name) => name in browserEntry);
    expect(shared.length).toBeGreaterThan(50);
    for (const name of shared) {
      expect(nodeEntry[name as keyof typeof nodeEntry]).toBe(browserEntry[name as keyof typeof browserEntry]);
    }
  });

  it('should export everything the api imports (letters, the contest and scoring rules, topic schema)', () => {
    expect(nodeEntry.letters('ஸ்ரீதேவி')).toEqual(['ஸ்ரீ', 'தே', 'வி']);
    expect(typeof nodeEntry.gradeContestSubmission).toBe('function');
    expect(typeof nodeEntry.maxScoreForTopic).toBe('function');
    expect(typeof nodeEntry.topicSchema.parse).toBe('function');
  });
});
