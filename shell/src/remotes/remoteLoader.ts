import { contractMajor, contractSatisfies, PLATFORM_CONTRACT_VERSION, type RemoteName, type RemoteRegistration } from '@app/shared';
import type { FederationAdapter } from './federationAdapter';
import { federationName, type RemotesManifest } from './remotesManifest';

export type RemoteLoadFailure =
  { kind: 'unavailable'; remote: RemoteName; message: string } | { kind: 'contract'; remote: RemoteName; message: string; found: string };

export class RemoteLoadError extends Error {
  constructor(readonly failure: RemoteLoadFailure) {
    super(failure.message);
    this.name = 'RemoteLoadError';
  }
}

export interface RemoteLoaderOptions {
  adapter: FederationAdapter;
  /** remotes.json: the page's copy, or (fresh) read again, as a retry may find a new release */
  fetchManifest: (options: { fresh: boolean }) => Promise<RemotesManifest>;
  /** page URL, to resolve relative manifest URLs */
  baseUrl: string;
  /** the contract this shell speaks */
  contractVersion?: string;
}

function isRegistration(value: unknown): value is RemoteRegistration {
  return typeof value === 'object' && value !== null && 'lifecycles' in value && 'contractVersion' in value;
}

/**
 * Loads each remote's `./register` once, retrying once before giving up, and refuses a remote
 * whose build needs a contract this shell does not provide (its remotes.json range, ADR 0036; an
 * entry from before ranges: its major) or whose registration speaks another major. `reload` forgets a failure so a retry button
 * can fetch everything afresh (remotes.json included: the remote may have been redeployed).
 */
export function createRemoteLoader({ adapter, fetchManifest, baseUrl, contractVersion = PLATFORM_CONTRACT_VERSION }: RemoteLoaderOptions) {
  const cache = new Map<RemoteName, Promise<RemoteRegistration>>();
  const shellMajor = contractMajor(contractVersion);

  async function attempt(remote: RemoteName, force: boolean): Promise<RemoteRegistration> {
    const manifest = await fetchManifest({ fresh: force });
    const entry = manifest.remotes[remote];
    if (!entry) throw new RemoteLoadError({ kind: 'unavailable', remote, message: `${remote} is not listed in remotes.json` });
    // refused before any of its code is fetched: the page shows that remote's fallback
    if (entry.requires !== undefined ? !contractSatisfies(contractVersion, entry.requires) : entry.contract !== shellMajor) {
      const found = entry.requires ?? String(entry.contract);
      throw new RemoteLoadError({ kind: 'contract', remote, found, message: `${remote} needs contract ${found}, the shell provides ${contractVersion}` });
    }
    adapter.register([{ name: federationName(remote), entry: new URL(entry.manifest, baseUrl).toString() }], { force });
    let module: Record<string, unknown> | undefined;
    try {
      module = (await adapter.load(`${federationName(remote)}/register`)) as Record<string, unknown> | undefined;
    } catch (error) {
      // whatever failed (manifest, remoteEntry.js, a chunk), one retryable error with its message
      throw new RemoteLoadError({ kind: 'unavailable', remote, message: error instanceof Error ? error.message : String(error) });
    }
    if (!module) throw new RemoteLoadError({ kind: 'unavailable', remote, message: `${remote} did not load` });
    const registration = (module.default ?? module) as unknown;
    if (!isRegistration(registration)) {
      throw new RemoteLoadError({ kind: 'unavailable', remote, message: `${remote}/register does not export a registration` });
    }
    if (contractMajor(registration.contractVersion) !== shellMajor) {
      throw new RemoteLoadError({
        kind: 'contract',
        remote,
        found: registration.contractVersion,
        message: `${remote} speaks contract ${registration.contractVersion}, the shell speaks ${contractVersion}`,
      });
    }
    return registration;
  }

  async function loadWithRetry(remote: RemoteName, force: boolean): Promise<RemoteRegistration> {
    try {
      return await attempt(remote, force);
    } catch (first) {
      if (first instanceof RemoteLoadError && first.failure.kind === 'contract') throw first;
      return attempt(remote, true);
    }
  }

  return {
    load(remote: RemoteName, options: { reload?: boolean } = {}): Promise<RemoteRegistration> {
      const cached = cache.get(remote);
      if (cached && !options.reload) return cached;
      const pending = loadWithRetry(remote, Boolean(options.reload));
      // a failure forgets only itself: a reload that started meanwhile stays cached
      pending.catch(() => {
        if (cache.get(remote) === pending) cache.delete(remote);
      });
      cache.set(remote, pending);
      return pending;
    },
  };
}
export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
