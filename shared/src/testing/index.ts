// Test helpers: import from '@app/shared/src/testing' in tests only, never in app code.
export * from './createFakePlatform';
export * from './renderWithPlatform';
