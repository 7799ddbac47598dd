import { SIGN_IN_PICTURES } from '@app/shared/node';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Topic } from '@app/shared/node';
import type { ApiConfig } from '../config/apiConfig';
import type { Queryable } from '../db/database';
import { loadBundledTopics } from './bundledTopics';
import { ownPictureIds, writePictures } from './pictureLibrary';
import { audioCacheDir, audioId, SpeechGenerator } from './speech';

export function mediaDirOf(config: ApiConfig): string {
  return join(config.dataDir, 'media');
}

/** Give every item an audio id for its word (the file itself is generated in the background). */
export function withAudioIds(topic: Topic): Topic {
  return { ...topic, items: topic.items.map((item) => ({ ...item, audio: audioId(topic.language, item.word) })) };
}

/** Copies the pictures bundled topics use (plus all our drawings) into <media>/pictures. */
export function syncBundledPictures(mediaDir: string): { written: number; missing: string[] } {
  // the picture password's nine pictures (docs/adr/0018) are served whatever the topics use
  const ids = new Set<string>([...ownPictureIds(), ...SIGN_IN_PICTURES]);
  for (const { topic } of loadBundledTopics()) for (const item of topic.items) if (item.image) ids.add(item.image);
  return writePictures(mediaDir, ids);
}

const generators = new Map<string, SpeechGenerator>();
/** One generator per media folder (one per running api). */
export function speechGenerator(config: ApiConfig): SpeechGenerator {
  const mediaDir = mediaDirOf(config);
  let g = generators.get(mediaDir);
  if (!g) {
    g = new SpeechGenerator(mediaDir, audioCacheDir(config.dataDir));
    generators.set(mediaDir, g);
  }
  return g;
}

export async function stopSpeech(config: ApiConfig): Promise<void> {
  const mediaDir = mediaDirOf(config);
  await generators.get(mediaDir)?.stop();
  generators.delete(mediaDir);
}

/** Queues speech for every item of every topic that has no file yet; Tamil first (the default language). */
export async function generateMissingAudio(
  db: Queryable,
  config: ApiConfig,
  log: (msg: string) => void = () => undefined,
): Promise<{ done: number; failed: number }> {
  const rows = (
    await db.query<{ language: Topic['language']; items: Topic['items'] | string }>(
      "SELECT language, items FROM topics ORDER BY CASE language WHEN 'ta' THEN 0 WHEN 'bm' THEN 1 ELSE 2 END, key",
    )
  ).rows;
  const generator = speechGenerator(config);
  const seen = new Set<string>();
  const jobs: Array<Promise<boolean>> = [];
  let done = 0;
  let failed = 0;
  // Everything missing is queued at once, so the data page can show the real backlog.
  for (const row of rows) {
    const items = typeof row.items === 'string' ? (JSON.parse(row.items) as Topic['items']) : row.items;
    for (const item of items) {
      if (!item.audio || seen.has(item.audio)) continue;
      seen.add(item.audio);
      if (existsSync(generator.audioFile(item.audio))) continue;
      jobs.push(
        generator.ensure({ id: item.audio, language: row.language, text: item.word }).then((ok) => {
          if (ok) done++;
          else failed++;
          if ((done + failed) % 100 === 0) log(`speech: ${done} generated, ${failed} failed`);
          return ok;
        }),
      );
    }
  }
  await Promise.all(jobs);
  if (done + failed > 0) log(`speech: finished, ${done} generated, ${failed} failed`);
  return { done, failed };
}

export function countFiles(dir: string, ext: string): number {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(ext)).length : 0;
}

export function ensureMediaDirs(config: ApiConfig): string {
  const mediaDir = mediaDirOf(config);
  mkdirSync(join(mediaDir, 'pictures'), { recursive: true });
  mkdirSync(join(mediaDir, 'audio'), { recursive: true });
  return mediaDir;
}
