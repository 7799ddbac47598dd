// The dev loop (`npm run dev`, scripts/dev.mjs): each app's own webpack configuration (its
// webpack.config.cjs, so the share scope is the one production uses) in development mode, served
// from memory by webpack-dev-server with live reload. Only the few dev differences live here.
const path = require('node:path');
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const ROOT = path.resolve(__dirname, '..');
/** Paths the api answers; everything else is the app (index.html for client-side routes). */
const API_PATHS = ['/wp-json', '/media', '/docs'];

/** The page that runs a remote alone: its `src/dev/index.ts` mounts `./register` with a fake Platform. */
const harnessPage = (app) => `<!doctype html>
<html lang="ta">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${app} (dev)</title>
  </head>
  <body></body>
</html>`;

/**
 * The webpack configuration of one app for the dev server.
 * @param {object} o
 * @param {string} o.app            folder name: shell, mfe-games, ...
 * @param {number} o.port           loopback port of its dev server
 * @param {string} o.apiUrl         the api the dev server forwards API_PATHS to
 * @param {() => Promise<object>} [o.remotesJson] the shell only: what `/remotes.json` answers
 */
function devConfig({ app, port, apiUrl, remotesJson }) {
  const dir = path.join(ROOT, app);
  const config = require(path.join(dir, 'webpack.config.cjs'))({}, { mode: 'development' });
  const isShell = app === 'shell';
  if (!isShell) {
    config.entry = { main: './src/dev/index.ts' };
    // publicPath '/': the harness answers deep links (/solvallarcontest/1/2) with this page
    config.plugins.push(new HtmlWebpackPlugin({ templateContent: harnessPage(app), chunks: ['main'], publicPath: '/' }));
  }
  // errors only: up to five dev servers share one terminal
  config.infrastructureLogging = { level: 'error' };
  config.devServer = {
    host: '127.0.0.1',
    port,
    // Live reload rather than hot module replacement: without React Refresh a changed component
    // reloads the page anyway, and a remote's hot update cannot reach a shell page reliably.
    hot: false,
    liveReload: true,
    // The remote's reload client also runs inside the dev shell's page (it is part of
    // remoteEntry.js there): give it this server's own address, not the page's.
    client: { webSocketURL: `ws://127.0.0.1:${port}/ws`, overlay: { errors: true, warnings: false }, logging: 'warn' },
    historyApiFallback: true,
    static: false,
    // a remote's manifest, chunks and translations are read by the dev shell on another port
    headers: isShell ? {} : { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: isShell ? [...API_PATHS, '/remotes/'] : API_PATHS, target: apiUrl, changeOrigin: false }],
    setupMiddlewares: (middlewares) => {
      if (remotesJson) {
        middlewares.unshift({
          name: 'remotes-json',
          path: '/remotes.json',
          middleware: (_req, res, next) => {
            remotesJson().then((body) => {
              res.setHeader('content-type', 'application/json');
              res.setHeader('cache-control', 'no-cache');
              res.end(JSON.stringify(body));
            }, next);
          },
        });
      }
      return middlewares;
    },
    devMiddleware: { stats: 'errors-warnings' },
  };
  return config;
}

/** Starts one app's dev server; `built` settles when its first build is done (with errors or not). */
async function startDevServer(options) {
  const config = devConfig(options);
  const compiler = webpack(config);
  const built = new Promise((resolve) => compiler.hooks.done.tap('dev-loop', (stats) => resolve(stats)));
  const server = new WebpackDevServer(config.devServer, compiler);
  await server.start();
  return { server, built };
}

module.exports = { devConfig, startDevServer, API_PATHS };
