import { configure, screen } from '@testing-library/react';
import { fakeApi, renderDevHarness, unmountDevHarness } from '@app/shared/testing';
import registration from '../register';
import ta from '../../public/assets/i18n/ta.json';
import { DEV_HOME, DEV_PAGES } from './devPages';

configure({ asyncUtilTimeout: 5000 });

// `npm run dev -- mfe-boards` runs this page: it must keep compiling and keep opening the leaderboard.
describe('mfe-boards alone in its dev harness (src/dev/)', () => {
  afterEach(unmountDevHarness);

  it('mounts ./register with the dev Platform and opens the leaderboard, asking a visitor to sign in', async () => {
    await renderDevHarness({
      registration,
      home: DEV_HOME,
      pages: DEV_PAGES,
      api: fakeApi(),
      namespace: 'boards',
      translations: { ta },
    });
    expect(await screen.findByTestId('leaderboard-sign-in')).toHaveTextContent(ta.leaderboard.signIn);
    expect(window.location.pathname).toBe('/leaderboard');
  });
});
