import { z } from 'zod/mini';

/**
 * A level's answers so far and its submission id, kept on the device so a reload mid-level puts
 * the student back where they were (the server keeps the start time). Parsed before it is
 * trusted: anything odd starts fresh (STYLE.md §4).
 */
const progressSchema = z.object({
  answers: z.array(z.string().check(z.maxLength(120))).check(z.maxLength(30)),
  clientId: z.string().check(z.minLength(8), z.maxLength(80)),
});
export type LevelProgress = z.infer<typeof progressSchema>;

const key = (userId: string, contest: string, level: number) => `mfe-contests.level.${contest}.${level}.${userId}`;

function newClientId(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `contest-${random}`;
}

export function loadProgress(userId: string, contest: string, level: number, itemCount: number): LevelProgress {
  try {
    const raw = window.localStorage.getItem(key(userId, contest, level));
    const parsed = raw ? progressSchema.safeParse(JSON.parse(raw)) : null;
    if (parsed?.success) {
      const answers = Array.from({ length: itemCount }, (_, i) => parsed.data.answers[i] ?? '');
      return { answers, clientId: parsed.data.clientId };
    }
  } catch {
    // unreadable storage: start fresh
  }
  return { answers: Array.from({ length: itemCount }, () => ''), clientId: newClientId() };
}

export function saveProgress(userId: string, contest: string, level: number, progress: LevelProgress): void {
  try {
    window.localStorage.setItem(key(userId, contest, level), JSON.stringify(progress));
  } catch {
    // storage full or blocked: the level still plays, only a reload would lose answers
  }
}

export function clearProgress(userId: string, contest: string, level: number): void {
  try {
    window.localStorage.removeItem(key(userId, contest, level));
  } catch {
    // nothing to clear
  }
}
