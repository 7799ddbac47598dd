// Shared singletons are negotiated at run time, so webpack cannot tree-shake them: every app would
// ship the whole of react-router, rxjs, react-i18next and zod/mini for the few names it imports. Each
// of those is shared instead as a small "facade" module (this folder) that re-exports only what
// our apps use, and webpack tree-shakes the real package behind it. ADR 0008 has the reasons and
// the rule: a facade's names only grow, in the shell first. FacadeImportsPlugin fails a build
// that imports a name its facade does not have, so nothing is `undefined` at run time.
const fs = require('node:fs');
const path = require('node:path');

/**
 * share key → { file, real, via?, entry?, productionEntry?, member? }: `real` is the package the
 * facade reads through `@real/<name>` (found from `via` when apps depend on it only through that
 * one), `entry` a file inside it (`productionEntry` in production builds), `member` the object a
 * facade exports instead of a name list.
 */
const FACADES = {
  // react-router 7 exports only its development build (remix-run/react-router#12532), whose dev
  // warnings would ship to pupils; production builds take the production one beside it
  'react-router-dom': { file: 'react-router-dom.mjs', real: 'react-router', via: 'react-router-dom', productionEntry: 'dist/production/index.mjs' },
  // rxjs's ES2015 build: its default (ES5) one carries tslib's helpers
  rxjs: { file: 'rxjs.mjs', real: 'rxjs', entry: 'dist/esm/index.js' },
  'react-i18next': { file: 'react-i18next.mjs', real: 'react-i18next' },
  // browser code validates with zod/mini (ADR 0008); the api keeps classic zod, never bundled
  'zod/mini': { file: 'zod-mini.mjs', real: 'zod', entry: 'mini/index.js', member: 'z' },
};

const facadeFile = (key) => path.join(__dirname, FACADES[key].file);
// Provided by module request, not by file path: MF provides a path eagerly in every compilation,
// html-webpack-plugin's (Node) one included, which then wrote stray Node chunks into the build.
const facadePath = (key) => `@app-shared-facades/${FACADES[key].file}`;

/** The names a facade offers: its `export { … }` list, or the keys of its exported object. */
function facadeNames(key) {
  const source = fs.readFileSync(facadeFile(key), 'utf8');
  const { member } = FACADES[key];
  const block = member ? source.match(new RegExp(`export const ${member} = \\{([^}]*)\\}`)) : source.match(/export \{([^}]*)\} from/);
  if (!block) throw new Error(`Cannot read the names of the ${key} facade`);
  return new Set(
    block[1]
      .split(',')
      .map((n) => n.trim().split(':')[0].trim())
      .filter(Boolean),
  );
}

/**
 * `@app-shared-facades/<file>` for the facades themselves, and `@real/<pkg>` for the packages
 * behind them, resolved from the app's own dependencies (the same copy it would use).
 */
function realAliases(appDir, production) {
  const alias = { '@app-shared-facades': __dirname };
  for (const { real, via, entry, productionEntry } of Object.values(FACADES)) {
    const from = via ? path.dirname(require.resolve(`${via}/package.json`, { paths: [appDir] })) : appDir;
    const dir = path.dirname(require.resolve(`${real}/package.json`, { paths: [from] }));
    const file = (production && productionEntry) || entry;
    alias[`@real/${real}$`] = file ? path.join(dir, file) : dir;
  }
  return alias;
}

/**
 * Fails the build when code imports from a facaded package a name the facade does not offer
 * (`import { Outlet } from 'react-router-dom'`, `z.bigint()`), naming the file and the name.
 */
class FacadeImportsPlugin {
  apply(compiler) {
    const names = Object.fromEntries(Object.keys(FACADES).map((key) => [key, facadeNames(key)]));
    compiler.hooks.compilation.tap('FacadeImportsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('FacadeImportsPlugin', (modules) => {
        for (const module of modules) {
          if (!module.resource || module.resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
          for (const dep of module.dependencies) {
            const key = dep.request;
            if (!(key in names) || !Array.isArray(dep.ids) || dep.ids.length === 0) continue;
            const { member } = FACADES[key];
            const name = member ? (dep.ids[0] === member ? dep.ids[1] : undefined) : dep.ids[0];
            if (name === undefined || name === 'default' || names[key].has(name)) continue;
            const where = path.relative(compiler.context, module.resource);
            compilation.errors.push(
              new Error(
                `${where}: '${member ? `${member}.${name}` : name}' from '${key}' is not in its shared facade; ` +
                  `add it to build/sharedFacades/${FACADES[key].file} (and deploy the shell first, see ADR 0008)`,
              ),
            );
          }
        }
      });
    });
  }
}

module.exports = { FACADES, facadePath, facadeNames, realAliases, FacadeImportsPlugin };
