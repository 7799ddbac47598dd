// A remote's first screens (ADR 0008 "First screens"): a second, Node-targeted compilation of the
// remote's own components, run once after the browser build to prerender the pages the remote
// names in its `src/firstScreens.tsx`, in every language, for a visitor who has not signed in.
// It writes `first-screens.json` into the browser build, so a release carries its own first
// screens and nothing of a remote is baked into the shell.
const fs = require('node:fs');
const path = require('node:path');
const { optimize } = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const postcss = require('postcss');

const FILE = 'first-screens.json';
/** What asset URLs point at in a first screen; our server puts the live release's base there. */
const BASE_PLACEHOLDER = '/__first_screen_base__/';
const LANGUAGES = ['ta', 'en', 'bm'];

/**
 * The rules of `css` a page's markup can use: its first screen travels inside the page, so each
 * byte delays the first paint. A rule stays when its selector names a class the markup has, or
 * no class at all; keyframes stay when a kept rule names them.
 */
function stylesFor(css, html) {
  const classes = new Set();
  for (const [, list] of html.matchAll(/class="([^"]*)"/g)) for (const c of list.split(/\s+/)) if (c) classes.add(c);
  const root = postcss.parse(css);
  const used = (selector) => {
    const named = [...selector.matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
    return named.length === 0 || named.every((c) => classes.has(c));
  };
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter(used);
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  const animations = new Set();
  root.walkDecls(/^animation(-name)?$/, (decl) => decl.value.split(/[\s,]+/).forEach((w) => animations.add(w)));
  root.walkAtRules(/keyframes$/i, (at) => {
    if (!animations.has(at.params)) at.remove();
  });
  // an @media left without rules
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  return root
    .toString()
    .replace(/\/\*[^]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

class RenderFirstScreensPlugin {
  constructor({ outDir, workDir }) {
    this.outDir = outDir;
    this.workDir = workDir;
  }
  apply(compiler) {
    compiler.hooks.done.tapPromise('RenderFirstScreensPlugin', async (stats) => {
      if (stats.hasErrors()) return;
      const bundle = path.join(this.workDir, 'firstScreens.cjs');
      delete require.cache[bundle];
      // the translations the browser build ships (public/ plus any overlay), not the source tree's
      const translations = Object.fromEntries(
        LANGUAGES.map((l) => [l, JSON.parse(fs.readFileSync(path.join(this.outDir, 'assets/i18n', `${l}.json`), 'utf8'))]),
      );
      const rendered = await require(bundle).render(translations);
      const cssFile = path.join(this.workDir, 'firstScreens.css');
      const css = fs.existsSync(cssFile) ? fs.readFileSync(cssFile, 'utf8') : '';
      const pages = Object.fromEntries(Object.entries(rendered).map(([page, html]) => [page, { css: stylesFor(css, Object.values(html).join('')), html }]));
      fs.writeFileSync(path.join(this.outDir, FILE), JSON.stringify({ version: 1, pages }));
      fs.rmSync(this.workDir, { recursive: true, force: true });
    });
  }
}

/**
 * @param {object} o
 * @param {string} o.dir        the remote's folder
 * @param {string} o.name       its federation name: the first screens' class names get their own prefix
 * @param {string} o.entry      its first-screens module (exports `render(translations)`)
 * @param {string} o.outDir     the browser build's folder
 * @param {object} o.scriptRule the browser build's rule for scripts
 * @param {(localIdentName: string) => object} o.cssRule the browser build's rule for styles
 * @param {object} o.resolve    the browser build's resolve options
 */
function firstScreensConfig({ dir, name, entry, outDir, scriptRule, cssRule, resolve }) {
  const workDir = path.join(dir, 'node_modules/.cache/first-screens');
  return {
    name: 'first-screens',
    // after the browser build: it reads the translations that build copied and writes into it
    dependencies: ['browser'],
    context: dir,
    mode: 'production',
    target: 'node20',
    devtool: false,
    entry: { firstScreens: entry },
    output: { path: workDir, filename: '[name].cjs', library: { type: 'commonjs2' }, publicPath: BASE_PLACEHOLDER, clean: true },
    resolve,
    module: {
      rules: [
        scriptRule,
        // class names of their own: the page also holds the remote's real ones
        cssRule(`${name}_fs_[hash:base64:6]`),
        // the browser build ships these files under the same names
        { test: /\.svg$/, resourceQuery: /inline/, type: 'asset/inline' },
        {
          test: /\.(woff2?|png|svg|jpe?g|webp|mp3|wav|ogg)$/,
          resourceQuery: { not: [/inline/] },
          type: 'asset/resource',
          generator: { emit: false, filename: 'assets/[name].[contenthash:8][ext]' },
        },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].css' }),
      // one file: the prerender waits for lazy pages without loading chunks
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new RenderFirstScreensPlugin({ outDir, workDir }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { firstScreensConfig };
