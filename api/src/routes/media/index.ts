import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { ensureMediaDirs, generateMissingAudio, stopSpeech, syncBundledPictures } from '../../content/contentMedia';

/**
 * /media/pictures/<id>.svg and /media/audio/<id>.wav (docs/architecture.md "Games"). Ids are stable names or
 * content hashes, so files are cached as immutable (the service worker keeps them for offline).
 * Speech is generated after the server starts listening (SPEECH_START_DELAY_MS later, default
 * 15 s; SPEECH_DISABLED=true turns it off), in a low-priority child process, so start-up is not
 * held up; until a file exists its URL answers 404 and the games fall back to no sound.
 */
const mediaRoutes: FastifyPluginAsync = async (app) => {
  const mediaDir = ensureMediaDirs(app.config);
  if (!existsSync(join(mediaDir, 'pictures', 'index.json'))) {
    const { missing } = syncBundledPictures(mediaDir);
    if (missing.length) app.log.warn(`pictures not found: ${missing.join(', ')}`);
  }

  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
      res.header('access-control-allow-origin', '*');
    },
  });

  let startTimer: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    // Re-copy pictures on every start (cheap) so a content update shows up, then speech in the background.
    syncBundledPictures(mediaDir);
    if (process.env.SPEECH_DISABLED === 'true') return;
    // A short wait lets start-up traffic (and short-lived bench/e2e servers) go first.
    const delay = Number(process.env.SPEECH_START_DELAY_MS ?? 15_000);
    startTimer = setTimeout(() => {
      void generateMissingAudio(app.db, app.config, (msg) => app.log.info(msg)).catch((error: unknown) => app.log.error(error));
    }, delay);
    startTimer.unref();
  });
  app.addHook('onClose', async () => {
    if (startTimer) clearTimeout(startTimer);
    await stopSpeech(app.config);
  });
};
export default mediaRoutes;
