/** docs/requirements.md §9 "School license cache 5 minutes" (§7: "cached 5 minutes per school"). */
export const SCHOOL_LICENSE_CACHE_MS = 5 * 60 * 1000;

export interface SchoolRef {
  school_name: string;
  school_state: string;
  school_country: string;
}

export const schoolCacheKey = (s: SchoolRef) =>
  [s.school_name, s.school_state, s.school_country || 'MY'].map((p) => p.trim().toLowerCase().replace(/\s+/g, ' ')).join('|');

/** Remembers each school's check result for five minutes, per school, in memory. */
export function createLicenseCheckCache<T>(ttlMs = SCHOOL_LICENSE_CACHE_MS, now: () => number = Date.now) {
  const entries = new Map<string, { value: T; at: number }>();
  return {
    get(school: SchoolRef): T | undefined {
      const hit = entries.get(schoolCacheKey(school));
      return hit && now() - hit.at < ttlMs ? hit.value : undefined;
    },
    set(school: SchoolRef, value: T): void {
      entries.set(schoolCacheKey(school), { value, at: now() });
    },
    clear(): void {
      entries.clear();
    },
  };
}
