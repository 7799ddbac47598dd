import { DELETED_ACCOUNT_NAMES, shownPlayerName } from './deletedAccountName';

describe("a deleted account's name on the boards, in the reader's language", () => {
  it.each([
    ['Deleted pupil', 'ta', 'நீக்கப்பட்ட மாணவர்'],
    ['Deleted pupil', 'bm', 'Murid dipadam'],
    ['Deleted pupil', 'en', 'Deleted pupil'],
    ['Deleted teacher', 'ta', 'நீக்கப்பட்ட ஆசிரியர்'],
    ['Deleted teacher', 'bm', 'Guru dipadam'],
    // a full name built from an emptied last name
    ['Deleted pupil ', 'ta', 'நீக்கப்பட்ட மாணவர்'],
    // anyone else's name is theirs, as written
    ['Kavitha R.', 'ta', 'Kavitha R.'],
    ['கவிதா', 'en', 'கவிதா'],
    ['Deleted', 'ta', 'Deleted'],
  ] as const)('%j in %s reads %j', (name, language, shown) => expect(shownPlayerName(name, language)).toBe(shown));

  it('knows the words the api stores', () => {
    expect(Object.values(DELETED_ACCOUNT_NAMES).map((n) => shownPlayerName(n, 'ta'))).toEqual(['நீக்கப்பட்ட மாணவர்', 'நீக்கப்பட்ட ஆசிரியர்']);
  });
});
