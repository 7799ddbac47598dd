import { BehaviorSubject } from 'rxjs';
import { z } from 'zod/mini';
import type { Preferences } from '@app/shared';

const STORAGE_KEY = 'shell.preferences';
export const DEFAULT_PREFERENCES: Preferences = { fontFamily: 'noto-sans-tamil', fontSize: 16 };

const preferencesSchema = z.object({
  fontFamily: z.enum(['noto-sans-tamil', 'baloo-thambi-2', 'system']),
  fontSize: z.number().check(z.gte(12), z.lte(28)),
});

const FONT_STACKS: Record<Preferences['fontFamily'], string> = {
  'noto-sans-tamil': "'Noto Sans Tamil', system-ui, sans-serif",
  'baloo-thambi-2': "'Baloo Thambi 2 Variable', 'Noto Sans Tamil', system-ui, sans-serif",
  // a device font without Tamil glyphs would show boxes: Noto Sans Tamil fills the gap
  system: "system-ui, 'Noto Sans Tamil', sans-serif",
};

export function restorePreferences(raw: string | null): Preferences {
  if (!raw) return DEFAULT_PREFERENCES;
  try {
    const parsed = preferencesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

/** Font choice and size apply to every remote through CSS variables on the root element. */
export function createPreferencesService(storage: Pick<Storage, 'getItem' | 'setItem'>, root: HTMLElement) {
  const preferences$ = new BehaviorSubject<Preferences>(restorePreferences(storage.getItem(STORAGE_KEY)));
  const apply = (p: Preferences) => {
    root.style.setProperty('--app-font', FONT_STACKS[p.fontFamily]);
    root.style.setProperty('--app-font-size', `${p.fontSize}px`);
  };
  apply(preferences$.value);
  return {
    preferences$,
    set(patch: Partial<Preferences>) {
      const next = preferencesSchema.parse({ ...preferences$.value, ...patch });
      storage.setItem(STORAGE_KEY, JSON.stringify(next));
      apply(next);
      preferences$.next(next);
    },
  };
}
