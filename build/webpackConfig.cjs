// One webpack configuration for the shell and every remote, so the Module Federation share
// scope (singletons, versions) can never drift between apps that are deployed separately.
const fs = require('node:fs');
const path = require('node:path');
const { container } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { BundleStatsPlugin } = require('./bundleStatsPlugin.cjs');
const { FACADES, facadePath, realAliases, FacadeImportsPlugin } = require('./sharedFacades/index.cjs');
const { ContainerManifestPlugin, ContractStampPlugin, exposesWithChunkNames } = require('./containerManifestPlugin.cjs');
const { firstScreensConfig } = require('./firstScreensConfig.cjs');
const { readDeclaredRoutes } = require('./declaredRoutes.cjs');
const { contractVersion, contractRange } = require('./contractVersion.cjs');

/**
 * What every app shares once: one React, one router, one rxjs, and the shell ↔ remote contract
 * `@app/shared/contract` (ADR 0036). The rest of `@app/shared` is not shared: each app bundles
 * the parts it imports, tree-shaken, and reaches the contract through that request.
 */
function sharedSingletons(appDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = pkg.dependencies;
  const installedVersion = (name) => require(require.resolve(`${name}/package.json`, { paths: [appDir] })).version;
  // a share key may name an entry of a package ('zod/mini'): its version is the package's
  const packageOf = (name) =>
    name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/');
  const singleton = (name, requiredVersion) => {
    const config = { singleton: true, requiredVersion: requiredVersion ?? deps[packageOf(name)] };
    // a facaded package is provided as its facade, under the real package's name and version
    if (FACADES[name]) Object.assign(config, { import: facadePath(name), version: installedVersion(packageOf(name)) });
    return config;
  };
  return {
    react: singleton('react'),
    'react/': singleton('react', deps.react),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom', deps['react-dom']),
    'react-router-dom': singleton('react-router-dom'),
    rxjs: singleton('rxjs'),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    'single-spa': singleton('single-spa'),
    'single-spa-react': singleton('single-spa-react'),
    // not required by the contract, but every app validates with zod:
    // one copy per page instead of one per remote
    'zod/mini': singleton('zod/mini'),
    // strict: a remote that needs a newer contract than the page's fails to load (and shows its
    // fallback) rather than run against the older copy; the shell refuses it earlier from the
    // range its manifest states (shell/src/remotes/remoteLoader.ts), release before that.
    '@app/shared/contract': { singleton: true, strictVersion: true, version: contractVersion(), requiredVersion: contractRange() },
  };
}

/**
 * SOURCE_OVERLAY_DIR: a copy of the app's src/ with the overlay's files laid over it (same paths,
 * new files allowed) is built instead of src/, so the e2e release test can add a page to a remote
 * without editing a tracked file. The copy sits beside src/ (packages resolve as from src/) and
 * goes when the build's process ends. Returns the folder to build from.
 */
function sourceDir(dir) {
  const overlay = process.env.SOURCE_OVERLAY_DIR ? path.resolve(process.env.SOURCE_OVERLAY_DIR) : undefined;
  if (!overlay) return path.join(dir, 'src');
  const copy = path.join(dir, '.source-overlay', String(process.pid));
  fs.rmSync(copy, { recursive: true, force: true });
  // tests stay out: a jest run meanwhile must not find a second copy of them
  fs.cpSync(path.join(dir, 'src'), path.join(copy, 'src'), { recursive: true, filter: (f) => !/\.test\.tsx?$/.test(f) });
  fs.cpSync(overlay, path.join(copy, 'src'), { recursive: true, force: true });
  process.on('exit', () => fs.rmSync(copy, { recursive: true, force: true }));
  return path.join(copy, 'src');
}

/**
 * @param {object} o
 * @param {string} o.dir          the app's folder
 * @param {string} o.name         federation name (shell, mfe_games, ...)
 * @param {'host'|'remote'} o.kind
 * @param {Record<string,string>} [o.exposes]
 * @param {(config: import('webpack').Configuration) => void} [o.extend] app-specific additions
 * @param {Function} [o.templateParameters] the host page's template values (html-webpack-plugin);
 *   with them, the template places the entry script itself
 * @param {string} [o.firstScreens] a remote's module of pages to prerender (firstScreensConfig.cjs);
 *   production builds only
 */
