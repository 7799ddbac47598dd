import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The federation runtime the shell itself runs (an alias set in build/webpackConfig.cjs). A
// namespace import on purpose: remotes may call any of its exports.
import * as runtimeCore from '@shell-federation-runtime-core';

/**
 * Hands the shell's own federation runtime to the remotes (their `remoteEntry.js` is built with
 * `externalRuntime` and looks for `_FEDERATION_RUNTIME_CORE`), so a phone downloads and starts
 * one runtime, not one per remote (ADR 0008). MF's own `provideExternalRuntime` did the same
 * through a CommonJS import, which put a second copy of the runtime into the shell's entry.
 */
export default function shareFederationRuntime(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-share-federation-runtime',
    beforeInit(args) {
      const global = runtimeCore.Global as Record<string, unknown>;
      if (!global._FEDERATION_RUNTIME_CORE) {
        global._FEDERATION_RUNTIME_CORE = runtimeCore;
        global._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name, version: 'shell' };
      }
      return args;
    },
  };
}
