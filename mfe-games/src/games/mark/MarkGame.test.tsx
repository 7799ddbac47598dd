import { act, fireEvent, screen } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/testing';
import { maxScore, type Topic } from '@app/shared';
import en from '../../../public/assets/i18n/en.json';
import { GamePage } from '../common';
import { MarkGame } from './MarkGame';

const item = (word: string, sentence: string, category: string) => ({ word, sentence, category, translations: {}, misspellings: [], tags: [] });
const topic: Topic = {
  key: 'pre-generated-ta-sea-y3',
  language: 'ta',
  title: 'கடல்',
  year: 3,
  theme: 'nature',
  items: [
    item('நீர்நாய்', 'நீர்நாய் ஒரு மீனைப் பிடித்து உண்கிறது.', 'உயிரினம்'),
    item('மீன்', 'மீன் நீரில் நீந்துகிறது.', 'உயிரினம்'),
    item('நண்டு', 'நண்டு பக்கவாட்டில் நடக்கிறது.', 'உயிரினம்'),
    item('மணல்', 'மணல் சூடாக இருக்கிறது.', 'கரை'),
    item('அலை', 'அலை கரையில் மோதுகிறது.', 'கரை'),
  ],
};

async function start() {
  const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
  jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => ({ data: url.includes('/topics/') ? topic : [] }));
  jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
  renderWithPlatform(<GamePage gameId="mark" Game={MarkGame} />, platform, { route: `/mark?topic=${topic.key}`, namespace: 'games' });
  fireEvent.click(await screen.findByTestId('level-3'));
  return platform;
}

describe('mark', () => {
  it('shows what was found, missed and tapped wrongly once the child is done', async () => {
    await start();
    const tokens = () => screen.getAllByTestId('mark-token');
    const targets = tokens().filter((t) => t.hasAttribute('data-target'));
    const other = tokens().find((t) => !t.hasAttribute('data-target') && /இருக்கிறது|நீந்துகிறது|மோதுகிறது/.test(t.textContent!))!;
    fireEvent.click(targets[0]!);
    fireEvent.click(other);
    fireEvent.click(screen.getByTestId('mark-done'));
    expect(targets[0]).toHaveAttribute('data-verdict', 'hit');
    for (const missed of targets.slice(1)) expect(missed).toHaveAttribute('data-verdict', 'missed');
    expect(other).toHaveAttribute('data-verdict', 'wrong');
    expect(other).toHaveAccessibleName(/not one of/);
    fireEvent.click(screen.getByTestId('mark-finish'));
    expect(await screen.findByTestId('game-result')).toBeInTheDocument();
  });

  it('issue 22.6: keeps every word tapped, and judges them all, before the passage is drawn again', async () => {
    await start();
    const targets = screen.getAllByTestId('mark-token').filter((t) => t.hasAttribute('data-target'));
    // a tap is drawn in a transition: the taps and Done land before React renders the first
    act(() => {
      for (const target of targets) target.click();
      screen.getByTestId('mark-done').click();
      // Done again, and a tap after it: the passage is judged once, as it was at the first Done
      screen.getByTestId('mark-done').click();
      targets[0]!.click();
    });
    for (const target of targets) expect(target).toHaveAttribute('data-verdict', 'hit');
    fireEvent.click(screen.getByTestId('mark-finish'));
    expect(await screen.findAllByTestId('review-item')).toHaveLength(targets.length);
  });

  it('gives the maximum when every target is tapped, the fish an otter eats too when it is of the kind', async () => {
    const platform = await start();
    for (const t of screen.getAllByTestId('mark-token').filter((x) => x.hasAttribute('data-target'))) fireEvent.click(t);
    const kindIsCreatures = screen.getByRole('heading', { level: 2 }).textContent!.includes('உயிரினம்');
    const fish = screen.getAllByTestId('mark-token').find((t) => t.textContent === 'மீனைப்');
    if (fish && kindIsCreatures) fireEvent.click(fish);
    fireEvent.click(screen.getByTestId('mark-done'));
    if (fish && kindIsCreatures) expect(fish).toHaveAttribute('data-verdict', 'alsoRight');
    fireEvent.click(screen.getByTestId('mark-finish'));
    await screen.findByTestId('game-result');
    const targets = screen.getAllByTestId('review-item').length;
    expect(platform.submitted[0]!.payload.score).toBe(maxScore('mark', { level: 3, itemCount: targets }));
    expect(screen.getByTestId('result-accuracy')).toHaveTextContent('100%');
  });

  it('never gives the maximum to a child who presses the hint button', async () => {
    const platform = await start();
    fireEvent.click(screen.getByTestId('game-hint'));
    for (const t of screen.getAllByTestId('mark-token').filter((x) => x.hasAttribute('data-target'))) fireEvent.click(t);
    fireEvent.click(screen.getByTestId('mark-done'));
    fireEvent.click(screen.getByTestId('mark-finish'));
    await screen.findByTestId('game-result');
    const targets = screen.getAllByTestId('review-item').length;
    expect(Number(platform.submitted[0]!.payload.score)).toBeLessThan(maxScore('mark', { level: 3, itemCount: targets }));
    expect(screen.getByTestId('result-accuracy')).not.toHaveTextContent('100%');
  });
});
