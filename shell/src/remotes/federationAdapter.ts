import { takeEarlyResponse } from './earlyStartHandoff';
import { remoteEntryOf, type RemoteManifest } from './earlyStart';

export interface FederationRemote {
  /** federation container name (mfe_games, ...) */
  name: string;
  /** absolute URL of the remote's mf-manifest.json */
  entry: string;
}

/**
 * The only place the shell touches Module Federation; unit tests replace this object, never
 * webpack. `load` rejects when anything fails (manifest, remoteEntry.js, a chunk, the module).
 */
export interface FederationAdapter {
  register(remotes: FederationRemote[], options: { force: boolean }): void;
  load(id: string): Promise<unknown>;
}

/** A webpack container: what a remote's `remoteEntry.js` leaves in its global variable. */
export interface Container {
  init(shareScope: unknown): void | Promise<void>;
  get(module: string): Promise<() => unknown>;
}

/** What the adapter needs from the page and from webpack's share runtime (tests give their own). */
export interface ContainerHost {
  fetch(url: string, init?: RequestInit): Promise<Response>;
  /** the response the page's inline script already asked for, once (earlyStartHandoff.ts) */
  takeEarly(url: string): Promise<Response> | undefined;
  /** runs `remoteEntry.js` and returns the container it defines under `globalName` */
  loadScript(url: string, globalName: string): Promise<Container>;
  /** the shell's share scope, filled with its own shared modules (one React, one router, ...) */
  shareScope(): Promise<unknown>;
}

/**
 * Loads remotes as webpack's own containers (ADR 0008): the remote's mf-manifest.json (written
 * by build/containerManifestPlugin.cjs) names its `remoteEntry.js`; that runs as a script, is
 * given the shell's share scope (`init`), and `get('./register')` returns the module.
 * A container is kept per remoteEntry.js URL: a version folder never changes, so a retry reuses a
 * container that loaded (webpack retries its failed chunks) and loads afresh one that did not.
 */
export function createContainerAdapter(host: ContainerHost): FederationAdapter {
  const manifests = new Map<string, { url: string; fresh: boolean }>();
  const containers = new Map<string, Promise<Container>>();

  async function readManifest(url: string, fresh: boolean): Promise<RemoteManifest> {
    // the page's early fetch is used once; if it failed, ask again. A retry always asks afresh.
    const early = fresh ? undefined : host.takeEarly(url)?.catch(() => host.fetch(url));
    const response = await (early ?? host.fetch(url, fresh ? { cache: 'no-cache' } : undefined));
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as RemoteManifest;
  }

  function containerAt(entryUrl: string, globalName: string): Promise<Container> {
    let pending = containers.get(entryUrl);
    if (!pending) {
      pending = host.loadScript(entryUrl, globalName).then(async (container) => {
        await container.init(await host.shareScope());
        return container;
      });
      containers.set(entryUrl, pending);
      pending.catch(() => containers.delete(entryUrl));
    }
    return pending;
  }

  return {
    register(remotes, { force }) {
      for (const { name, entry } of remotes) manifests.set(name, { url: entry, fresh: force });
    },
    async load(id) {
      const slash = id.indexOf('/');
      const name = id.slice(0, slash);
      const registered = manifests.get(name);
      if (slash < 1 || !registered) throw new Error(`${id}: ${name} is not registered`);
      const fresh = registered.fresh;
      registered.fresh = false;
      const manifest = await readManifest(registered.url, fresh);
      const { entry } = remoteEntryOf(manifest, registered.url);
      if (!entry) throw new Error(`${registered.url} names no remote entry`);
      const container = await containerAt(entry, manifest.metaData?.globalName ?? name);
      const factory = await container.get(`.${id.slice(slash)}`);
      return factory();
    },
  };
}

// webpack's share runtime, in the shell's build (classic ModuleFederationPlugin with `shared`)
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

declare global {
  interface Window {
    /** the shell's share scopes, read by the e2e singleton check (e2e/tests/singletons.spec.ts) */
    __shellShareScopes?: Record<string, unknown>;
  }
}

/** Runs a script with a tag (no crossorigin attribute, as the page's preload of it has none). */
function loadContainerScript(url: string, globalName: string): Promise<Container> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      script.remove();
      // read at once: a newer build of the same remote would overwrite the same global later
      const container = (window as unknown as Record<string, unknown>)[globalName] as Container | undefined;
      if (container && typeof container.get === 'function') resolve(container);
      else reject(new Error(`${url} defined no container ${globalName}`));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${url} did not load`));
    };
    document.head.appendChild(script);
  });
}

export const federationAdapter: FederationAdapter = createContainerAdapter({
  fetch: (url, init) => fetch(url, init),
  takeEarly: takeEarlyResponse,
  loadScript: loadContainerScript,
  async shareScope() {
    await __webpack_init_sharing__('default');
    window.__shellShareScopes = __webpack_share_scopes__;
    return __webpack_share_scopes__.default;
  },
});
