import { contractMajor, PLATFORM_CONTRACT_VERSION, type RemoteName, type RemoteRegistration } from '@app/shared';
import type { FederationAdapter, FederationRemote } from './federationAdapter';
import type { RemotesManifest } from './remotesManifest';
import { createRemoteLoader, RemoteLoadError, type RemoteLoadFailure } from './remoteLoader';

const PAGE = 'https://app.example/contest/level/2';
const SHELL_MAJOR = contractMajor(PLATFORM_CONTRACT_VERSION);

function registration(name: RemoteName, contractVersion = PLATFORM_CONTRACT_VERSION): RemoteRegistration {
  const step = async () => undefined;
  return { name, contractVersion, lifecycles: { bootstrap: step, mount: step, unmount: step } };
}

/** remotes.json naming one build per remote, at the usual deploy/ path unless given. */
function manifestOf(entries: Partial<Record<RemoteName, { version: string; manifest?: string; contract?: number; requires?: string }>>): RemotesManifest {
  const remotes: RemotesManifest['remotes'] = {};
  for (const [remote, { version, manifest, contract = SHELL_MAJOR, requires }] of Object.entries(entries)) {
    remotes[remote] = { version, contract, manifest: manifest ?? `/remotes/${remote}/${version}/mf-manifest.json`, ...(requires ? { requires } : {}) };
  }
  return { remotes };
}

/**
 * Module Federation as the loader sees it. `load` answers from `answers` in order (a
 * function is called with the id, so it can throw or wait), and the last answer repeats.
 */
function fakeFederation(...answers: unknown[]) {
  const registered: { remotes: FederationRemote[]; force: boolean }[] = [];
  let next = 0;
  const load = jest.fn(async (id: string): Promise<unknown> => {
    const answer = answers[Math.min(next++, answers.length - 1)];
    return typeof answer === 'function' ? (answer as (id: string) => Promise<unknown>)(id) : answer;
  });
  const adapter: FederationAdapter = {
    register: (remotes, { force }) => {
      registered.push({ remotes, force });
    },
    load,
  };
  return { adapter, load, registered };
}

/** The adapter's answer when a remote's files fail (remoteEntry.js, a chunk): it rejects. */
const failedLoad = (message: string) => async () => {
  throw new Error(message);
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

async function failureOf(pending: Promise<unknown>): Promise<RemoteLoadFailure> {
  const error = await pending.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RemoteLoadError);
  return (error as RemoteLoadError).failure;
}

