import { act, fireEvent, screen } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/testing';
import { maxScore, type Topic } from '@app/shared';
import en from '../../../public/assets/i18n/en.json';
import { GamePage } from '../common';
import { StackGame } from './StackGame';

const DAYS = ['திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்'];
const topic: Topic = {
  key: 'pre-generated-ta-days-y1',
  language: 'ta',
  title: 'கிழமைகள்',
  year: 1,
  theme: 'time',
  ordered: true,
  items: DAYS.map((word) => ({ word, translations: {}, misspellings: [], tags: [] })),
};
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

it('orders the days by dragging each one to its place with a finger, and by tapping a day and then its place', async () => {
  const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
  jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => ({ data: url.includes('/topics/') ? topic : [] }));
  jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
  renderWithPlatform(<GamePage gameId="stack" Game={StackGame} />, platform, { route: `/stack?topic=${topic.key}`, namespace: 'games' });
  fireEvent.click(await screen.findByTestId('level-1'));
  const places = () => screen.getAllByTestId('order-piece').map((p) => p.closest('[data-drop]') as HTMLElement);
  // the first day: dragged to the top place
  const from = pieces().findIndex((p) => p.includes(DAYS[0]!));
  const original = document.elementFromPoint;
  document.elementFromPoint = () => places()[0]!;
  act(() => {
    screen.getAllByTestId('order-piece')[from]!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, clientX: 5, clientY: 200 }));
    window.dispatchEvent(new MouseEvent('pointermove', { clientX: 5, clientY: 20 }));
    window.dispatchEvent(new MouseEvent('pointerup', { clientX: 5, clientY: 20 }));
  });
  document.elementFromPoint = original;
  expect(pieces()[0]).toContain(DAYS[0]);
  // the others: tap a day, then the place it goes
  for (let place = 1; place < DAYS.length; place++) {
    const at = pieces().findIndex((p) => p.includes(DAYS[place]!));
    if (at === place) continue;
    fireEvent.click(screen.getAllByTestId('order-piece')[at]!);
    fireEvent.click(screen.getAllByTestId('order-piece')[place]!);
  }
  expect(pieces()).toEqual(DAYS.map((d) => expect.stringContaining(d)));
  fireEvent.click(screen.getByTestId('order-check'));
  expect(await screen.findByTestId('game-result')).toBeInTheDocument();
});

it('never gives the maximum score or 100 % when the hint button put the pieces in place', async () => {
  const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
  jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => ({ data: url.includes('/topics/') ? topic : [] }));
  jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
  renderWithPlatform(<GamePage gameId="stack" Game={StackGame} />, platform, { route: `/stack?topic=${topic.key}`, namespace: 'games' });
  fireEvent.click(await screen.findByTestId('level-1'));
  for (let n = 0; n < 10 && !pieces().every((p, i) => p.includes(DAYS[i]!)); n++) fireEvent.click(screen.getByTestId('game-hint'));
  fireEvent.click(screen.getByTestId('order-check'));
  expect(await screen.findByTestId('game-result')).toBeInTheDocument();
  expect(Number(platform.submitted[0]!.payload.score)).toBeLessThan(maxScore('stack', { level: 1, itemCount: 1 }));
  expect(screen.getByTestId('result-accuracy')).toHaveTextContent('0%');
});

it('starts with focus on the first piece, not the page (WCAG 2.4.3), under a heading in the UI language (WCAG 3.1.2)', async () => {
  const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
  jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => ({ data: url.includes('/topics/') ? topic : [] }));
  jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
  renderWithPlatform(<GamePage gameId="stack" Game={StackGame} />, platform, { route: `/stack?topic=${topic.key}`, namespace: 'games' });
  fireEvent.click(await screen.findByTestId('level-1'));
  expect(document.activeElement).toBe(screen.getAllByTestId('order-piece')[0]);
  expect(screen.getByRole('heading', { name: 'Put them in the right order' }).closest('[lang]')).toHaveAttribute('lang', 'en');
  // the list's name and the arrows' are the UI's, each piece's text the topic's
  expect(screen.getByTestId('order-list')).toHaveAttribute('lang', 'en');
  for (const text of screen.getAllByTestId('order-text')) expect(text).toHaveAttribute('lang', 'ta');
});
