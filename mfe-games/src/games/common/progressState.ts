import { z } from 'zod/mini';
import { ITEM_OUTCOMES, type ItemAttempt, type Language } from '@app/shared';
import type { GameId } from './gameRegistry';
import type { Level } from './levels';

/**
 * The `progress_state` JSON string of a quiz progress record (docs/requirements.md §3). The frame owns the
 * envelope; `state` is the game's own snapshot, which the game validates with its own schema.
 * Anything restored is parsed first; on any failure the game starts fresh (STYLE.md rule 4).
 */
export const PROGRESS_VERSION = 1;

// Saves made before items kept their topic word, wrong answers and time read with empty ones.
const reviewItemSchema = z.object({
  word: z._default(z.string().check(z.maxLength(2000)), ''),
  prompt: z.string().check(z.maxLength(2000)),
  answer: z.string().check(z.maxLength(2000)),
  given: z.optional(z.string().check(z.maxLength(2000))),
  outcome: z.enum(ITEM_OUTCOMES),
  wrong: z._default(z.array(z.string().check(z.maxLength(2000))).check(z.maxLength(50)), []),
  wrongTries: z._default(z.int().check(z.nonnegative()), 0),
  hints: z.int().check(z.nonnegative()),
  image: z.optional(z.string().check(z.maxLength(200))),
  at: z._default(z.number().check(z.nonnegative()), 0),
});

export const progressEnvelopeSchema = z.object({
  v: z.literal(PROGRESS_VERSION),
  game: z.string(),
  topicKey: z.string(),
  /** the topic's title, so "continue" names it without loading the topic (older saves have none) */
  topicTitle: z.optional(z.string().check(z.maxLength(300))),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  seed: z.int().check(z.nonnegative()),
  elapsedMs: z.number().check(z.nonnegative()),
  score: z.number().check(z.nonnegative()),
  correct: z.int().check(z.nonnegative()),
  attempted: z.int().check(z.nonnegative()),
  hintsUsed: z.int().check(z.nonnegative()),
  /** hints pressed since the last reviewed item (older saves have none) */
  hintsPending: z.optional(z.int().check(z.nonnegative())),
  done: z.optional(z.int().check(z.nonnegative())),
  total: z.optional(z.int().check(z.nonnegative())),
  /** the review of the items answered so far, so a resumed game still reviews them all */
  items: z.optional(z.array(reviewItemSchema).check(z.maxLength(200))),
  finished: z.boolean(),
  savedAt: z.string(),
  state: z.unknown(),
});
export type ProgressEnvelope = z.infer<typeof progressEnvelopeSchema>;

export function encodeProgress(envelope: Omit<ProgressEnvelope, 'v'>): string {
  return JSON.stringify({ v: PROGRESS_VERSION, ...envelope });
}

/** The saved game if it is valid, belongs to this game and topic, and is unfinished; otherwise undefined. */
export function decodeProgress(progressState: string | null | undefined, game: GameId, topicKey: string): ProgressEnvelope | undefined {
  if (!progressState) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(progressState);
  } catch {
    return undefined;
  }
  const parsed = progressEnvelopeSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const p = parsed.data;
  if (p.game !== game || p.topicKey !== topicKey || p.finished) return undefined;
  return p;
}

/** A game's own snapshot, or undefined when it does not match the game's schema (start fresh). */
export function restoreWith<T>(schema: z.ZodMiniType<T>, restored: unknown): T | undefined {
  if (restored === undefined) return undefined;
  const parsed = schema.safeParse(restored);
  return parsed.success ? parsed.data : undefined;
}

/**
 * docs/requirements.md §3 quiz score record plus duration, language and what the child did with each item
 * (`items`, the ItemAttempt wire format), as `platform.submitScore` sends it.
 */
export function quizScorePayload(input: {
  quizCategory: string;
  topicKey: string;
  score: number;
  level: Level;
  durationMs: number;
  language: Language;
  now: Date;
  items: ItemAttempt[];
}): Record<string, unknown> {
  return {
    quiz_category: input.quizCategory,
    topic_key: input.topicKey,
    score: input.score,
    level: input.level,
    time_submitted: input.now.toISOString(),
    duration_ms: Math.round(input.durationMs),
    language: input.language,
    items: input.items,
  };
}
