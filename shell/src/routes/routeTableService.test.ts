import { createRemotesDirectory, type RemotesManifest } from '../remotes/remotesManifest';
import { createRouteTableService } from './routeTableService';

const release = (route: string): RemotesManifest => ({
  remotes: {
    'mfe-boards': { version: 'v1', manifest: '/remotes/mfe-boards/v1/mf-manifest.json', contract: 1, routes: { pages: [{ route, component: 'P' }] } },
  },
});

describe('the route table service (remotes.json → the content area)', () => {
  it('should have the routes of the live release once ready, before the first render', async () => {
    const service = createRouteTableService(createRemotesDirectory(async () => release('leaderboard')));
    await service.ready;
    expect(service.routes$.value).toEqual([{ path: '/leaderboard', remote: 'mfe-boards', guarded: false }]);
  });

  it('should hold no table (not an empty one, which would make every page "not found") while remotes.json cannot be read, and read it afresh on retry', async () => {
    const fetchManifest = jest.fn<Promise<RemotesManifest>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(release('schoolboard'));
    const service = createRouteTableService(createRemotesDirectory(fetchManifest));
    await service.ready;
    expect(service.routes$.value).toBeNull();
    await service.retry();
    expect(service.routes$.value).toEqual([{ path: '/schoolboard', remote: 'mfe-boards', guarded: false }]);
  });
});

describe('createRemotesDirectory', () => {
  it('should read remotes.json once for the page, again only when asked afresh, and forget a failed read', async () => {
    const fetchManifest = jest
      .fn<Promise<RemotesManifest>, []>()
      .mockResolvedValueOnce(release('a'))
      .mockResolvedValueOnce(release('b'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(release('c'));
    const remotes = createRemotesDirectory(fetchManifest);
    expect(await remotes.get()).toEqual(release('a'));
    expect(await remotes.get()).toEqual(release('a'));
    expect(await remotes.get({ fresh: true })).toEqual(release('b'));
    await expect(remotes.get({ fresh: true })).rejects.toThrow('offline');
    expect(await remotes.get()).toEqual(release('c'));
    expect(fetchManifest).toHaveBeenCalledTimes(4);
  });
});
