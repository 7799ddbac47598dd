const { createConfig } = require('@app/build');
const { GenerateSW } = require('workbox-webpack-plugin');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  extend(config, { production }) {
    if (!production) return;
    // DESIGN.md §4: precache only the shell's own build; remotes are cached as they are used.
    config.plugins.push(
      new GenerateSW({
        swDest: 'sw.js',
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/wp-json\//, /^\/remotes\//, /^\/docs/, /^\/media\//],
        exclude: [/mf-manifest.*\.json$/, /mf-stats\.json$/, /\.map$/, /LICENSE/, /\.woff$/],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        runtimeCaching: [
          {
            // Discovery files change with every deploy: network first, cache when offline.
            urlPattern: ({ url }) =>
              url.pathname === '/remotes.json' || url.pathname.endsWith('/mf-manifest.json') || url.pathname.endsWith('/remoteEntry.js'),
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
              url.pathname === '/wp-json/custom/v1/config' || url.pathname.startsWith('/wp-json/custom/v1/topics') || url.pathname.startsWith('/wp-json/custom/v1/syllabus'),
            handler: 'NetworkFirst',
            options: { cacheName: 'content', networkTimeoutSeconds: 4, expiration: { maxEntries: 300 } },
          },
        ],
      }),
    );
  },
});
