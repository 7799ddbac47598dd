import type { Language } from '../i18n/language';

/**
 * What a deleted account's scores are kept under on the boards (PDPA, issue 21.3: its name is gone,
 * its scores stay). The api stores these words in place of the name; every screen shows them in
 * the reader's language with `shownPlayerName`, so a Tamil board never reads "Deleted pupil".
 */
export const DELETED_ACCOUNT_NAMES = { student: 'Deleted pupil', teacher: 'Deleted teacher' } as const;

const SHOWN: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  [DELETED_ACCOUNT_NAMES.student]: { ta: 'நீக்கப்பட்ட மாணவர்', en: 'Deleted pupil', bm: 'Murid dipadam' },
  [DELETED_ACCOUNT_NAMES.teacher]: { ta: 'நீக்கப்பட்ட ஆசிரியர்', en: 'Deleted teacher', bm: 'Guru dipadam' },
};

/** A player's name as a board shows it: a deleted account's in the reader's language, any other as it is. */
export function shownPlayerName(name: string, language: Language): string {
  return SHOWN[name.trim()]?.[language] ?? name;
}
