// The alias build/webpackConfig.cjs points at @module-federation/runtime-core (the copy the
// shell's runtime uses); typed only as far as shareFederationRuntime.ts needs.
declare module '@shell-federation-runtime-core' {
  export const Global: object;
}
