// Writes what each emitted file is made of (bytes per package or source folder, before
// minification) to .cache/bundle-stats/<app>.json, outside the deploy folder so it never changes
// a remote's version. `npm run bench` reads it to say what is inside each chunk it downloads.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/**
 * `./node_modules/.pnpm/x/node_modules/@scope/pkg/file.js` → `@scope/pkg`; own code → its folder.
 * With BUNDLE_STATS_DETAIL=1 set for a build, every file is its own owner (to see inside a package).
 */
function ownerOf(name) {
  const clean = name
    .split('!')
    .pop()
    .replace(/^(consume|provide)[^(]*\(.*?\)\s*/, '')
    .replace(/ \+ \d+ modules$/, '');
  const inModules = clean.split('node_modules/');
  if (process.env.BUNDLE_STATS_DETAIL) return inModules[inModules.length - 1];
  if (inModules.length > 1) {
    const parts = inModules[inModules.length - 1].split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const own = clean.match(/(?:^|\/)(shared\/src\/[^/]+|src\/[^/]+)/);
  return own ? own[1].replace(/\.[jt]sx?$/, '') : clean.slice(0, 60);
}

class BundleStatsPlugin {
  constructor({ app }) {
    this.app = app;
  }

  apply(compiler) {
    compiler.hooks.done.tap('BundleStatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        dependentModules: true,
        chunkModulesSpace: Infinity,
        nestedModulesSpace: Infinity,
        ids: true,
      });
      const files = {};
      for (const chunk of json.chunks ?? []) {
        const owners = { js: {}, css: {} };
        const add = (module) => {
          if (module.modules?.length) return module.modules.forEach(add);
          const kind = module.moduleType === 'css/mini-extract' ? 'css' : 'js';
          // webpack's runtime (chunk loading, the share scope, a container's get/init) has no name
          const owner = module.moduleType === 'runtime' ? 'webpack runtime' : ownerOf(module.name ?? module.identifier ?? '?');
          owners[kind][owner] = (owners[kind][owner] ?? 0) + (module.size ?? 0);
        };
        (chunk.modules ?? []).forEach(add);
        for (const file of chunk.files ?? []) {
          files[file] = { chunk: chunk.names?.[0] ?? chunk.id, owners: file.endsWith('.css') ? owners.css : owners.js };
        }
      }
      const out = path.join(ROOT, '.cache/bundle-stats');
      fs.mkdirSync(out, { recursive: true });
      fs.writeFileSync(path.join(out, `${this.app}.json`), JSON.stringify(files, null, 1));
    });
  }
}

module.exports = { BundleStatsPlugin };
