import type * as ReactModule from 'react';
import type * as SharedModule from '@app/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { GAME_ITEM_RULES } from '@app/shared';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/testing';
import { App } from './App';
import { PAGES } from './routes';
import { DEV_PAGES } from './dev/devPages';
import { GAMES } from './games/common/gameRegistry';
import { renderGamePage, startLevelByKeyboard } from './games/choice/testing/renderGamePage';
import { tamilAnimalsTopic } from './games/choice/testing/tamilAnimalsTopic';
import en from '../public/assets/i18n/en.json';
import type * as GameListModule from './games/gameList';

// Adding a game is its folder plus one entry in games/gameList.ts (and its rules in @app/shared,
// which the api shares): this test adds a test-only game, "spotter", by that one entry and finds
// it everywhere the list feeds — the declared routes the build hands the shell, the remote's own
// routes and page, the dev toolbar and the hub.
jest.mock('./games/gameList', () => {
  const actual = jest.requireActual<typeof GameListModule>('./games/gameList');
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  const SpotterGame = () => createElement('p', { 'data-testid': 'spotter-game' }, 'spotter');
  return { ...actual, GAME_LIST: [...actual.GAME_LIST, { id: 'spotter', icon: 'crayon', load: () => Promise.resolve(SpotterGame) }] };
});
// its rules, as a new game adds them in shared (here, jumble's): added to shared's own tables,
// since shared's rules (hintCost, maxScore) read them inside the module
jest.mock('@app/shared', () => {
  const actual = jest.requireActual<typeof SharedModule>('@app/shared');
  Object.assign(actual.GAME_ITEM_RULES, { spotter: actual.GAME_ITEM_RULES.jumble });
  Object.assign(actual.GAME_SCORING, { spotter: actual.GAME_SCORING.jumble });
  return actual;
});
jest.setTimeout(30_000);

describe('a game added to games/gameList.ts', () => {
  it('should be declared as a route for the shell, unguarded unless the entry says so', () => {
    expect(PAGES.find((p) => p.route === 'spotter')).toMatchObject({ route: 'spotter', component: 'GameRoutePage' });
    expect(PAGES.find((p) => p.route === 'spotter')?.guarded).toBeUndefined();
  });

  it('should be offered by the dev toolbar', () => {
    expect(DEV_PAGES).toContain('/spotter');
  });

  it('should get its quiz category and hub card from the registry', () => {
    expect(GAMES.at(-1)).toMatchObject({ id: 'spotter', quizCategory: 'Spotter', path: '/spotter', icon: 'crayon' });
    expect(GAME_ITEM_RULES).toHaveProperty('spotter');
  });

  it("should open at its route inside the game frame and play the game's component", async () => {
    const { user } = renderGamePage(<App />, '/spotter', tamilAnimalsTopic);
    await startLevelByKeyboard(user, 1);
    expect(await screen.findByTestId('spotter-game')).toBeVisible();
  });

  it('should have a card on the hub for a topic that can feed it', async () => {
    const platform = createFakePlatform({
      namespace: 'games',
      translations: { en },
      language: 'en',
      auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 },
    });
    const summary = { key: tamilAnimalsTopic.key, language: 'ta', title: 'விலங்குகள்', year: 1, theme: 'animals', itemCount: tamilAnimalsTopic.items.length };
    jest
      .spyOn(platform.http, 'get')
      .mockImplementation(async (url: string) =>
        url.endsWith('/topics') ? { data: [summary] } : url.includes('/topics/') ? { data: tamilAnimalsTopic } : { data: [] },
      );
    renderWithPlatform(<App />, platform, { route: '/home', namespace: 'games' });
    fireEvent.click((await screen.findAllByTestId('hub-topic'))[0]!);
    const card = within(await screen.findByTestId('hub-games')).getByTestId('hub-game-spotter');
    expect(card).toHaveAttribute('href', `/spotter?topic=${encodeURIComponent(tamilAnimalsTopic.key)}`);
  });
});
