// A remote's declared pages (ADR 0027): its `src/routes.ts` lists them (`PAGES`, the shape of
// OpenMRS's routes.json `pages`); the build writes them into its mf-manifest.json as
// `routes: { pages }`, release copies them into remotes.json, and the shell builds its route table
// and its not-found page from them. So a remote released alone can add a page.
//
// The file is read here, in Node, by compiling it and the files it imports with swc: they must
// hold data and lazy `import()`s only (a page's code is never run here, only named).
const fs = require('node:fs');
const path = require('node:path');
const { transformFileSync } = require('@swc/core');

const EXTENSIONS = ['.ts', '.tsx', '.js'];
/** What a page may say; anything else in an entry (its `load`) stays in the browser. */
const FIELDS = ['route', 'component', 'guarded', 'guard', 'example'];

function resolveFile(from, request) {
  const base = path.resolve(path.dirname(from), request);
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${from}: cannot find ${request}`);
}

/** Runs a TypeScript module and the relative modules it imports; a package import is refused. */
function runModule(file, cache = new Map()) {
  if (cache.has(file)) return cache.get(file).exports;
  const { code } = transformFileSync(file, {
    jsc: { parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') }, target: 'es2020' },
    module: { type: 'commonjs' },
    swcrc: false,
  });
  const module = { exports: {} };
  cache.set(file, module);
  const requireFrom = (request) => {
    if (request.startsWith('.')) return runModule(resolveFile(file, request), cache);
    throw new Error(`${file} imports ${request} at run time: a routes declaration may import only types from packages`);
  };
  new Function('exports', 'require', 'module', code)(module.exports, requireFrom, module);
  return module.exports;
}

/** Checks one page and keeps only what the shell reads. */
function declaredPage(page, file) {
  const where = `${file}: page ${JSON.stringify(page?.route)}`;
  if (typeof page?.route !== 'string' || page.route.startsWith('/')) throw new Error(`${where}: route must be a path without its leading slash`);
  if (typeof page.component !== 'string' || !page.component) throw new Error(`${where}: component must name the page's component`);
  for (const flag of ['guarded']) if (page[flag] !== undefined && typeof page[flag] !== 'boolean') throw new Error(`${where}: ${flag} must be true or false`);
  for (const name of ['guard', 'example'])
    if (page[name] !== undefined && typeof page[name] !== 'string') throw new Error(`${where}: ${name} must be a string`);
  return Object.fromEntries(FIELDS.filter((f) => page[f] !== undefined).map((f) => [f, page[f]]));
}

/**
 * `{ pages }` from `<srcDir>/routes.ts`, or undefined when the app declares no routes (the shell).
 * Throws when a page is malformed or a route is declared twice.
 */
function readDeclaredRoutes(srcDir) {
  const file = path.join(srcDir, 'routes.ts');
  if (!fs.existsSync(file)) return undefined;
  const { PAGES } = runModule(file);
  if (!Array.isArray(PAGES)) throw new Error(`${file} must export PAGES, the list of the remote's pages`);
  const pages = PAGES.map((page) => declaredPage(page, file));
  const seen = new Set();
  for (const { route } of pages) {
    if (seen.has(route)) throw new Error(`${file}: route ${JSON.stringify(route)} is declared twice`);
    seen.add(route);
  }
  return { pages };
}

module.exports = { readDeclaredRoutes };
