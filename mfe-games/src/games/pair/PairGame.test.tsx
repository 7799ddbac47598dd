import { act, fireEvent, screen } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/testing';
import type { Topic } from '@app/shared';
import en from '../../../public/assets/i18n/en.json';
import ta from '../../../public/assets/i18n/ta.json';
import { GamePage } from '../common';
import { PairGame } from './PairGame';

const topic: Topic = {
  key: 'pre-generated-ta-animals',
  language: 'ta',
  title: 'விலங்குகள்',
  year: 1,
  theme: 'animals',
  items: ['யானை', 'பூனை', 'மாடு', 'நாய்', 'ஆடு'].map((word, i) => ({ word, translations: { en: `animal ${i}` }, misspellings: [], tags: [] })),
};

it('plays memory pairs to the result screen, remembering misses like a child would', async () => {
  const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
  jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => ({ data: url.includes('/topics/') ? topic : [] }));
  jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
  // one deck every run (the seed): on some decks this player finds every pair at a first sight or
  // as the forced last one, and such a round is judged on every pair (judgedPairs), all 4
  const random = jest.spyOn(Math, 'random').mockReturnValue(0.25);
  renderWithPlatform(<GamePage gameId="pair" Game={PairGame} />, platform, { route: `/pair?topic=${topic.key}`, namespace: 'games' });
  fireEvent.click(await screen.findByTestId('level-1'));
  random.mockRestore();
  const seen = new Map<number, string>();
  const cards = () => screen.getAllByTestId('pair-card');
  expect(cards()).toHaveLength(8);
  // turn every card once, pairing what it already remembers
  for (let i = 0; i < 8 && !screen.queryByTestId('game-result'); i++) {
    if ((cards()[i] as HTMLButtonElement).disabled) continue;
    fireEvent.click(cards()[i]!);
    const pair = cards()[i]!.getAttribute('data-pair')!;
    const known = [...seen.entries()].find(([j, p]) => p === pair && j !== i && !(cards()[j] as HTMLButtonElement).disabled);
    if (known) fireEvent.click(cards()[known[0]]!);
    else {
      const next = cards().findIndex((c, j) => j > i && !seen.has(j) && !(c as HTMLButtonElement).disabled);
      const card = cards()[next]!;
      fireEvent.click(card);
      // the last match ends the game and the cards leave the screen
      if (screen.queryByTestId('game-result')) break;
      seen.set(next, card.getAttribute('data-pair')!);
    }
    seen.set(i, pair);
  }
  expect(await screen.findByTestId('game-result')).toBeInTheDocument();
  expect(platform.submitted[0]).toMatchObject({ payload: { quiz_category: 'Pair', level: 1 } });
  // the result's maximum is the judged pairs' (those memory found), as the stars and the api's
  // ceiling are: a pair found at a first sight is in neither, so not the whole board's 4 × 10
  const judged = (platform.submitted[0]!.payload.items as unknown[]).length;
  expect(judged).toBeLessThan(4);
  expect(screen.getByTestId('result-max')).toHaveTextContent(`of ${judged * 10} points`);
});

it('issue 22.6: two cards turned before the board is drawn are judged together, not the second alone', async () => {
  const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
  jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => ({ data: url.includes('/topics/') ? topic : [] }));
  jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
  // one deck every run (the seed), so turning the cards in order cannot match them all by chance
  const random = jest.spyOn(Math, 'random').mockReturnValue(0.25);
  renderWithPlatform(<GamePage gameId="pair" Game={PairGame} />, platform, { route: `/pair?topic=${topic.key}`, namespace: 'games' });
  fireEvent.click(await screen.findByTestId('level-1'));
  random.mockRestore();
  const cards = screen.getAllByTestId('pair-card');
  // turn the cards one at a time to learn them (a card says its pair while face up)
  const pairs = cards.map((card) => {
    fireEvent.click(card);
    return card.getAttribute('data-pair');
  });
  const first = cards.find((c, i) => !(c as HTMLButtonElement).disabled && pairs.indexOf(pairs[i]!) === i)!;
  const partner = cards.find((c, i) => c !== first && pairs[i] === pairs[cards.indexOf(first)])!;
  expect(partner).toBeEnabled();
  // a move is drawn in a transition: both taps land before React renders the first
  act(() => {
    first.click();
    partner.click();
  });
  expect(screen.getByTestId('game-feedback')).toHaveTextContent(en.pair.match);
  expect(first).toBeDisabled();
  expect(partner).toBeDisabled();
});

it('names the cards in the UI language inside a Malay board, and a picture by Tamil words around its English label (WCAG 3.1.2)', async () => {
  const malay: Topic = {
    key: 'pre-generated-bm-animals',
    language: 'bm',
    title: 'Haiwan',
    year: 2,
    theme: 'animals',
    items: ['kucing', 'anjing', 'lembu', 'kambing', 'ayam'].map((word, i) => ({
      word,
      image: `animal-${i}`,
      translations: { en: `animal ${i}` },
      misspellings: [],
      tags: [],
    })),
  };
  const platform = createFakePlatform({
    namespace: 'games',
    language: 'ta',
    translations: { ta },
    auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 },
  });
  jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => ({ data: url.includes('/topics/') ? malay : [] }));
  jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
  renderWithPlatform(<GamePage gameId="pair" Game={PairGame} />, platform, { route: `/pair?topic=${malay.key}`, namespace: 'games' });
  fireEvent.click(await screen.findByTestId('level-1'));
  const cards = screen.getAllByTestId('pair-card');
  expect(cards[0]).toHaveAccessibleName('அட்டை 1, கவிழ்ந்துள்ளது');
  expect(cards[0]!.closest('[lang]')).toHaveAttribute('lang', 'ta');
  const picture = cards.findIndex((c) => {
    fireEvent.click(c);
    return c.querySelector('[data-testid="pair-picture-name"]') !== null;
  });
  const name = cards[picture]!.querySelector('[data-testid="pair-picture-name"]')!;
  // the picture may be the second card of a pair found by chance: its name then ends with the "found" tick's
  expect(cards[picture]).toHaveAccessibleName(expect.stringMatching(/^படம்: animal \d( சோடி கிடைத்தது)?$/));
  expect([...name.querySelectorAll('[lang]')].map((s) => [s.getAttribute('lang'), s.textContent])).toEqual([
    ['ta', 'படம்: '],
    ['en', expect.stringMatching(/^animal \d$/)],
  ]);
  expect(cards[picture]!.querySelector('img')).toHaveAttribute('alt', '');
});
