import { z } from 'zod/mini';
import { myAssignmentListSchema, type MyAssignment } from '../homeworkSchemas';

/**
 * The To-do list kept on the phone (issue 23.2, "assignments seen once stay available"): the last
 * list the api gave, and the games played here for each assignment since (a tick before the score
 * reaches the server). Read back through its zod schema; anything else starts fresh.
 */
const listKey = (userId: string) => `homework-todo:${userId}`;
const playedKey = (userId: string) => `homework-played:${userId}`;

const storedListSchema = z.object({ savedAt: z.number(), list: myAssignmentListSchema });
const playedSchema = z.record(z.string(), z.array(z.string()));

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function read<T>(key: string, schema: z.ZodMiniType<T>): T | undefined {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // a full or blocked storage only costs the offline copy
  }
}

export function saveTodoList(userId: string, assignments: readonly MyAssignment[], now = Date.now()): void {
  write(listKey(userId), { savedAt: now, list: { assignments } });
}

export function loadTodoList(userId: string): { savedAt: number; assignments: MyAssignment[] } | undefined {
  const stored = read(listKey(userId), storedListSchema);
  return stored && { savedAt: stored.savedAt, assignments: stored.list.assignments };
}

/** The game pages say a homework game was played here, so the list ticks it at once, offline too. */
export function markHomeworkPlayed(userId: string, assignmentId: number, quizCategory: string): void {
  const played = read(playedKey(userId), playedSchema) ?? {};
  const games = new Set(played[String(assignmentId)] ?? []);
  games.add(quizCategory);
  write(playedKey(userId), { ...played, [String(assignmentId)]: [...games] });
}

/** Games played on this phone for each assignment (by id). */
export function homeworkPlayedHere(userId: string): Record<string, string[]> {
  return read(playedKey(userId), playedSchema) ?? {};
}
