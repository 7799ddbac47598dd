const fs = require('node:fs');
const path = require('node:path');
const { transformFileSync } = require('@swc/core');
const { createConfig } = require('@app/build');
const { startupFiles } = require('@app/build/startupFiles.cjs');
const { GenerateSW } = require('workbox-webpack-plugin');

/** Runs a small self-contained TypeScript module of ours at build time (no imports but types). */
function loadTs(file) {
  const { code } = transformFileSync(path.join(__dirname, file), {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const exports = {};
  new Function('exports', 'require', code)(exports, () => ({}));
  return exports;
}

/** The early-start script (src/remotes/earlyStart.ts), minified, run inline as the page loads. */
function earlyStartScript(options) {
  const { code } = transformFileSync(path.join(__dirname, 'src/remotes/earlyStart.ts'), {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2017', minify: { compress: true, mangle: true } },
    module: { type: 'commonjs' },
    minify: true,
  });
  // A failure here only means the shell fetches everything itself, a little later.
  return `(function(){var exports={};${code};try{window.__shellEarly=exports.startEarly(window,${JSON.stringify(options)})}catch(e){}})();`;
}

/**
 * The accessibility conformance report (docs/accessibility.md, issue 26), served as plain text at
 * /accessibility-report.txt for the About page's link: one source, and plain text reads well in
 * any browser and screen reader. (A change to docs/ alone does not trigger a shell rebuild.)
 */
class AccessibilityReport {
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AccessibilityReport', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AccessibilityReport', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const file = path.join(__dirname, '../docs/accessibility.md');
        compilation.fileDependencies.add(file);
        compilation.emitAsset('accessibility-report.txt', new sources.RawSource(fs.readFileSync(file, 'utf8')));
      });
    });
  }
}

/** Libraries only a payment needs: never in the shell's start-up files. */
const PAYMENT_ONLY = /[\\/]@stripe[\\/]/;

