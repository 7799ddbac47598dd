import { configure, screen } from '@testing-library/react';
import { fakeApi, renderDevHarness, unmountDevHarness } from '@app/shared/testing';
import registration from '../register';
import ta from '../../public/assets/i18n/ta.json';
import { DEV_HOME, DEV_PAGES } from './devPages';

configure({ asyncUtilTimeout: 5000 });

const COUNTRIES = [{ cca2: 'MY', name: { common: 'Malaysia' } }];

// `npm run dev -- mfe-account` runs this page: it must keep compiling and keep opening the account page.
describe('mfe-account alone in its dev harness (src/dev/)', () => {
  afterEach(unmountDevHarness);

  it('mounts ./register with the dev Platform and opens the account page with the MyKad sign-in', async () => {
    const api = fakeApi({ 'GET /wp-json/custom/v1/countries': COUNTRIES });
    await renderDevHarness({
      registration,
      home: DEV_HOME,
      pages: DEV_PAGES,
      api,
      namespace: 'account',
      translations: { ta },
    });
    expect(await screen.findByTestId('login-card')).toHaveTextContent(ta.auth.loginTitle);
    expect(window.location.pathname).toBe('/account');
  });
});
