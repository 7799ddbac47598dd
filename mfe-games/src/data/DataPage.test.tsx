import { fireEvent, screen, within } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform } from '@app/shared/testing';
import type { HttpResponse } from '@app/shared';
import en from '../../public/assets/i18n/en.json';
import bm from '../../public/assets/i18n/bm.json';
import ta from '../../public/assets/i18n/ta.json';
import { DataPage } from '../pages/DataPage';
import type { ContactSheet, LibraryStats } from './libraryStatsApi';
import { pictureMatches } from './PictureSheet';

const ok = <T,>(data: T) => Promise.resolve({ data } as HttpResponse<T>);
const stats: LibraryStats = {
  languages: [
    {
      language: 'ta',
      topics: 3,
      words: 48,
      years: [
        { year: 1, topics: 2, words: 32 },
        { year: 2, topics: 1, words: 16 },
      ],
      sets: [
        { set: 'proverbs', topics: 1, items: 16 },
        { set: 'thirukkural', topics: 1, items: 20 },
      ],
      sayings: 16,
      concreteNouns: { items: 40, withPicture: 38 },
      distractors: { items: 48, distractors: 120, withEnough: 46 },
    },
    {
      language: 'en',
      topics: 1,
      words: 16,
      years: [{ year: 1, topics: 1, words: 16 }],
      sets: [],
      sayings: 0,
      concreteNouns: { items: 10, withPicture: 9 },
      distractors: { items: 16, distractors: 32, withEnough: 16 },
    },
    {
      language: 'bm',
      topics: 0,
      words: 0,
      years: [],
      sets: [],
      sayings: 0,
      concreteNouns: { items: 0, withPicture: 0 },
      distractors: { items: 0, distractors: 0, withEnough: 0 },
    },
  ],
  totals: { topics: 4, words: 64 },
  pictures: { items: 64, withPicture: 48, files: 120 },
  audio: { items: 64, withFile: 16, queued: 48 },
};
const word = (w: string, translation?: boolean) => ({
  word: w,
  topic: 'pre-generated-ta-animals-y2',
  year: 2,
  ...(translation ? { translation } : {}),
});
const sheet: ContactSheet = {
  pictures: [
    {
      id: 'cat',
      names: { en: 'cat' },
      words: { ta: [word('பூனை')], en: [word('cat'), word('kitten')], bm: [word('kucing', true)] },
    },
    { id: 'dog', names: { en: 'dog' }, words: { ta: [word('நாய்')], en: [word('dog')], bm: [] } },
  ],
  withoutPicture: { ta: 3, en: 1, bm: 0 },
};

function setup(language: 'en' | 'bm' | 'ta', respond: (url: string) => Promise<unknown>) {
  const platform = createFakePlatform({ namespace: 'games', translations: { en, bm, ta }, language });
  const get = jest.spyOn(platform.http, 'get').mockImplementation(((url: string) => respond(url)) as never);
  renderWithPlatform(<DataPage />, platform, { namespace: 'games', route: '/data' });
  return { get };
}
const api = (url: string) => (url.endsWith('library-pictures') ? ok(sheet) : ok(stats));

