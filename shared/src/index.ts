// The public surface of @app/shared. src/index.test.ts pins it, so removing an export is a
// deliberate, visible change to the shell ↔ remote contract.
// The contract itself is re-exported through its package name, never a path: Module Federation
// shares that request as one copy for every app; the rest is bundled and trimmed by each app.
// Its names are listed, not `export *`: a shared module's exports are unknown at build time, and
// a star re-export of one would make every name of this barrel unknown, so no app could drop the
// parts it does not use (index.test.ts fails when a name of the contract is missing here).
export type * from '@app/shared/contract';
export {
  ApiError,
  apiErrorCodeTexts,
  CONTRACT_VERSION,
  contractMajor,
  contractRange,
  contractSatisfies,
  createHttpClient,
  createRemote,
  isApiError,
  loadApiErrorTexts,
  loadNamespace,
  PLATFORM_CONTRACT_VERSION,
  PlatformProvider,
  usePlatform,
} from '@app/shared/contract';
export * from './i18n/language';
export * from './auth/userDetails';
export * from './auth/accountAnswer';
export * from './subscription/subscriptionState';
export * from './react/useObservable';
export * from './react/RemoteFallback';
export * from './react/PageFrame';
export * from './access/accessRules';
export * from './content/topicSchema';
export * from './scores/quizRecords';
export * from './scores/itemAttempts';
export * from './scores/plausibleTime';
export * from './scores/schoolRanking';
export * from './privacy/deletedAccountName';
export * from './privacy/parentConsent';
export * from './mykad/mykad';
export * from './malaysia/states';
export * from './analytics/learningAnalytics';
export * from './store';
export * from './text/letters';
export * from './text/compareLetters';
export * from './random/seededRandom';
export * from './text/sentenceGap';
export * from './text/tamilKeypad';
export * from './text/wordLadder';
export * from './scoring';
export * from './contest';
export * from './analytics/leaderboardRules';
export type * from './analytics/boardTypes';
export * from './gameboard/boardPatch';
export * from './gameboard/nicknameFilter';
export * from './subscription/subscriptionStatus';
export * from './plans/topicAllowance';
export * from './plans/dailyGameLimit';
export * from './react/PlatformLink';
export * from './react/lazyPage';
export * from './checkout';
export * from './access/roleShortcuts';
export * from './access/shortcutText';
export * from './react/useTextTable';
export * from './access/ShortcutCards';
export * from './analytics/topicTitle';
export * from './http/apiErrorText';
export type { ApiErrorCode, ApiErrorKind, ApiErrorMessages } from './http/apiErrorMessages';
export * from './react/useApiErrorText';
export * from './react/useReaderLanguage';
export * from './speech';
export * from './react/useLoadData';
export * from './time/malaysiaTime';
export * from './time/malaysiaFormat';
export * from './auth/newDeviceSteps';
export * from './homework';
export * from './homework/todo';
export * from './platform/remoteRoutes';
export * from './react/createPageRoutes';
export * from './auth/profileRules';
