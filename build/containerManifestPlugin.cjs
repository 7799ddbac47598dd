// A remote's `mf-manifest.json` for webpack's own container (ADR 0008): the part of
// @module-federation/enhanced's manifest that our code reads, in the same shape, so
// remotes.json, release/rollback, the api's page discovery (api/src/static/pageDiscovery.ts),
// the page's early start (shell/src/remotes/earlyStart.ts) and the service worker's caching
// rules are unchanged: where the remote entry is, and which files each exposed module needs
// first. The shell reads it to find `remoteEntry.js` (shell/src/remotes/federationAdapter.ts).
// It also carries the pages the remote declares (`routes: { pages }`, build/declaredRoutes.cjs),
// which release copies into remotes.json for the shell's route table (ADR 0027), and the
// contract it was built against (`contract: { version, requires }`, ADR 0036): release copies
// `requires` into remotes.json, refuses it when the live shell does not satisfy it, and the
// shell checks it before loading the remote.

const PLUGIN = 'ContainerManifestPlugin';

/** `./register` → `expose-register`: each exposed module gets a named chunk (readable file names). */
function exposesWithChunkNames(exposes = {}) {
  return Object.fromEntries(
    Object.entries(exposes).map(([key, value]) => {
      const config = typeof value === 'string' || Array.isArray(value) ? { import: value } : value;
      return [key, { name: `expose-${key.replace(/^\.\//, '').replace(/[^\w-]/g, '_')}`, ...config }];
    }),
  );
}

class ContainerManifestPlugin {
  /**
   * @param {{ name: string, remoteEntry: string, fileName?: string, routes?: () => { pages: object[] } | undefined,
   *   contract?: { version: string, requires: string } }} options
   */
  constructor({ name, remoteEntry, fileName = 'mf-manifest.json', routes = () => undefined, contract }) {
    this.options = { name, remoteEntry, fileName, routes, contract };
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { name, remoteEntry, fileName, routes, contract } = this.options;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // after real content hashes are in the file names
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          const { chunkGraph } = compilation;
          const exposes = [];
          for (const module of compilation.modules) {
            if (module.constructor.name !== 'ContainerEntryModule') continue;
            // one async block per exposed module, holding its ContainerExposedDependency
            for (const block of module.blocks) {
              const exposed = block.dependencies.find((d) => typeof d.exposedName === 'string');
              const group = chunkGraph.getBlockChunkGroup(block);
              if (!exposed || !group) continue;
              const files = group.getFiles();
              exposes.push({
                id: `${name}:${exposed.exposedName.replace(/^\.\//, '')}`,
                name: exposed.exposedName.replace(/^\.\//, ''),
                path: exposed.exposedName,
                assets: {
                  js: { sync: files.filter((f) => f.endsWith('.js')) },
                  css: { sync: files.filter((f) => f.endsWith('.css')) },
                },
              });
            }
          }
          // read again on every compilation: the dev server's rebuilds pick up a new page
          let declared;
          try {
            declared = routes();
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(`routes: ${error instanceof Error ? error.message : error}`));
          }
          const manifest = {
            id: name,
            name,
            metaData: {
              name,
              globalName: name,
              publicPath: compilation.outputOptions.publicPath,
              remoteEntry: { name: remoteEntry, path: '', type: 'var' },
            },
            exposes,
            ...(declared ? { routes: declared } : {}),
            ...(contract ? { contract } : {}),
          };
          compilation.emitAsset(fileName, new sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

/**
 * The shell's side: `contract.json` beside its index.html says which contract the live shell
 * provides, so `npm run release` can refuse a remote that needs a newer one (ADR 0036).
 */
class ContractStampPlugin {
  /** @param {{ version: string, fileName?: string }} options */
  constructor({ version, fileName = 'contract.json' }) {
    this.options = { version, fileName };
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { version, fileName } = this.options;
    compiler.hooks.thisCompilation.tap('ContractStampPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ContractStampPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(fileName, new compiler.webpack.sources.RawSource(JSON.stringify({ version }) + '\n'));
      });
    });
  }
}

module.exports = { ContainerManifestPlugin, ContractStampPlugin, exposesWithChunkNames };