/** Fails the build when a file the shell runs before its first render holds `marker`. */
class StartupFilesWithout {
  constructor({ what, marker }) {
    this.what = what;
    this.marker = marker;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupFilesWithout', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StartupFilesWithout', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const entry = compilation.entrypoints.get('main');
        const files = [...(entry ? entry.getFiles() : []), ...startupFiles(compilation)].filter((f) => f.endsWith('.js'));
        for (const file of files) {
          const source = compilation.getAsset(file)?.source.source();
          if (source && String(source).includes(this.marker)) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${this.what} is in ${file}, a file the shell needs before its first render`));
          }
        }
      });
    });
  }
}

/** The shell's strings for the static first frame, in every language. */
function frameStrings() {
  const { LANGUAGES } = loadTs('../shared/src/i18n/language.ts');
  const read = (language) => JSON.parse(fs.readFileSync(path.join(__dirname, `public/assets/i18n/${language}.json`), 'utf8'));
  return Object.fromEntries(LANGUAGES.map((language) => [language, read(language)]));
}

/** Template values for src/index.html (see the comments there). */
function templateParameters(compilation) {
  const { LANGUAGES, DEFAULT_LANGUAGE } = loadTs('../shared/src/i18n/language.ts');
  const { LANGUAGE_STORAGE_KEY } = loadTs('src/remotes/earlyStart.ts');
  const publicPath = compilation.outputOptions.publicPath;
  const assets = Object.keys(compilation.assets);
  const font = (weight) => assets.find((a) => new RegExp(`noto-sans-tamil-tamil-${weight}-normal\\.[0-9a-f]{8}\\.woff2$`).test(a));
  const fonts = { 400: font(400), 700: font(700) };
  const preload = (href, as, extra = '') => `<link rel="preload" href="${publicPath}${href}" as="${as}"${extra} />`;
  const entryFiles = compilation.entrypoints
    .get('main')
    .getFiles()
    .filter((f) => f.endsWith('.js'));
  // asked for by the page's start script as the first frame is painted (see index.html)
  const startupPreloads = [...entryFiles, ...startupFiles(compilation)].map((file) => [`${publicPath}${file}`, file.endsWith('.css') ? 'style' : 'script']);
  // Both weights: a prerendered first screen (ADR 0008 "First screens") paints its headings at
  // once, and a heading that changes font later is painted, and counted, a second time.
  const fontPreloads = [fonts[400], fonts[700]]
    .filter(Boolean)
    .map((file) => preload(file, 'font', ' type="font/woff2" crossorigin="anonymous"'))
    .join('\n    ');
  const fontFaces = Object.entries(fonts)
    .filter(([, file]) => file)
    .map(
      ([weight, file]) =>
        // the face @fontsource declares in the bundle (same file), so the first frame uses it too;
        // swap: text shows at once in a system font and changes when the font arrives
        `@font-face{font-family:'Noto Sans Tamil';font-style:normal;font-display:swap;font-weight:${weight};` +
        `src:url(${publicPath}${file}) format('woff2')}`,
    )
    .join('');
  return {
    mainScripts: entryFiles.map((file) => `${publicPath}${file}`),
    startupPreloads,
    earlyStart: earlyStartScript({ languages: LANGUAGES, defaultLanguage: DEFAULT_LANGUAGE, languageKey: LANGUAGE_STORAGE_KEY }),
    fontPreloads,
    fontFaces,
    strings: frameStrings(),
    languages: LANGUAGES,
  };
}

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  templateParameters,
  extend(config, { production }) {
    config.plugins.push(new AccessibilityReport());
    if (!production) return;
    // The shell needs every shared library before its first render, so one file (on HTTP/1.1, a
    // phone opens at most six connections and each file costs a round trip) instead of one per
    // library: react-dom, the router, i18next, zod, rxjs, single-spa and their facades.
    config.optimization.splitChunks = {
      cacheGroups: {
        // React DOM apart: on a repeat visit each file's cached code is read in a task of its own
        'react-dom': {
          test: /[\\/]node_modules[\\/](\.pnpm[\\/])?(react-dom|scheduler)[@\\/]/,
          chunks: 'async',
          name: 'react-dom',
          enforce: true,
          priority: 20,
        },
        libraries: {
          // not Stripe's loader (imported by the checkout when a card payment starts): it would
          // ride in this start-up file on every visit to /home
          test: (module) =>
            /[\\/](node_modules|sharedFacades)[\\/]/.test(module.nameForCondition?.() ?? '') && !PAYMENT_ONLY.test(module.nameForCondition?.() ?? ''),
          chunks: 'async',
          name: 'libraries',
          enforce: true,
          priority: 10,
        },
      },
    };
    config.plugins.push(new StartupFilesWithout({ what: "Stripe's loader", marker: 'js.stripe.com' }));
    // docs/architecture.md "Speed on a cheap phone": precache only the shell's own build; remotes are cached as they are used.
    config.plugins.push(
      new GenerateSW({
        swDest: 'sw.js',
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/wp-json\//, /^\/remotes\//, /^\/docs/, /^\/media\//, /^\/accessibility-report\.txt$/],
        exclude: [/mf-manifest.*\.json$/, /mf-stats\.json$/, /\.map$/, /LICENSE/, /\.woff$/],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        runtimeCaching: [
          {
            // Discovery files change with every deploy: network first, cache when offline.
            urlPattern: ({ url }) => url.pathname === '/remotes.json' || url.pathname.endsWith('/mf-manifest.json') || url.pathname.endsWith('/remoteEntry.js'),
            handler: 'NetworkFirst',
            options: { cacheName: 'remote-discovery', networkTimeoutSeconds: 3, expiration: { maxEntries: 40 } },
          },
          {
            // Content-hashed chunks, fonts, translations, pictures, audio: they never change at a URL.
            urlPattern: ({ url }) =>
              /\.[0-9a-f]{8}\.(js|css)$/.test(url.pathname) ||
              /\.(woff2|png|svg|webp|mp3|wav|ogg)$/.test(url.pathname) ||
              url.pathname.includes('/assets/i18n/'),
            handler: 'CacheFirst',
            options: { cacheName: 'immutable-assets', expiration: { maxEntries: 1500 }, cacheableResponse: { statuses: [0, 200] } },
          },
          {
            // Topic packs and the runtime config: fresh when online, the last copy when offline.
            urlPattern: ({ url }) =>
              url.pathname === '/wp-json/custom/v1/config' ||
              url.pathname.startsWith('/wp-json/custom/v1/topics') ||
              url.pathname.startsWith('/wp-json/custom/v1/syllabus'),
            handler: 'NetworkFirst',
            options: { cacheName: 'content', networkTimeoutSeconds: 4, expiration: { maxEntries: 300 } },
          },
        ],
      }),
    );
  },
});
