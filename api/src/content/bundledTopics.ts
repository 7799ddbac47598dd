import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { topicSchema, type Topic } from '@app/shared/node';

/** api/content: topic JSON files (topics/<lang>/*.json) and our own drawings (pictures/*.svg). */
export const CONTENT_DIR = resolve(__dirname, '../../content');

export interface BundledTopicFile {
  file: string;
  topic: Topic;
}

/** Reads and validates every bundled topic; throws with the file name when one is invalid. */
export function loadBundledTopics(dir = join(CONTENT_DIR, 'topics')): BundledTopicFile[] {
  const out: BundledTopicFile[] = [];
  for (const language of readdirSync(dir).sort()) {
    for (const name of readdirSync(join(dir, language))
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const file = join(language, name);
      const parsed = topicSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
      if (parsed.data.language !== language) throw new Error(`${file}: language ${parsed.data.language} is in the ${language} folder`);
      out.push({ file, topic: parsed.data });
    }
  }
  return out;
}
