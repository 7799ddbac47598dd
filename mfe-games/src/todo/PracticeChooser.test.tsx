import { screen } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/testing';
import en from '../../public/assets/i18n/en.json';
import { TEST_TOPIC } from '../games/common/testing/testTopic';
import { PracticeChooser } from './PracticeChooser';

jest.setTimeout(30_000);

function open(words: string[]) {
  const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
  jest.spyOn(platform.http, 'get').mockResolvedValue({ data: TEST_TOPIC });
  const query = new URLSearchParams({ practise: TEST_TOPIC.key });
  for (const w of words) query.append('words', w);
  renderWithPlatform(<PracticeChooser />, platform, { route: `/home?${query.toString()}`, namespace: 'games' });
}

describe('PracticeChooser — practise what I missed, from the hub', () => {
  it('should offer the games that can use one missed word, each opening it with that word', async () => {
    open(['மயில்']);
    expect(await screen.findByTestId('practice-words')).toHaveTextContent('மயில்');
    const jumble = screen.getByTestId('practice-game-jumble');
    const link = new URLSearchParams(jumble.getAttribute('href')!.split('?')[1]);
    expect([jumble.getAttribute('href')!.split('?')[0], link.get('topic'), link.getAll('words')]).toEqual(['/jumble', TEST_TOPIC.key, ['மயில்']]);
  });

  it('should offer the whole topic when no game can use the words', async () => {
    open(['dinosaur']);
    expect(await screen.findByText('Play the whole topic')).toHaveAttribute('href', `/home?topic=${TEST_TOPIC.key}`);
    expect(screen.queryAllByTestId(/^practice-game-/)).toHaveLength(0);
  });
});