describe('createRemoteLoader', () => {
  describe('a remote that loads', () => {
    it("should register the remote's manifest, resolved against the page, under its federation name and load ./register", async () => {
      const games = registration('mfe-games');
      const federation = fakeFederation({ default: games });
      const fetchManifest = jest.fn(async () => manifestOf({ 'mfe-games': { version: 'a1b2' } }));
      const loader = createRemoteLoader({ adapter: federation.adapter, fetchManifest, baseUrl: PAGE });

      await expect(loader.load('mfe-games')).resolves.toBe(games);

      expect(federation.registered).toEqual([
        { remotes: [{ name: 'mfe_games', entry: 'https://app.example/remotes/mfe-games/a1b2/mf-manifest.json' }], force: false },
      ]);
      expect(federation.load.mock.calls).toEqual([['mfe_games/register']]);
    });

    it('should keep a manifest URL on another origin as it is', async () => {
      const federation = fakeFederation({ default: registration('mfe-boards') });
      const cdn = 'https://cdn.example/remotes/mfe-boards/ff00/mf-manifest.json';
      const loader = createRemoteLoader({
        adapter: federation.adapter,
        fetchManifest: async () => manifestOf({ 'mfe-boards': { version: 'ff00', manifest: cdn } }),
        baseUrl: PAGE,
      });

      await loader.load('mfe-boards');

      expect(federation.registered[0]?.remotes).toEqual([{ name: 'mfe_boards', entry: cdn }]);
    });

    it('should accept a ./register module that is itself the registration (no default export)', async () => {
      const account = registration('mfe-account');
      const loader = createRemoteLoader({
        adapter: fakeFederation(account).adapter,
        fetchManifest: async () => manifestOf({ 'mfe-account': { version: 'c3' } }),
        baseUrl: PAGE,
      });

      await expect(loader.load('mfe-account')).resolves.toBe(account);
    });

    it('should accept a remote of the same contract major whatever its minor and patch', async () => {
      const contests = registration('mfe-contests', '3.9.4');
      const loader = createRemoteLoader({
        adapter: fakeFederation({ default: contests }).adapter,
        fetchManifest: async () => manifestOf({ 'mfe-contests': { version: 'd4', contract: 3 } }),
        baseUrl: PAGE,
        contractVersion: '3.1.0',
      });

      await expect(loader.load('mfe-contests')).resolves.toBe(contests);
    });
  });

  describe('loading each remote once', () => {
    it('should give concurrent loads of one remote the same load', async () => {
      const games = registration('mfe-games');
      const answer = deferred<unknown>();
      const federation = fakeFederation(() => answer.promise);
      const fetchManifest = jest.fn(async () => manifestOf({ 'mfe-games': { version: 'a1' } }));
      const loader = createRemoteLoader({ adapter: federation.adapter, fetchManifest, baseUrl: PAGE });

      const first = loader.load('mfe-games');
      const second = loader.load('mfe-games');
      answer.resolve({ default: games });

      expect(second).toBe(first);
      await expect(Promise.all([first, second])).resolves.toEqual([games, games]);
      expect(fetchManifest).toHaveBeenCalledTimes(1);
      expect(federation.load).toHaveBeenCalledTimes(1);
    });

    it('should answer later loads from the loaded registration without asking remotes.json again', async () => {
      const games = registration('mfe-games');
      const federation = fakeFederation({ default: games });
      const fetchManifest = jest.fn(async () => manifestOf({ 'mfe-games': { version: 'a1' } }));
      const loader = createRemoteLoader({ adapter: federation.adapter, fetchManifest, baseUrl: PAGE });

      await loader.load('mfe-games');
      await expect(loader.load('mfe-games')).resolves.toBe(games);

      expect(fetchManifest).toHaveBeenCalledTimes(1);
      expect(federation.registered).toHaveLength(1);
      expect(federation.load).toHaveBeenCalledTimes(1);
    });

    it('should load different remotes separately', async () => {
      const games = registration('mfe-games');
      const boards = registration('mfe-boards');
      const federation = fakeFederation(async (id: string) => ({ default: id === 'mfe_games/register' ? games : boards }));
      const loader = createRemoteLoader({
        adapter: federation.adapter,
        fetchManifest: async () => manifestOf({ 'mfe-games': { version: 'a1' }, 'mfe-boards': { version: 'b2' } }),
        baseUrl: PAGE,
      });

      await expect(Promise.all([loader.load('mfe-games'), loader.load('mfe-boards')])).resolves.toEqual([games, boards]);
      expect(federation.registered.map((r) => r.remotes[0]?.name)).toEqual(['mfe_games', 'mfe_boards']);
    });

    it('should forget a failed load, so the next load tries afresh', async () => {
      const games = registration('mfe-games');
      const federation = fakeFederation(failedLoad('offline'), failedLoad('offline'), { default: games });
      const fetchManifest = jest.fn(async () => manifestOf({ 'mfe-games': { version: 'a1' } }));
      const loader = createRemoteLoader({ adapter: federation.adapter, fetchManifest, baseUrl: PAGE });

      await expect(loader.load('mfe-games')).rejects.toBeInstanceOf(RemoteLoadError);
      await expect(loader.load('mfe-games')).resolves.toBe(games);
      expect(fetchManifest).toHaveBeenCalledTimes(3);
    });

    it('should keep a reload that succeeded when an older load of the same remote fails after it', async () => {
      const games = registration('mfe-games');
      const older = deferred<void>();
      const waitThenFail = async () => {
        await older.promise;
        throw new Error('offline');
      };
      // the older load's first try waits, the reload succeeds, then the older load's retry fails too
      const federation = fakeFederation(waitThenFail, { default: games }, failedLoad('offline'));
      const fetchManifest = jest.fn(async () => manifestOf({ 'mfe-games': { version: 'a1' } }));
      const loader = createRemoteLoader({ adapter: federation.adapter, fetchManifest, baseUrl: PAGE });

      const first = loader.load('mfe-games');
      await expect(loader.load('mfe-games', { reload: true })).resolves.toBe(games);
      older.resolve();
      await expect(first).rejects.toBeInstanceOf(RemoteLoadError);
      const loadsSoFar = federation.load.mock.calls.length;
      await expect(loader.load('mfe-games')).resolves.toBe(games);
      expect(federation.load).toHaveBeenCalledTimes(loadsSoFar);
    });

    it('should, on reload, read remotes.json again and force the new build to be registered', async () => {
      const before = registration('mfe-games', '1.0.0');
      const after = registration('mfe-games', '1.1.0');
      const federation = fakeFederation({ default: before }, { default: after });
      const fetchManifest = jest
        .fn(async () => manifestOf({ 'mfe-games': { version: 'new' } }))
        .mockResolvedValueOnce(manifestOf({ 'mfe-games': { version: 'old' } }));
      const loader = createRemoteLoader({ adapter: federation.adapter, fetchManifest, baseUrl: PAGE });

      await expect(loader.load('mfe-games')).resolves.toBe(before);
      await expect(loader.load('mfe-games', { reload: true })).resolves.toBe(after);
      await expect(loader.load('mfe-games')).resolves.toBe(after);

      expect(federation.registered).toEqual([
        { remotes: [{ name: 'mfe_games', entry: 'https://app.example/remotes/mfe-games/old/mf-manifest.json' }], force: false },
        { remotes: [{ name: 'mfe_games', entry: 'https://app.example/remotes/mfe-games/new/mf-manifest.json' }], force: true },
      ]);
    });
  });

  describe('a remote that fails to load', () => {
    it('should retry once, re-reading remotes.json and forcing re-registration, when the remote fails to load', async () => {
      const games = registration('mfe-games');
      const federation = fakeFederation(failedLoad('remoteEntry.js answered 404'), { default: games });
      // A release may have happened in between: the retry must load what remotes.json names now.
      const fetchManifest = jest
        .fn(async () => manifestOf({ 'mfe-games': { version: 'v2' } }))
        .mockResolvedValueOnce(manifestOf({ 'mfe-games': { version: 'v1' } }));
      const loader = createRemoteLoader({ adapter: federation.adapter, fetchManifest, baseUrl: PAGE });

      await expect(loader.load('mfe-games')).resolves.toBe(games);

      expect(federation.registered).toEqual([
        { remotes: [{ name: 'mfe_games', entry: 'https://app.example/remotes/mfe-games/v1/mf-manifest.json' }], force: false },
        { remotes: [{ name: 'mfe_games', entry: 'https://app.example/remotes/mfe-games/v2/mf-manifest.json' }], force: true },
      ]);
    });

    it("should retry once when the remote's manifest cannot be read", async () => {
      const games = registration('mfe-games');
      const federation = fakeFederation(
        async () => {
          throw new Error('manifest unreachable');
        },
        { default: games },
      );
      const loader = createRemoteLoader({
        adapter: federation.adapter,
        fetchManifest: async () => manifestOf({ 'mfe-games': { version: 'a1' } }),
        baseUrl: PAGE,
      });

      await expect(loader.load('mfe-games')).resolves.toBe(games);
      expect(federation.registered.map((r) => r.force)).toEqual([false, true]);
    });

    it('should retry once when remotes.json cannot be read', async () => {
      const games = registration('mfe-games');
      const fetchManifest = jest.fn(async () => manifestOf({ 'mfe-games': { version: 'a1' } })).mockRejectedValueOnce(new Error('remotes.json answered 503'));
      const loader = createRemoteLoader({ adapter: fakeFederation({ default: games }).adapter, fetchManifest, baseUrl: PAGE });

      await expect(loader.load('mfe-games')).resolves.toBe(games);
      expect(fetchManifest).toHaveBeenCalledTimes(2);
    });

    it("should give up after the second failure with one retryable error carrying the adapter's message", async () => {
      const federation = fakeFederation(failedLoad('first'), failedLoad('remoteEntry.js answered 404'), { default: registration('mfe-games') });
      const loader = createRemoteLoader({
        adapter: federation.adapter,
        fetchManifest: async () => manifestOf({ 'mfe-games': { version: 'a1' } }),
        baseUrl: PAGE,
      });

      await expect(failureOf(loader.load('mfe-games'))).resolves.toEqual({
        kind: 'unavailable',
        remote: 'mfe-games',
        message: 'remoteEntry.js answered 404',
      });
      expect(federation.load).toHaveBeenCalledTimes(2);
    });

    it("should pass remotes.json's own error on when it fails twice, without touching the runtime", async () => {
      const federation = fakeFederation({ default: registration('mfe-games') });
      const fetchManifest = jest.fn(async (): Promise<RemotesManifest> => {
        throw new Error('remotes.json answered 503');
      });
      const loader = createRemoteLoader({ adapter: federation.adapter, fetchManifest, baseUrl: PAGE });

      await expect(loader.load('mfe-games')).rejects.toThrow('remotes.json answered 503');
      expect(fetchManifest).toHaveBeenCalledTimes(2);
      expect(federation.registered).toEqual([]);
      expect(federation.load).not.toHaveBeenCalled();
    });

    it('should fail as unavailable when remotes.json does not list the remote', async () => {
      const federation = fakeFederation({ default: registration('mfe-account') });
      const fetchManifest = jest.fn(async () => manifestOf({ 'mfe-games': { version: 'a1' } }));
      const loader = createRemoteLoader({ adapter: federation.adapter, fetchManifest, baseUrl: PAGE });

      await expect(failureOf(loader.load('mfe-account'))).resolves.toEqual({
        kind: 'unavailable',
        remote: 'mfe-account',
        message: 'mfe-account is not listed in remotes.json',
      });
      expect(fetchManifest).toHaveBeenCalledTimes(2);
      expect(federation.registered).toEqual([]);
    });

    it('should fail as unavailable when ./register resolves to nothing', async () => {
      const loader = createRemoteLoader({
        adapter: fakeFederation(undefined).adapter,
        fetchManifest: async () => manifestOf({ 'mfe-games': { version: 'a1' } }),
        baseUrl: PAGE,
      });

      await expect(failureOf(loader.load('mfe-games'))).resolves.toEqual({
        kind: 'unavailable',
        remote: 'mfe-games',
        message: 'mfe-games did not load',
      });
    });

    it('should fail as unavailable when ./register exports no registration', async () => {
      const loader = createRemoteLoader({
        adapter: fakeFederation({ default: { name: 'mfe-games', contractVersion: '1.0.0' } }).adapter,
        fetchManifest: async () => manifestOf({ 'mfe-games': { version: 'a1' } }),
        baseUrl: PAGE,
      });

      await expect(failureOf(loader.load('mfe-games'))).resolves.toEqual({
        kind: 'unavailable',
        remote: 'mfe-games',
        message: 'mfe-games/register does not export a registration',
      });
    });
  });

  describe('contract versions', () => {
    it('should refuse, without loading or retrying, a remote whose remotes.json entry names another contract major', async () => {
      const federation = fakeFederation({ default: registration('mfe-games', '2.0.0') });
      const fetchManifest = jest.fn(async () => manifestOf({ 'mfe-games': { version: 'a1', contract: 2 } }));
      const loader = createRemoteLoader({ adapter: federation.adapter, fetchManifest, baseUrl: PAGE, contractVersion: '1.4.0' });

      const failure = await failureOf(loader.load('mfe-games'));

      expect(failure).toMatchObject({ kind: 'contract', remote: 'mfe-games', found: '2' });
      expect(fetchManifest).toHaveBeenCalledTimes(1);
      expect(federation.registered).toEqual([]);
      expect(federation.load).not.toHaveBeenCalled();
    });

    it('should refuse, without retrying, a remote whose registration speaks another contract major', async () => {
      const federation = fakeFederation({ default: registration('mfe-games', '2.0.0') });
      const fetchManifest = jest.fn(async () => manifestOf({ 'mfe-games': { version: 'a1', contract: 1 } }));
      const loader = createRemoteLoader({ adapter: federation.adapter, fetchManifest, baseUrl: PAGE, contractVersion: '1.4.0' });

      const failure = await failureOf(loader.load('mfe-games'));

      expect(failure).toMatchObject({ kind: 'contract', remote: 'mfe-games', found: '2.0.0' });
      expect(fetchManifest).toHaveBeenCalledTimes(1);
      expect(federation.load).toHaveBeenCalledTimes(1);
    });

    it.each([
      // the shell provides, the remote's build needs (remotes.json `requires`), loaded?
      ['1.4.0', '^1.2.0', true],
      ['1.4.0', '^1.4.0', true],
      ['1.4.0', '^1.5.0', false],
      ['1.4.0', '^2.0.0', false],
      ['2.0.0', '^1.4.0', false],
    ] as const)('a shell of %s and a remote needing %s: loaded %s', async (shell, requires, loaded) => {
      const games = registration('mfe-games', requires.slice(1));
      const federation = fakeFederation({ default: games });
      const loader = createRemoteLoader({
        adapter: federation.adapter,
        // the major in the entry agrees with the shell: only the range can refuse it
        fetchManifest: async () => manifestOf({ 'mfe-games': { version: 'a1', contract: contractMajor(shell), requires } }),
        baseUrl: PAGE,
        contractVersion: shell,
      });

      if (loaded) await expect(loader.load('mfe-games')).resolves.toBe(games);
      else {
        expect(await failureOf(loader.load('mfe-games'))).toMatchObject({ kind: 'contract', remote: 'mfe-games', found: requires });
        // refused before any of its code was asked for
        expect(federation.registered).toEqual([]);
        expect(federation.load).not.toHaveBeenCalled();
      }
    });

    it("should speak the platform's contract version when given none", async () => {
      const federation = fakeFederation({ default: registration('mfe-games') });
      const loader = createRemoteLoader({
        adapter: federation.adapter,
        fetchManifest: async () => manifestOf({ 'mfe-games': { version: 'a1', contract: SHELL_MAJOR + 1 } }),
        baseUrl: PAGE,
      });

      await expect(failureOf(loader.load('mfe-games'))).resolves.toMatchObject({ kind: 'contract', found: String(SHELL_MAJOR + 1) });
    });
  });
});
