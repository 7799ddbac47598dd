import { randomBytes } from 'node:crypto';
import { topicSchema, type Topic } from '@app/shared/node';
import type { ApiConfig } from '../../config/apiConfig';
import type { Database } from '../../db/database';
import { badRequest, conflict } from '../../http/httpError';
import { mediaDirOf, speechGenerator, withAudioIds } from '../../content/contentMedia';
import { pictureExists, writePictures } from '../../content/pictureLibrary';
import { checkTopicContent } from '../../content/topicChecks';
import { getTopic, upsertTopic } from '../../content/topicRepository';
import { assertTopicAllowed } from './topicAllowances';

/** A teacher's topic as the form sends it: everything but the key, which the server decides. */
export type TopicDraft = Omit<Topic, 'key'>;

function slug(text: string): string {
  const ascii = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return ascii || 'topic';
}

/**
 * The key a teacher's topic is saved under: a new topic gets a fresh `custom-` key; an edit keeps
 * its key, which must be one of the teacher's own `custom-` or (existing) `ai-generated-` topics.
 */
async function keyFor(db: Database, teacherId: string, requestedKey: string | undefined, title: string) {
  if (requestedKey === undefined) {
    return { key: `custom-${slug(title)}-${randomBytes(3).toString('hex')}`, isNew: true };
  }
  const existing = await getTopic(db, requestedKey);
  const existingAiTopic = /^ai-generated-[a-z0-9-]+$/.test(requestedKey) && existing !== undefined;
  if (!/^custom-[a-z0-9-]+$/.test(requestedKey) && !existingAiTopic) {
    const message = 'A topic you create needs a key that starts with custom- and uses a-z, 0-9 and -.';
    throw badRequest(message, 'invalid_topic_key');
  }
  if (existing && existing.ownerId !== teacherId) throw conflict('That topic key is taken.', 'topic_key_taken');
  return { key: requestedKey, isNew: !existing };
}

/**
 * Saves a teacher's topic (new or edited): a new one counts against the month's allowance; the
 * content check and the picture library must accept every item. Speech for its words is made in
 * the background when `speak` (a listening server, not an inject-only test).
 */
export async function saveTeacherTopic(
  db: Database,
  config: ApiConfig,
  teacherId: string,
  draft: TopicDraft & { key?: string },
  { speak }: { speak: boolean },
): Promise<Topic> {
  const { key: requestedKey, ...body } = draft;
  const { key, isNew } = await keyFor(db, teacherId, requestedKey, body.title);
  if (isNew) await assertTopicAllowed(db, Number(teacherId), 'custom');
  const topic = withAudioIds(topicSchema.parse({ ...body, key }));
  const problems = checkTopicContent(topic);
  const unknownPictures = topic.items.map((i) => i.image).filter((id): id is string => !!id && !pictureExists(id));
  if (unknownPictures.length) problems.push(`Unknown picture: ${unknownPictures.join(', ')}.`);
  if (problems.length > 0) throw badRequest(problems[0]!, 'invalid_topic', { problems });
  await upsertTopic(db, topic, teacherId);
  writePictures(
    mediaDirOf(config),
    topic.items.map((i) => i.image).filter((id): id is string => !!id),
  );
  if (speak) {
    // it runs in a worker thread; a topic is usable before its recordings exist
    const speech = speechGenerator(config);
    for (const item of topic.items) void speech.ensure({ id: item.audio!, language: topic.language, text: item.word });
  }
  return topic;
}
