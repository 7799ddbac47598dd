import { configure, screen } from '@testing-library/react';
import { fakeApi, renderDevHarness, unmountDevHarness } from '@app/shared/testing';
import registration from '../register';
import ta from '../../public/assets/i18n/ta.json';
import { DEV_HOME, DEV_PAGES } from './devPages';

configure({ asyncUtilTimeout: 5000 });

const TOPICS = [
  { key: 'pre-generated-ta-animals', language: 'ta', title: 'விலங்குகள்', year: 1, theme: 'animals', itemCount: 6 },
  { key: 'pre-generated-ta-food', language: 'ta', title: 'உணவு', year: 3, theme: 'food', itemCount: 15 },
];

// `npm run dev -- mfe-games` runs this page: it must keep compiling and keep opening the hub.
describe('mfe-games alone in its dev harness (src/dev/)', () => {
  afterEach(unmountDevHarness);

  it('mounts ./register with the dev Platform and opens the game hub in Tamil', async () => {
    const api = fakeApi({ 'GET /wp-json/custom/v1/topics': TOPICS });
    await renderDevHarness({
      registration,
      home: DEV_HOME,
      pages: DEV_PAGES,
      api,
      namespace: 'games',
      translations: { ta },
    });
    expect(await screen.findAllByTestId('hub-topic')).toHaveLength(2);
    expect(screen.getByText('உணவு')).toBeVisible();
    expect(window.location.pathname).toBe('/home');
  });
});
