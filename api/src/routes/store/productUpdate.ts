export type MetaEntry = { key: string; value: unknown };

/**
 * A product update changes only what it is given (issue 15: putting Plus on sale must not wipe
 * its plan id). Meta entries are merged by key: a given key replaces the stored value, a key
 * sent with value null is removed, every other stored key stays as it was.
 */
export function mergeMeta(current: readonly MetaEntry[], changes: readonly MetaEntry[] | undefined): MetaEntry[] {
  if (!changes) return current.map(({ key, value }) => ({ key, value }));
  const merged = new Map(current.map(({ key, value }) => [key, value] as const));
  for (const { key, value } of changes) {
    if (value === null) merged.delete(key);
    else merged.set(key, value);
  }
  return [...merged].map(([key, value]) => ({ key, value }));
}
