import { createContainerAdapter, type Container, type ContainerHost } from './federationAdapter';
import type { RemoteManifest } from './earlyStart';

const MANIFEST_URL = 'https://app.example/remotes/mfe-games/v1/mf-manifest.json';
const ENTRY_URL = 'https://app.example/remotes/mfe-games/v1/remoteEntry.js';
const SHARE_SCOPE = { react: {} };

const manifest: RemoteManifest = { metaData: { publicPath: 'auto', globalName: 'mfe_games', remoteEntry: { name: 'remoteEntry.js', path: '' } } };

function response(status: number, body: unknown = manifest): Response {
  // jsdom has no Response; the adapter reads only these
  return { ok: status >= 200 && status < 300, status, json: async () => body } as unknown as Response;
}

function fakeContainer(modules: Record<string, unknown>) {
  const init = jest.fn((scope: unknown): void => {
    void scope;
  });
  const get = jest.fn(async (module: string) => {
    if (!(module in modules)) throw new Error(`no ${module}`);
    return () => modules[module];
  });
  const container: Container = { init, get };
  return { container, init, get };
}

/** The page as the adapter sees it: `scripts` answers each script load in order (an Error fails it). */
function fakeHost({ scripts, early, manifests = [response(200)] }: { scripts: (Container | Error)[]; early?: Promise<Response>; manifests?: Response[] }) {
  let earlyLeft = early;
  let nextManifest = 0;
  let nextScript = 0;
  const host = {
    fetch: jest.fn(async (url: string, init?: RequestInit) => {
      void url;
      void init;
      return manifests[Math.min(nextManifest++, manifests.length - 1)] as Response;
    }),
    takeEarly: jest.fn((url: string) => {
      void url;
      const taken = earlyLeft;
      earlyLeft = undefined;
      return taken;
    }),
    loadScript: jest.fn(async (url: string, globalName: string) => {
      void url;
      void globalName;
      const answer = scripts[Math.min(nextScript++, scripts.length - 1)];
      if (answer instanceof Error) throw answer;
      return answer as Container;
    }),
    shareScope: jest.fn(async () => SHARE_SCOPE),
  } satisfies ContainerHost;
  return host;
}

describe('createContainerAdapter', () => {
  it("should run the remoteEntry.js its manifest names, give it the shell's share scope and return the exposed module", async () => {
    const registration = { name: 'mfe-games' };
    const games = fakeContainer({ './register': registration });
    const host = fakeHost({ scripts: [games.container] });
    const adapter = createContainerAdapter(host);

    adapter.register([{ name: 'mfe_games', entry: MANIFEST_URL }], { force: false });

    await expect(adapter.load('mfe_games/register')).resolves.toBe(registration);
    expect(host.fetch.mock.calls).toEqual([[MANIFEST_URL, undefined]]);
    expect(host.loadScript.mock.calls).toEqual([[ENTRY_URL, 'mfe_games']]);
    expect(games.init.mock.calls).toEqual([[SHARE_SCOPE]]);
    expect(games.get.mock.calls).toEqual([['./register']]);
  });

  it('should resolve the entry against a manifest on another origin, under the federation name when it names no global', async () => {
    const cdn = 'https://cdn.example/remotes/mfe-boards/ff/mf-manifest.json';
    const boards: RemoteManifest = { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js' } } };
    const host = fakeHost({ scripts: [fakeContainer({ './register': {} }).container], manifests: [response(200, boards)] });
    const adapter = createContainerAdapter(host);

    adapter.register([{ name: 'mfe_boards', entry: cdn }], { force: false });
    await adapter.load('mfe_boards/register');

    expect(host.loadScript.mock.calls[0]).toEqual(['https://cdn.example/remotes/mfe-boards/ff/remoteEntry.js', 'mfe_boards']);
  });

  it("should take the manifest the page's early start fetched, and fetch it itself when that failed", async () => {
    const taken = fakeHost({ scripts: [fakeContainer({ './register': {} }).container], early: Promise.resolve(response(200)) });
    const adapter = createContainerAdapter(taken);
    adapter.register([{ name: 'mfe_games', entry: MANIFEST_URL }], { force: false });
    await adapter.load('mfe_games/register');
    expect(taken.takeEarly.mock.calls).toEqual([[MANIFEST_URL]]);
    expect(taken.fetch).not.toHaveBeenCalled();

    const failed = fakeHost({ scripts: [fakeContainer({ './register': {} }).container], early: Promise.reject(new Error('offline')) });
    const again = createContainerAdapter(failed);
    again.register([{ name: 'mfe_games', entry: MANIFEST_URL }], { force: false });
    await again.load('mfe_games/register');
    expect(failed.fetch.mock.calls).toEqual([[MANIFEST_URL]]);
  });

  it('should keep one container per remoteEntry.js URL, initialised once', async () => {
    const games = fakeContainer({ './register': 'r', './other': 'o' });
    const host = fakeHost({ scripts: [games.container] });
    const adapter = createContainerAdapter(host);
    adapter.register([{ name: 'mfe_games', entry: MANIFEST_URL }], { force: false });

    await expect(Promise.all([adapter.load('mfe_games/register'), adapter.load('mfe_games/other')])).resolves.toEqual(['r', 'o']);

    expect(host.loadScript).toHaveBeenCalledTimes(1);
    expect(games.init).toHaveBeenCalledTimes(1);
  });

  it('should, after a forced registration, read the manifest from the network, not the early start or the cache', async () => {
    const host = fakeHost({ scripts: [fakeContainer({ './register': {} }).container], early: Promise.resolve(response(200)) });
    const adapter = createContainerAdapter(host);

    adapter.register([{ name: 'mfe_games', entry: MANIFEST_URL }], { force: true });
    await adapter.load('mfe_games/register');

    expect(host.takeEarly).not.toHaveBeenCalled();
    expect(host.fetch.mock.calls).toEqual([[MANIFEST_URL, { cache: 'no-cache' }]]);
  });

  it('should forget a remoteEntry.js that failed to load, so the next load runs it again', async () => {
    const games = fakeContainer({ './register': 'r' });
    const host = fakeHost({ scripts: [new Error(`${ENTRY_URL} did not load`), games.container] });
    const adapter = createContainerAdapter(host);
    adapter.register([{ name: 'mfe_games', entry: MANIFEST_URL }], { force: false });

    await expect(adapter.load('mfe_games/register')).rejects.toThrow(`${ENTRY_URL} did not load`);
    await expect(adapter.load('mfe_games/register')).resolves.toBe('r');
    expect(host.loadScript).toHaveBeenCalledTimes(2);
  });

  it("should reject with the manifest's status when it cannot be read", async () => {
    const host = fakeHost({ scripts: [fakeContainer({}).container], manifests: [response(404)] });
    const adapter = createContainerAdapter(host);
    adapter.register([{ name: 'mfe_games', entry: MANIFEST_URL }], { force: false });

    await expect(adapter.load('mfe_games/register')).rejects.toThrow(`${MANIFEST_URL} answered 404`);
    expect(host.loadScript).not.toHaveBeenCalled();
  });

  it('should reject a remote that was never registered', async () => {
    const adapter = createContainerAdapter(fakeHost({ scripts: [fakeContainer({}).container] }));
    await expect(adapter.load('mfe_games/register')).rejects.toThrow('mfe_games is not registered');
  });
});
