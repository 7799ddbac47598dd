import { createHash } from 'node:crypto';
import type { Topic, TopicSummary } from '@app/shared/node';
import type { Queryable } from '../db/database';

interface TopicRow {
  key: string;
  language: Topic['language'];
  title: string;
  year: number;
  theme: string;
  description: string | null;
  ordered: boolean;
  items: Topic['items'] | string;
  item_count: number;
  owner_id: string | number | null;
}

const SUMMARY_COLUMNS = 'key, language, title, year, theme, description, ordered, item_count, owner_id, items';

/** How many items carry each optional field: enough for the hub to decide which games a topic feeds without loading it. */
export function fieldCounts(items: Topic['items']): NonNullable<TopicSummary['fieldCounts']> {
  const count = (has: (i: Topic['items'][number]) => boolean) => items.filter(has).length;
  return {
    meaning: count((i) => !!i.meaning),
    clue: count((i) => !!i.clue),
    sentence: count((i) => !!i.sentence),
    misspellings: count((i) => i.misspellings.length > 0),
    category: count((i) => !!i.category),
    image: count((i) => !!i.image),
    audio: count((i) => !!i.audio),
    translations: count((i) => Object.values(i.translations).some(Boolean)),
  };
}

function itemsOf(row: TopicRow): Topic['items'] {
  // PGlite and node-postgres both parse jsonb, but a text fallback keeps us honest on either.
  return typeof row.items === 'string' ? (JSON.parse(row.items) as Topic['items']) : row.items;
}

/** What a topic and its summary both say about it; description and ordered only when set. */
function topicHeader(row: TopicRow): Omit<Topic, 'items'> {
  return {
    key: row.key,
    language: row.language,
    title: row.title,
    year: Number(row.year),
    theme: row.theme,
    ...(row.description ? { description: row.description } : {}),
    ...(row.ordered ? { ordered: true } : {}),
  };
}

function toSummary(row: TopicRow): TopicSummary {
  return { ...topicHeader(row), itemCount: Number(row.item_count), fieldCounts: fieldCounts(itemsOf(row)) };
}

function toTopic(row: TopicRow): Topic {
  return { ...topicHeader(row), items: itemsOf(row) };
}

export function topicHash(topic: Topic): string {
  return createHash('sha256').update(JSON.stringify(topic)).digest('hex').slice(0, 16);
}

export interface TopicFilter {
  language?: Topic['language'];
  year?: number;
  theme?: string;
  /** include custom topics owned by this user */
  ownerId?: string;
  bundledOnly?: boolean;
}

export async function listTopics(db: Queryable, filter: TopicFilter): Promise<TopicSummary[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.language) add('language = ?', filter.language);
  if (filter.year) add('year = ?', filter.year);
  if (filter.theme) add('theme = ?', filter.theme);
  if (filter.bundledOnly || !filter.ownerId) where.push("key LIKE 'pre-generated-%'");
  else add("(key LIKE 'pre-generated-%' OR owner_id = ?)", filter.ownerId);
  const sql = `SELECT ${SUMMARY_COLUMNS} FROM topics ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY language, year, theme, key`;
  return (await db.query<TopicRow>(sql, params)).rows.map(toSummary);
}

export async function getTopic(db: Queryable, key: string): Promise<(Topic & { ownerId: string | null }) | undefined> {
  const row = (await db.query<TopicRow>(`SELECT ${SUMMARY_COLUMNS} FROM topics WHERE key = $1`, [key])).rows[0];
  return row ? { ...toTopic(row), ownerId: row.owner_id === null ? null : String(row.owner_id) } : undefined;
}

/** Insert or replace a topic (bundled seeds and teachers' own topics). */
export async function upsertTopic(db: Queryable, topic: Topic, ownerId: string | null): Promise<void> {
  await db.query(
    `INSERT INTO topics (key, language, title, year, theme, description, ordered, items, item_count, owner_id, content_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11)
     ON CONFLICT (key) DO UPDATE SET language = EXCLUDED.language, title = EXCLUDED.title, year = EXCLUDED.year,
       theme = EXCLUDED.theme, description = EXCLUDED.description, ordered = EXCLUDED.ordered, items = EXCLUDED.items,
       item_count = EXCLUDED.item_count, content_hash = EXCLUDED.content_hash, updated_at = now()`,
    [
      topic.key,
      topic.language,
      topic.title,
      topic.year,
      topic.theme,
      topic.description ?? null,
      topic.ordered ?? false,
      JSON.stringify(topic.items),
      topic.items.length,
      ownerId,
      topicHash(topic),
    ],
  );
}

export async function topicHashes(db: Queryable): Promise<Map<string, string>> {
  const rows = (await db.query<{ key: string; content_hash: string | null }>("SELECT key, content_hash FROM topics WHERE key LIKE 'pre-generated-%'")).rows;
  return new Map(rows.map((r) => [r.key, r.content_hash ?? '']));
}

/** Titles of the given topics (boards and analytics show titles, never keys). */
export async function topicTitles(db: Queryable, keys: readonly string[]): Promise<{ key: string; title: string; language: Topic['language'] }[]> {
  if (keys.length === 0) return [];
  return (
    await db.query<{ key: string; title: string; language: Topic['language'] }>('SELECT key, title, language FROM topics WHERE key = ANY($1::text[])', [
      [...keys],
    ])
  ).rows;
}

/** A teacher's own topics of one kind, language and size (to spot a topic made twice). */
export async function ownTopicsLike(
  db: Queryable,
  ownerId: string,
  prefix: 'custom-' | 'ai-generated-',
  language: Topic['language'],
  itemCount: number,
): Promise<Topic[]> {
  const { rows } = await db.query<TopicRow>(`SELECT ${SUMMARY_COLUMNS} FROM topics WHERE owner_id = $1 AND key LIKE $2 AND language = $3 AND item_count = $4`, [
    ownerId,
    `${prefix}%`,
    language,
    itemCount,
  ]);
  return rows.map(toTopic);
}
