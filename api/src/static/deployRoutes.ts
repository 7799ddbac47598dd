import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor, REVALIDATE } from './cachePolicy';
import { chooseEncoding, compressVariants, type Variants } from './contentEncoding';
import { firstScreens, withFirstScreen, type FirstScreen } from './firstScreens';
import { pageDiscovery, withDiscovery } from './pageDiscovery';
import { pageCsp } from '../http/securityHeaders';

/**
 * Serves the whole product on one origin (issue 2): the shell at `/` (index.html for every
 * client-side route), each remote under `/remotes/<name>/<version>/` (immutable: a new build
 * gets a new path), and `remotes.json` no-cache so a release or rollback shows on the next load.
 * Text files are served precompressed (the build writes `.br` and `.gz` beside them), chosen by
 * Accept-Encoding, with `Vary: Accept-Encoding` (issue 10).
 */
export async function deployRoutes(app: FastifyInstance, { deployDir }: { deployDir: string }) {
  const shellDir = join(deployDir, 'shell');
  const remotesDir = join(deployDir, 'remotes');
  const API_PREFIXES = ['/wp-json/', '/docs', '/remotes/', '/media/'];
  // a remotes CDN the CSP allows (CORS_ORIGINS); none when served without the api's config
  const remoteOrigins = (app as FastifyInstance & { config?: { corsOrigins?: string[] } }).config?.corsOrigins ?? [];

  // the service worker precaches the shell's own /index.html and answers navigations with it:
  // that file's inline scripts need their hashes too (the discovery it lacks is data, not script)
  const shellPageCsp = changingFiles([join(shellDir, 'index.html')], ([html]) => pageCsp(html, remoteOrigins));
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.split('?')[0] === '/index.html') {
      const csp = shellPageCsp();
      if (csp) reply.header('content-security-policy', csp);
    }
    return payload;
  });

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    setHeaders(reply) {
      reply.header('cache-control', cacheControlFor(reply.request.url));
    },
  });
  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    preCompressed: true,
    setHeaders(reply) {
      reply.header('cache-control', cacheControlFor(reply.request.url));
      // A remote build may be loaded by a shell on another origin (CDN deploys).
      reply.header('access-control-allow-origin', '*');
    },
  });

  // `release`/`rollback` swap remotes.json atomically while we run: read it again whenever it
  // changed on disk (its mtime or size), and compress each version once.
  const remotesJson = changingFiles([join(deployDir, 'remotes.json')], ([text]) => compressVariants(text));
  app.get('/remotes.json', async (request, reply) => {
    const variants = remotesJson();
    if (!variants) return reply.status(404).send({ code: 'not_found', message: 'No remote has been built yet' });
    reply.header('cache-control', REVALIDATE).header('access-control-allow-origin', '*');
    return sendVariant(request, reply.type('application/json'), variants);
  });

  // The page carries the live remote versions for its first script (pageDiscovery.ts) and, for a
  // page a live remote prerendered, that page's first screen (firstScreens.ts).
  const site = changingFiles([join(shellDir, 'index.html'), join(deployDir, 'remotes.json')], ([html, remotes]) => {
    const page = remotes === undefined ? html : withDiscovery(html, pageDiscovery(deployDir, remotes));
    const screens = remotes === undefined ? new Map<string, FirstScreen>() : firstScreens(deployDir, remotes);
    const byPath = new Map<string, { variants: Variants; csp: string }>();
    return (path: string) => {
      // a query (?topic=…) changes what the page shows: only a bare path gets its first screen
      const key = screens.has(path) ? path : '';
      let served = byPath.get(key);
      if (!served) {
        const html = withFirstScreen(page, screens.get(key));
        // the page's own inline start-up scripts run (by their hashes); nothing injected does
        byPath.set(key, (served = { variants: compressVariants(html), csp: pageCsp(html, remoteOrigins) }));
      }
      return served;
    };
  });
  if (!existsSync(join(shellDir, 'index.html'))) app.log.warn(`No shell build in ${shellDir}`);

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !/\.[a-z0-9]{2,5}(\?|$)/i.test(request.url);
    const page = wantsPage ? site()?.(request.url) : undefined;
    if (page) {
      reply.header('content-security-policy', page.csp);
      return sendVariant(request, reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8'), page.variants);
    }
    return reply.status(404).send({ code: 'not_found', message: `Nothing at ${request.method} ${request.url.split('?')[0]}` });
  });
}

/** What `make` makes from files (the first is required), made again only when one of them changed on disk (mtime or size). */
function changingFiles<T>(paths: string[], make: (texts: [string, ...(string | undefined)[]]) => T): () => T | undefined {
  let seen = '';
  let made: { value: T } | undefined;
  return () => {
    const stats = paths.map((path) => statSync(path, { throwIfNoEntry: false }));
    if (!stats[0]) return undefined;
    const key = stats.map((stat) => (stat ? `${stat.mtimeMs}:${stat.size}` : '-')).join('|');
    if (!made || key !== seen) {
      const texts = paths.map((path, i) => (stats[i] ? readFileSync(path, 'utf8') : undefined)) as [string, ...(string | undefined)[]];
      made = { value: make(texts) };
      seen = key;
    }
    return made.value;
  };
}

function sendVariant(request: FastifyRequest, reply: FastifyReply, variants: Variants) {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding');
  if (!encoding) return reply.send(variants.identity);
  return reply.header('content-encoding', encoding).send(variants[encoding]);
}
