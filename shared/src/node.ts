// `@app/shared/node`: the rules, schemas and types a Node program (the api, its tools and tests)
// needs, without the browser entry's React components, hooks and CSS modules, which Node cannot
// load. Only plain TypeScript modules belong here; src/node.test.ts fails if one of them (or
// anything they import) reaches React, the DOM or a stylesheet.
import { config, locales } from 'zod/mini';

// zod/mini loads no messages (in the browser they would be bytes no page shows), so a schema
// issue says only "Invalid input". Node programs print them (the content check), so they get
// classic zod's English ones, as before shared moved to zod/mini.
config(locales.en());

export * from './i18n/language';
export * from './access/accessRules';
export * from './analytics/leaderboardRules';
export type * from './analytics/boardTypes';
export * from './gameboard/boardPatch';
export * from './gameboard/nicknameFilter';
export * from './content/topicSchema';
export * from './contest';
export * from './malaysia/states';
export * from './mykad/mykad';
export * from './plans/dailyGameLimit';
export * from './plans/topicAllowance';
export * from './scores/quizRecords';
export * from './scores/itemAttempts';
export * from './scores/plausibleTime';
export * from './scores/schoolRanking';
export * from './privacy/deletedAccountName';
export * from './privacy/parentConsent';
export * from './scoring';
export * from './store';
export * from './subscription/subscriptionState';
export * from './subscription/subscriptionStatus';
export * from './text/letters';
export * from './random/seededRandom';
export * from './text/wordLadder';
export * from './time/malaysiaTime';
export * from './time/malaysiaFormat';
export * from './auth/newDeviceSteps';
export * from './homework';
export * from './auth/profileRules';
