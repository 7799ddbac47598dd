import { fireEvent, screen, within } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform } from '@app/shared/testing';
import type { HttpResponse, Syllabus } from '@app/shared';
import en from '../../public/assets/i18n/en.json';
import ta from '../../public/assets/i18n/ta.json';
import { SyllabusPage } from '../pages/SyllabusPage';

const ok = <T,>(data: T) => Promise.resolve({ data } as HttpResponse<T>);
const summary = (key: string, title: string, year: number, theme: string, extra: object = {}) => ({
  key,
  title,
  year,
  theme,
  language: 'ta' as const,
  itemCount: 16,
  ...extra,
});
const syllabus: Syllabus = {
  language: 'ta',
  years: [
    {
      year: 1,
      themes: [
        { theme: 'family', topics: [summary('pre-generated-ta-family-y1', 'என் குடும்பம்', 1, 'family', { fieldCounts: { image: 11 } })] },
        { theme: 'time', topics: [summary('pre-generated-ta-days-y1', 'வாரத்தின் நாள்கள்', 1, 'time', { ordered: true, itemCount: 7 })] },
      ],
    },
    { year: 2, themes: [{ theme: 'animals', topics: [summary('pre-generated-ta-animals-y2', 'விலங்குகள்', 2, 'animals')] }] },
  ],
};

function setup(language: 'en' | 'ta' = 'en', respond: (params: { language: string }) => Promise<unknown> = () => ok(syllabus)) {
  const platform = createFakePlatform({ namespace: 'games', translations: { en, ta }, language });
  const get = jest
    .spyOn(platform.http, 'get')
    .mockImplementation((_url, config) => respond((config?.params as { language: string } | undefined) ?? { language: '' }) as never);
  const navigate = jest.spyOn(platform, 'navigate');
  renderWithPlatform(<SyllabusPage />, platform, { namespace: 'games', route: '/syllabus' });
  return { platform, get, navigate };
}

describe('the syllabus page', () => {
  it('shows years, then themes, then topics that open the game hub on that topic', async () => {
    const { get, navigate } = setup('ta');
    expect(screen.getByTestId('page-loading')).toHaveTextContent('பாடத்திட்டம் ஏற்றப்படுகிறது');
    expect(await screen.findByRole('heading', { level: 2, name: 'ஆண்டு 1' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/wp-json/custom/v1/syllabus', { params: { language: 'ta' } });
    const year1 = screen.getByTestId('syllabus-year-1');
    expect(
      within(year1)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['குடும்பம்', 'காலம்']);
    const family = within(year1).getByRole('link', { name: /என் குடும்பம்/ });
    expect(family).toHaveAttribute('href', '/home?topic=pre-generated-ta-family-y1&language=ta&year=1');
    expect(family).toHaveTextContent('16 சொற்கள்');
    expect(family).toHaveTextContent('படங்களுடன்');
    expect(within(year1).getByRole('link', { name: /வாரத்தின் நாள்கள்/ })).toHaveTextContent('வரிசைப்படி');
    fireEvent.click(family);
    expect(navigate).toHaveBeenCalledWith('/home?topic=pre-generated-ta-family-y1&language=ta&year=1');
  });

  it('filters by year with pressed-state buttons, and says so when a year has no topics', async () => {
    setup();
    await screen.findByTestId('syllabus-year-2');
    const year2 = screen.getByRole('button', { name: 'Year 2' });
    fireEvent.click(year2);
    expect(year2).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('syllabus-year-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('syllabus-year-2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Year 5' }));
    expect(screen.getByTestId('syllabus-empty')).toHaveTextContent('There are no topics for this year yet.');
  });

  it("loads another language's syllabus when the reader picks it", async () => {
    const { get } = setup('en');
    await screen.findByTestId('syllabus-year-1');
    fireEvent.click(screen.getByRole('button', { name: 'Malay' }));
    expect(await screen.findByTestId('syllabus-year-1')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/wp-json/custom/v1/syllabus', { params: { language: 'bm' } });
    expect(screen.getByRole('button', { name: 'Malay' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows an error with a retry that works, and an empty state for an empty library', async () => {
    let online = false;
    setup('en', () => (online ? ok({ language: 'en', years: [] }) : Promise.reject(new Error('offline'))));
    expect(await screen.findByRole('alert')).toHaveTextContent('The syllabus could not be loaded.');
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('syllabus-empty')).toHaveTextContent('There are no topics in this language yet.');
  });
});
