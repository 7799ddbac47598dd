import { configure, screen } from '@testing-library/react';
import { fakeApi, renderDevHarness, unmountDevHarness } from '@app/shared/testing';
import registration from '../register';
import ta from '../../public/assets/i18n/ta.json';
import { DEV_HOME, DEV_PAGES } from './devPages';

configure({ asyncUtilTimeout: 5000 });

const SOLVALLAR = {
  id: 815,
  name: 'Solvallar Word Contest 2025',
  description: '',
  price: '10.00',
  type: 'contest',
  meta_data: [
    { key: 'contestDate', value: '2025-10-05' },
    { key: 'contestStartTime', value: '10:00' },
    { key: 'contestEndTime', value: '22:00' },
  ],
};

// `npm run dev -- mfe-contests` runs this page: it must keep compiling and keep opening the contests.
describe('mfe-contests alone in its dev harness (src/dev/)', () => {
  afterEach(unmountDevHarness);

  it('mounts ./register with the dev Platform and opens the list of contests in Tamil', async () => {
    const api = fakeApi({
      'GET /wp-json/wc/v3/products': [SOLVALLAR],
      'GET /wp-json/custom/v1/contests': { serverTime: '2026-11-28T00:00:00.000Z', contests: [] },
    });
    await renderDevHarness({
      registration,
      home: DEV_HOME,
      pages: DEV_PAGES,
      api,
      namespace: 'contests',
      translations: { ta },
    });
    expect(await screen.findByTestId('contest-item-815')).toHaveTextContent('Solvallar Word Contest 2025');
    expect(screen.getByTestId('page-contests')).toHaveTextContent(ta.contests.title);
    expect(window.location.pathname).toBe('/contests');
  });
});