describe('the data page', () => {
  it('shows totals, picture and audio coverage, and topics and words per year and language', async () => {
    const { get } = setup('en', api);
    expect(await screen.findByTestId('data-topics')).toHaveTextContent('4');
    expect(get).toHaveBeenCalledWith('/wp-json/custom/v1/library-stats');
    expect(screen.getByTestId('data-words')).toHaveTextContent('64');
    expect(screen.getByTestId('data-pictures')).toHaveTextContent('48 of 64 (75%)');
    expect(screen.getByTestId('data-pictures')).toHaveTextContent('120 picture files');
    expect(screen.getByRole('progressbar', { name: /Spoken words: 16 of 64/ })).toHaveAttribute('value', '16');
    expect(screen.getByTestId('data-audio-queued')).toHaveTextContent('48 still to go');
    const table = screen.getByRole('table', { name: 'Topics and words by language and year' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Year', 'Tamil', 'English', 'Malay']);
    const year1 = within(table).getByRole('row', { name: /Year 1/ });
    expect(
      within(year1)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['232 words', '116 words', '—']);
    expect(within(year1).getAllByRole('cell')[0]).toHaveAttribute('aria-label', '2 topics, 32 words');
    expect(within(within(table).getByRole('row', { name: /Year 3/ })).getAllByRole('cell')[0]).toHaveTextContent('—');
    expect(within(within(table).getByRole('row', { name: /Total/ })).getAllByRole('cell')[0]).toHaveTextContent('348 words');
  });

  it('shows the language sets and the proverbs and idioms per language', async () => {
    setup('en', api);
    expect(await screen.findByTestId('data-sayings-ta')).toHaveTextContent('16');
    expect(screen.getByTestId('data-sayings-en')).toHaveTextContent('0');
    const tamil = screen.getByTestId('data-sets-ta');
    expect(within(tamil).getByRole('heading', { level: 3 })).toHaveTextContent('Tamil');
    expect(screen.getByTestId('data-set-ta-thirukkural')).toHaveTextContent('Thirukkural20');
    expect(screen.getByTestId('data-set-ta-proverbs')).toHaveTextContent('Proverbs16');
    expect(within(tamil).queryByText('Idioms')).toBeNull();
    expect(within(screen.getByTestId('data-sets-en')).queryByText('Thirukkural')).toBeNull();
  });

  it('shows, per language, the concrete nouns with a picture and the wrong spellings per word (issue 25)', async () => {
    setup('en', api);
    expect(await screen.findByTestId('data-nouns-ta')).toHaveTextContent('95%');
    expect(screen.getByTestId('data-quality-ta')).toHaveTextContent('38 of 40 (95%)');
    expect(screen.getByTestId('data-distractors-ta')).toHaveTextContent('2.5');
    expect(screen.getByTestId('data-quality-ta')).toHaveTextContent('46 of 48 words have two or more');
    expect(screen.getByTestId('data-nouns-en')).toHaveTextContent('90%');
    expect(screen.getByTestId('data-distractors-bm')).toHaveTextContent('0');
  });

  it('opens the contact sheet: every picture beside its word in the three languages, with a search', async () => {
    const { get } = setup('en', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Show the pictures' }));
    const cat = await screen.findByTestId('data-picture-cat');
    expect(get).toHaveBeenCalledWith('/wp-json/custom/v1/library-pictures');
    expect(within(cat).getByRole('img')).toHaveAttribute('src', '/media/pictures/cat.svg');
    expect(cat).toHaveTextContent('Tamilபூனை');
    expect(cat).toHaveTextContent('Englishcat · kitten');
    expect(within(cat).getByTitle("a translation from another language's topic")).toHaveTextContent('kucing');
    expect(screen.getByTestId('data-pictures-missing')).toHaveTextContent('Tamil 3, English 1, Malay 0');
    fireEvent.change(screen.getByTestId('data-pictures-filter'), { target: { value: 'நாய்' } });
    expect(screen.queryByTestId('data-picture-cat')).toBeNull();
    expect(screen.getByTestId('data-picture-dog')).toBeInTheDocument();
  });

  it('speaks Malay', async () => {
    setup('bm', api);
    expect(screen.getByRole('heading', { level: 1, name: 'Data perpustakaan' })).toBeInTheDocument();
    expect(await screen.findByTestId('data-pictures')).toHaveTextContent('48 daripada 64 (75%)');
  });

  it('names every set in Tamil', async () => {
    setup('ta', api);
    expect(await screen.findByTestId('data-set-ta-thirukkural')).toHaveTextContent('திருக்குறள்20');
    expect(screen.getByTestId('data-sets-ta')).toHaveTextContent('பழமொழிகளும் மரபுத்தொடர்களும்16');
    expect(screen.getByTestId('data-quality-ta')).toHaveTextContent('48 சொற்களில் 46 சொற்களுக்கு இரண்டோ அதற்கு மேலோ உள்ளன');
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

describe('the contact sheet search', () => {
  it.each([
    ['', true],
    ['kit', true],
    ['பூனை', true],
    ['cat', true],
    ['lion', false],
  ])('"%s" matches the cat picture: %s', (query, matches) => {
    expect(pictureMatches(sheet.pictures[0]!, query)).toBe(matches);
  });
});
