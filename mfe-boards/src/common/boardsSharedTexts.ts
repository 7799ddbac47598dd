import { GAME_NAMES, type Language } from '@app/shared';

/** The games' names come from the one table in `shared/` that the homework spreadsheet and the games use too. */
export const boardsSharedTexts = (language: Language) => ({ gameNames: GAME_NAMES[language] });
