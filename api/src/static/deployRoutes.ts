import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the whole product on one origin (issue 2): the shell at `/` (index.html for every
 * client-side route), each remote under `/remotes/<name>/<version>/` (immutable: a new build
 * gets a new path), and `remotes.json` no-cache so a release or rollback shows on the next load.
 */
export async function deployRoutes(app: FastifyInstance, { deployDir }: { deployDir: string }) {
  const shellDir = join(deployDir, 'shell');
  const remotesDir = join(deployDir, 'remotes');
  const API_PREFIXES = ['/wp-json/', '/docs', '/remotes/', '/media/'];

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    wildcard: false,
    setHeaders(res, path) {
      // index.html, sw.js and the manifest must be revalidated; hashed files are immutable.
      if (/\.[0-9a-f]{8}\.(js|css)$/.test(path) || /\/assets\/.+\.[0-9a-f]{8}\./.test(path)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });
  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
      // A remote build may be loaded by a shell on another origin (CDN deploys).
      res.header('access-control-allow-origin', '*');
    },
  });

  app.get('/remotes.json', async (_request, reply) => {
    const file = join(deployDir, 'remotes.json');
    reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*');
    // read on every request: `release`/`rollback` swap the file atomically while we run
    return reply.type('application/json').send(readFileSync(file, 'utf8'));
  });

  const indexHtml = () => readFileSync(join(shellDir, 'index.html'), 'utf8');
  if (!existsSync(join(shellDir, 'index.html'))) app.log.warn(`No shell build in ${shellDir}`);

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !/\.[a-z0-9]{2,5}(\?|$)/i.test(request.url);
    if (wantsPage) return reply.header('cache-control', 'no-cache').type('text/html').send(indexHtml());
    return reply.status(404).send({ code: 'not_found', message: `Nothing at ${request.method} ${request.url.split('?')[0]}` });
  });
}
