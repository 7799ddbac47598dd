import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyResponse } from './earlyStartHandoff';

/** Marker a failed remote load resolves to instead of rejecting deep inside the runtime. */
export const LOAD_FAILED = '__shellRemoteLoadFailed';

/**
 * The federation runtime's `errorLoadRemote` hook (docs/architecture.md "One origin, many deployables"): whatever went wrong (manifest
 * unreachable, remoteEntry 404, expose missing), `loadRemote` resolves to a marker object, and
 * the shell's loader turns that into a retryable fallback instead of an uncaught error.
 */
export default function fallbackRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-fallback',
    // A manifest the page's inline script already fetched is used once; if that fetch failed,
    // ask again (undefined lets the runtime fetch it as usual).
    fetch(url, init) {
      return takeEarlyResponse(url)?.catch(() => fetch(url, init));
    },
    errorLoadRemote(args) {
      // Only the final 'onLoad' stage takes a fail-over module; earlier stages must still throw
      // so the runtime forgets the failed manifest and a retry can fetch it afresh.
      if (args.lifecycle !== 'onLoad') return undefined;
      const message = args.error instanceof Error ? args.error.message : String(args.error);
      return { [LOAD_FAILED]: message };
    },
  };
}
