import { fireEvent, screen, within } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform } from '@app/shared/src/testing';
import type { AxiosResponse } from 'axios';
import en from '../../public/assets/i18n/en.json';
import bm from '../../public/assets/i18n/bm.json';
import { DataPage } from '../pages/DataPage';
import type { LibraryStats } from './libraryStatsApi';

const ok = <T,>(data: T) => Promise.resolve({ data } as AxiosResponse<T>);
const stats: LibraryStats = {
  languages: [
    { language: 'ta', topics: 3, words: 48, years: [{ year: 1, topics: 2, words: 32 }, { year: 2, topics: 1, words: 16 }] },
    { language: 'en', topics: 1, words: 16, years: [{ year: 1, topics: 1, words: 16 }] },
    { language: 'bm', topics: 0, words: 0, years: [] },
  ],
  totals: { topics: 4, words: 64 },
  pictures: { items: 64, withPicture: 48, files: 120 },
  audio: { items: 64, withFile: 16, queued: 48 },
};

function setup(language: 'en' | 'bm', respond: () => Promise<unknown>) {
  const platform = createFakePlatform({ namespace: 'games', translations: { en, bm }, language });
  const get = jest.spyOn(platform.http, 'get').mockImplementation(() => respond() as never);
  renderWithPlatform(<DataPage />, platform, { namespace: 'games', route: '/data' });
  return { get };
}

describe('the data page', () => {
  it('shows totals, picture and audio coverage, and topics and words per language and year', async () => {
    const { get } = setup('en', () => ok(stats));
    expect(await screen.findByTestId('data-topics')).toHaveTextContent('4');
    expect(get).toHaveBeenCalledWith('/wp-json/custom/v1/library-stats');
    expect(screen.getByTestId('data-words')).toHaveTextContent('64');
    expect(screen.getByTestId('data-pictures')).toHaveTextContent('48 of 64 (75%)');
    expect(screen.getByTestId('data-pictures')).toHaveTextContent('120 picture files');
    expect(screen.getByRole('progressbar', { name: /Spoken words: 16 of 64/ })).toHaveAttribute('value', '16');
    expect(screen.getByTestId('data-audio-queued')).toHaveTextContent('48 still to go');
    const table = screen.getByRole('table', { name: 'Topics and words by language and year' });
    const tamil = within(table).getByRole('row', { name: /Tamil/ });
    expect(within(tamil).getAllByRole('cell')[0]).toHaveTextContent('2 topics32 words');
    expect(within(tamil).getAllByRole('cell')[2]).toHaveTextContent('—');
    expect(within(tamil).getAllByRole('cell')[6]).toHaveTextContent('3 topics48 words');
  });

  it('speaks Malay', async () => {
    setup('bm', () => ok(stats));
    expect(screen.getByRole('heading', { level: 1, name: 'Data perpustakaan' })).toBeInTheDocument();
    expect(await screen.findByTestId('data-pictures')).toHaveTextContent('48 daripada 64 (75%)');
  });

  it('shows an error with a retry, and an empty state for an empty library', async () => {
    let online = false;
    setup('en', () => (online ? ok({ ...stats, languages: [], totals: { topics: 0, words: 0 } }) : Promise.reject(new Error('offline'))));
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded.');
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('page-empty')).toHaveTextContent('The library is empty.');
  });
});