function createConfig({ dir, name, kind, exposes, extend, templateParameters, firstScreens }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const srcDir = sourceDir(dir);
    // './src/register.tsx' → the file in srcDir (the overlay's copy, when there is one)
    const fromSrc = (file) => (typeof file === 'string' && file.startsWith('./src/') ? path.join(srcDir, file.slice('./src/'.length)) : file);
    const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(dir, 'dist');
    const publicDir = path.join(dir, 'public');
    // PUBLIC_OVERLAY_DIR: files laid over public/ at the same paths (the e2e release test builds a
    // remote with changed strings this way, so it never edits a tracked file).
    const overlayDir = process.env.PUBLIC_OVERLAY_DIR ? path.resolve(process.env.PUBLIC_OVERLAY_DIR) : undefined;
    const copies = [
      ...(fs.existsSync(publicDir) ? [{ from: publicDir, to: outDir }] : []),
      ...(overlayDir ? [{ from: overlayDir, to: outDir, force: true, priority: 1 }] : []),
    ];
    /** @type {import('webpack').Configuration} */
    const scriptRule = {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2020',
          },
        },
      },
    };
    // Prefix every class with the app name: no remote can restyle another.
    const cssRule = (localIdentName) => ({
      test: /\.css$/,
      use: [
        MiniCssExtractPlugin.loader,
        {
          loader: require.resolve('css-loader'),
          options: { modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is', localIdentName } },
        },
      ],
    });
    const resolve = {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: realAliases(dir, production),
    };
    const config = {
      name: 'browser',
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry: { main: fromSrc('./src/index.ts') },
      output: {
        path: outDir,
        // Remotes find their own URL at run time, so one build can sit under any version path
        // or origin; the shell always lives at the site root.
        publicPath: kind === 'host' ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve,
      module: {
        rules: [
          scriptRule,
          cssRule(production ? `${name}_[hash:base64:6]` : `${name}_[local]_[hash:base64:4]`),
          // `?inline`: an icon inside the code, for a screen that must show it offline although
          // nothing loaded it before (the games' result screen, issue 22)
          { test: /\.svg$/, resourceQuery: /inline/, type: 'asset/inline' },
          { test: /\.(woff2?|png|svg|jpe?g|webp|mp3|wav|ogg)$/, resourceQuery: { not: [/inline/] }, type: 'asset/resource' },
        ],
      },
      plugins: [
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        // webpack's own container runtime (ADR 0008): a remote is a `remoteEntry.js` of ~4 KB (brotli) that
        // the shell loads with a script tag (shell/src/remotes/federationAdapter.ts), instead of
        // @module-federation/enhanced's runtime (~23 KB in the shell and ~8 KB in each remote entry).
        new container.ModuleFederationPlugin({
          name,
          ...(kind === 'remote'
            ? {
                filename: 'remoteEntry.js',
                exposes: exposesWithChunkNames(Object.fromEntries(Object.entries(exposes ?? {}).map(([k, v]) => [k, fromSrc(v)]))),
                library: { type: 'var', name },
              }
            : {}),
          shared: sharedSingletons(dir),
        }),
        // what the shell and the page's early start read to find a remote's first files, and the
        // pages the remote declares (src/routes.ts), from which the shell builds its routes
        ...(kind === 'remote'
          ? [
              new ContainerManifestPlugin({
                name,
                remoteEntry: 'remoteEntry.js',
                routes: () => readDeclaredRoutes(srcDir),
                contract: { version: contractVersion(), requires: contractRange() },
              }),
            ]
          : [new ContractStampPlugin({ version: contractVersion() })]),
        ...(copies.length > 0 ? [new CopyPlugin({ patterns: copies })] : []),
        ...(kind === 'host'
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src/index.html'),
                chunks: ['main'],
                scriptLoading: 'defer',
                ...(templateParameters ? { templateParameters, inject: false } : {}),
              }),
            ]
          : []),
        new FacadeImportsPlugin(),
        ...(production ? [new BundleStatsPlugin({ app: path.basename(dir) })] : []),
      ],
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
    extend?.(config, { production, outDir });
    if (!production || !firstScreens) return config;
    return [config, firstScreensConfig({ dir, name, entry: fromSrc(firstScreens), outDir, scriptRule, cssRule, resolve })];
  };
}

module.exports = { createConfig, sharedSingletons };
