import { GAME_IDS, GAME_NAMES, LANGUAGES, quizCategoryOf } from '@app/shared';
import en from '../../public/assets/i18n/en.json';
import ta from '../../public/assets/i18n/ta.json';
import bm from '../../public/assets/i18n/bm.json';

// A teacher sets homework by the names in GAME_NAMES; the pupil must find the same name on the game.
describe('every game is titled by its name in shared GAME_NAMES', () => {
  const files = { en, ta, bm } as unknown as Record<string, Record<string, { title: string }>>;
  it.each(LANGUAGES.flatMap((language) => GAME_IDS.map((id) => [language, id] as const)))('%s %s', (language, id) => {
    expect(files[language]![id]!.title).toBe(GAME_NAMES[language][quizCategoryOf(id)]);
  });
});
