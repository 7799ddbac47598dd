import { randomInt } from 'node:crypto';
import type { Topic } from '@app/shared/node';
import type { ApiConfig } from '../../config/apiConfig';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { getTopic, listTopics, ownTopicsLike, upsertTopic } from '../../content/topicRepository';
import { checkTopicContent } from '../../content/topicChecks';
import { assertTopicAllowed } from '../topics/topicAllowances';
import { generateWithAi } from './aiTopicGenerator';
import { generateFromLexicon, keywordMatch, sameWords, type GenerationRequest } from './lexiconTopicGenerator';

export const AI_FELL_BACK_NOTE = 'The AI service did not answer well, so this topic was built from our word library instead.';

export interface GeneratedTopic {
  topic: Topic;
  source: 'ai' | 'offline';
  note?: string;
  /** the teacher already had a topic with these words: that one is answered, nothing is saved */
  duplicate?: boolean;
  /** words the teacher asked for that the topic does not hold (issue 27: they were dropped without a word) */
  skipped_words: string[];
}

const normalised = (word: string) => word.normalize('NFC').trim().toLocaleLowerCase();

/**
 * The requested words the topic could not use, as the teacher typed them, once each: a word is
 * used when an item names it (its word, a translation or a tag: "milk" is used by பால்).
 */
export function skippedWords(requested: readonly string[], topic: Pick<Topic, 'items'>): string[] {
  const seen = new Set<string>();
  return requested.filter((word) => {
    const key = normalised(word);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return !topic.items.some((item) => keywordMatch(item, word) === 'names');
  });
}

/**
 * Makes a topic for a teacher: from the OpenAI-compatible endpoint when one is configured and its
 * answer passes the content check, else from the bundled library. Counts against the month's AI
 * allowance; a topic with the same words as one the teacher already made is that topic (no new
 * copy, no credit used).
 */
export async function generateTeacherTopic(
  db: Database,
  config: ApiConfig,
  teacherId: string,
  request: Omit<GenerationRequest, 'seed'> & { seed?: number },
  warn: (error: unknown) => void,
): Promise<GeneratedTopic> {
  await assertTopicAllowed(db, Number(teacherId), 'ai');
  const req: GenerationRequest = { ...request, seed: request.seed ?? randomInt(2 ** 31 - 1) };
  let topic: Topic | undefined;
  let note: string | undefined;
  if (config.ai.baseUrl) {
    try {
      const candidate = await generateWithAi(req, config.ai);
      const problems = checkTopicContent(candidate);
      if (problems.length > 0) throw new Error(problems[0]);
      topic = candidate;
    } catch (error) {
      warn(error);
      note = AI_FELL_BACK_NOTE;
    }
  }
  const source = topic ? 'ai' : 'offline';
  topic ??= await fromLibrary(db, req);
  const same = (await ownTopicsLike(db, teacherId, 'ai-generated-', topic.language, topic.items.length)).find((c) => sameWords(c, topic));
  if (same) return { topic: same, source, duplicate: true, skipped_words: skippedWords(req.keywords, same), ...(note ? { note } : {}) };
  await upsertTopic(db, topic, teacherId);
  return { topic, source, skipped_words: skippedWords(req.keywords, topic), ...(note ? { note } : {}) };
}

async function fromLibrary(db: Database, req: GenerationRequest): Promise<Topic> {
  const summaries = await listTopics(db, { language: req.language, bundledOnly: true });
  const topics = await Promise.all(summaries.map((s) => getTopic(db, s.key)));
  const library = topics.filter((t): t is NonNullable<typeof t> => Boolean(t));
  const topic = generateFromLexicon(req, library);
  if (topic.items.length < 4) {
    const message = 'There are not enough words for that theme and language yet. ' + 'Try another theme, or add your own words.';
    throw new HttpError(422, 'not_enough_words', message);
  }
  return topic;
}
