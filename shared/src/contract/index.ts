// `@app/shared/contract` (ADR 0036): the only part of `shared/` the shell and the remotes share as
// ONE copy at run time (a Module Federation singleton, build/webpackConfig.cjs). It holds what
// must not be duplicated — the Platform types and its version, the React context a remote reads
// its Platform from, `createRemote` (which provides that context and the shared i18next), the
// i18n glue, the http client and the api error texts it loads — and nothing else: pure rules and
// the UI kit are ordinary code each app bundles and tree-shakes from `@app/shared`.
//
// Other files of `shared/` reach these through '@app/shared/contract', never by a relative path,
// or the app bundling them would get a second copy (contractImports.test.ts checks).
export * from './version';
export * from '../platform/platform';
export * from '../http/apiError';
export * from '../http/createHttpClient';
export * from '../http/apiErrorTextStore';
export * from '../react/PlatformContext';
export * from '../react/remoteI18n';
export * from '../react/createRemote';
