/**
 * The "always read aloud" setting for pupils who cannot read yet. 'auto' (the default) reads by
 * itself on Year 1 topics only (issue 26: "default on for Year 1 topics"); 'always' and 'off'
 * are the pupil's or teacher's own choice, kept on the device.
 */
export const READ_ALOUD_SETTINGS = ['auto', 'always', 'off'] as const;
export type ReadAloudSetting = (typeof READ_ALOUD_SETTINGS)[number];

export const READ_ALOUD_STORAGE_KEY = 'games.readAloud';

/** The stored setting; anything unreadable (another version's value, a cleared store) is 'auto'. */
export function loadReadAloudSetting(storage: Pick<Storage, 'getItem'> | undefined): ReadAloudSetting {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(READ_ALOUD_STORAGE_KEY) ?? null;
  } catch {
    // storage blocked (private mode): the default
  }
  return (READ_ALOUD_SETTINGS as readonly string[]).includes(raw ?? '') ? (raw as ReadAloudSetting) : 'auto';
}

export function saveReadAloudSetting(storage: Pick<Storage, 'setItem'> | undefined, setting: ReadAloudSetting): void {
  try {
    storage?.setItem(READ_ALOUD_STORAGE_KEY, setting);
  } catch {
    // storage blocked: the choice lasts this page only
  }
}

/** Whether questions are read aloud as they appear (not only when the speaker button is pressed). */
export function readsAloudByItself(setting: ReadAloudSetting, topicYear: number | undefined): boolean {
  if (setting === 'always') return true;
  if (setting === 'off') return false;
  return topicYear === 1;
}
