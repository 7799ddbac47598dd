// Running one remote alone (`npm run dev -- <remote>`), imported as '@app/shared/dev' by a
// remote's `src/dev/` entry and its test only, never by app code.
export * from './devAccounts';
export * from './createDevPlatform';
export * from './DevHarness';
export * from './startDevHarness';
export * from './devPaths';
