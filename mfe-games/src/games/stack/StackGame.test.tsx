import { fireEvent, screen } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/src/testing';
import type { Topic } from '@app/shared';
import en from '../../../public/assets/i18n/en.json';
import { GamePage } from '../common';
import { StackGame } from './StackGame';

const DAYS = ['திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்'];
const topic: Topic = { key: 'pre-generated-ta-days-y1', language: 'ta', title: 'கிழமைகள்', year: 1, theme: 'time', ordered: true, items: DAYS.map((word) => ({ word, translations: {}, misspellings: [], tags: [] })) };
const pieces = () => screen.getAllByTestId('order-piece').map((p) => p.textContent!.replace(/^\d+|▲▼$/g, ''));

it('orders the days with the keyboard only (Alt + arrows), checks, and reaches the result screen', async () => {
  const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
  jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => ({ data: url.includes('/topics/') ? topic : [] }));
  jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
  renderWithPlatform(<GamePage gameId="stack" Game={StackGame} />, platform, { route: `/stack?topic=${topic.key}`, namespace: 'games' });
  fireEvent.click(await screen.findByTestId('level-1'));
  expect(screen.getByRole('heading', { name: 'Put them in the right order' })).toBeInTheDocument();
  // selection sort by keyboard: bring each day up to its place
  for (let place = 0; place < DAYS.length; place++) {
    let at = pieces().findIndex((p) => p.includes(DAYS[place]!));
    while (at > place) {
      fireEvent.keyDown(screen.getAllByTestId('order-piece')[at]!, { key: 'ArrowUp', altKey: true });
      at -= 1;
    }
  }
  fireEvent.click(screen.getByTestId('order-check'));
  expect(await screen.findByTestId('game-result')).toBeInTheDocument();
  expect(platform.submitted[0]).toMatchObject({ payload: { quiz_category: 'Stack', score: 10 } });
});
