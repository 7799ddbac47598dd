// Test helpers, imported as '@app/shared/testing' in tests (and dev entries) only, never in app code.
export * from './createFakePlatform';
export * from './renderWithPlatform';
export * from './fakeApi';
export * from './renderDevHarness';
