import { answer, fakeApi } from '@app/shared/testing';
import { contestAt, contestPlatform } from '../testing/contestPlatform';
import { solvallarLevelGuard } from './solvallarLevelGuard';
import { writePaidFlag } from '../contest/paidFlag';

const HOME = '/solvallar-contest';
const paidOrder = [{ id: 9, status: 'completed', line_items: [{ product_id: 815 }] }];

function setup({
  state = 'during',
  orders = [] as unknown,
  ordersFail = false,
  scores = [] as unknown,
  scoresFail = false,
  contestFail = false,
  signedIn = true,
} = {}) {
  const api = fakeApi({
    'GET /wp-json/custom/v1/contests/Solvallar2025': () => (contestFail ? answer(500, { message: 'down' }) : contestAt(state as 'before' | 'during' | 'after')),
    'GET /wp-json/wc/v3/orders': () => (ordersFail ? answer(503, { message: 'down' }) : orders),
    'GET /wp-json/custom/v1/scores': () => (scoresFail ? answer(500, { message: 'down' }) : scores),
  });
  const platform = contestPlatform({ api, signedIn });
  return {
    api,
    run: (round: string, level: string) => solvallarLevelGuard({ path: `/solvallarcontest/${round}/${level}`, params: { round, level }, platform }),
  };
}

describe('the solvallarLevel guard the shell runs before /solvallarcontest/:round/:level', () => {
  beforeEach(() => window.localStorage.clear());

  it.each([
    ['signed out', { signedIn: false }, 'round1', 'level1', 'User not logged in'],
    ['before the window (server clock)', { state: 'before' }, 'round1', 'level1', 'Contest has not started yet'],
    ['after the window (server clock)', { state: 'after' }, 'round1', 'level1', 'Contest has ended'],
    [
      'round 2 with no paid order',
      { orders: [{ id: 1, status: 'pending', line_items: [{ product_id: 815 }] }] },
      'round2',
      'level1',
      'Payment required for this round',
    ],
    ['a level already in the scores', { scores: [{ level: 2 }] }, 'round1', 'level2', 'Level 2 already completed. No replay allowed in competition mode.'],
    [
      'a completed paid level 6',
      { orders: paidOrder, scores: [{ level: 6 }] },
      'round2',
      'level3',
      'Level 6 already completed. No replay allowed in competition mode.',
    ],
    ['the contest lookup failing (a guard error)', { contestFail: true }, 'round1', 'level1', 'Could not check access to this level. Please try again.'],
  ])('denies when %s, redirecting to /solvallar-contest', async (_label, options, round, level, reason) => {
    await expect(setup(options).run(round, level)).resolves.toEqual({ allow: false, redirectTo: HOME, reason });
  });

  it.each([
    ['round 1 during the window', {}, 'round1', 'level1'],
    ['round 2 with a completed order for 815', { orders: paidOrder }, 'round2', 'level1'],
    ['a failed score lookup ("treated as not completed")', { scoresFail: true }, 'round1', 'level3'],
    ['an invalid round (the page shows not-found)', { signedIn: false }, 'round9', 'level1'],
  ])('allows %s', async (_label, options, round, level) => {
    await expect(setup(options).run(round, level)).resolves.toEqual({ allow: true });
  });

  it('falls back to the stored flag when the orders lookup fails (docs/requirements.md §8)', async () => {
    await expect(setup({ ordersFail: true }).run('round2', 'level1')).resolves.toMatchObject({ allow: false, reason: 'Payment required for this round' });
    writePaidFlag('1', 815, true);
    await expect(setup({ ordersFail: true }).run('round2', 'level1')).resolves.toEqual({ allow: true });
  });

  it('stores the flag when the orders show the payment', async () => {
    await setup({ orders: paidOrder }).run('round2', 'level1');
    await expect(setup({ ordersFail: true }).run('round2', 'level1')).resolves.toEqual({ allow: true });
  });
});

describe('the testing override in the guard', () => {
  const run = (allowed: boolean) => {
    const api = fakeApi({
      'GET /wp-json/custom/v1/contests/Solvallar2025': { ...contestAt('after'), overrideState: 'during' },
      'GET /wp-json/custom/v1/scores': [],
    });
    const platform = contestPlatform({ api, config: { contestOverrideAllowed: allowed } });
    return solvallarLevelGuard({ path: '/solvallarcontest/round1/level1', params: { round: 'round1', level: 'level1' }, platform });
  };
  it('forces the state when the configuration allows it', async () => expect(run(true)).resolves.toEqual({ allow: true }));
  it('is ignored in the production configuration', async () => expect(run(false)).resolves.toMatchObject({ reason: 'Contest has ended' }));
});
