import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, createFakePlatform, fakeApi, renderWithPlatform, TEST_USER } from '@app/shared/testing';
import type { HttpResponse } from '@app/shared';
import en from '../../public/assets/i18n/en.json';
import ta from '../../public/assets/i18n/ta.json';
import { CreatePage } from '../pages/CreatePage';
import { TopicFormPage } from '../pages/TopicFormPage';

const TEACHER_OPTIONS = {
  namespace: 'games',
  auth: { status: 'authenticated', token: 't', user: { ...TEST_USER, role: 'teacher' }, since: 0 },
  subscription: { planId: 'teacher_free', planName: 'Teacher Free', category: 'teacher', status: 'active', source: 'order' },
} as const;
const teacher = () => createFakePlatform({ ...TEACHER_OPTIONS, translations: { en } });
const ok = <T,>(data: T) => Promise.resolve({ data } as HttpResponse<T>);

describe('the create page', () => {
  it('tells a student that building topics is for teachers, with a way to the plans', () => {
    const platform = createFakePlatform({
      namespace: 'games',
      translations: { en },
      auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 },
      subscription: { planId: 'student_free', planName: 'Student', category: 'student', status: 'active', source: 'order' },
    });
    renderWithPlatform(<CreatePage />, platform, { namespace: 'games' });
    expect(screen.getByTestId('authoring-teacher-only')).toHaveTextContent('Building topics is for teachers');
    expect(screen.getByRole('link', { name: 'See teacher plans' })).toHaveAttribute('href', '/subscription');
  });

  it("shows the allowance and the teacher's own topics, then makes one with AI help", async () => {
    const platform = teacher();
    jest.spyOn(platform.http, 'get').mockImplementation((url: string) =>
      url.endsWith('/allowance')
        ? ok({ planId: 'teacher_free', custom: { limit: 3, used: 1, remaining: 2 }, ai: { limit: 3, used: 0, remaining: 3 } })
        : ok([
            { key: 'pre-generated-en-animals-y1', title: 'Animals', language: 'en', year: 1, theme: 'animals', itemCount: 15 },
            { key: 'custom-pets-1a2b3c', title: 'Our pets', language: 'en', year: 1, theme: 'animals', itemCount: 5 },
          ]),
    );
    const post = jest.spyOn(platform.http, 'post').mockImplementation(() =>
      ok({
        source: 'offline',
        topic: {
          key: 'ai-generated-en-animals-abc123',
          title: 'Animals ★',
          language: 'en',
          year: 2,
          theme: 'animals',
          items: [{ word: 'cat', translations: {}, misspellings: [], tags: [] }],
        },
      }),
    );
    renderWithPlatform(<CreatePage />, platform, { namespace: 'games' });
    expect(await screen.findByTestId('allowance')).toHaveTextContent('2 topics by hand and 3 with AI help');
    expect(await screen.findByText('Our pets')).toBeInTheDocument();
    // bundled topics are not the teacher's own
    expect(within(screen.getByTestId('my-topics')).queryByText('Animals')).not.toBeInTheDocument();

    fireEvent.change(screen.getByTestId('ai-keywords'), { target: { value: 'cat, dog' } });
    fireEvent.click(screen.getByTestId('ai-generate'));
    expect(await screen.findByTestId('ai-result')).toHaveTextContent('Built from our checked word library.');
    expect(post).toHaveBeenCalledWith('/wp-json/custom/v1/topics/generate', expect.objectContaining({ keywords: ['cat', 'dog'], language: 'en' }));
  });
});

describe('AI topics and the allowance (issue 15)', () => {
  const PLUS_ALLOWANCE = { planId: 'teacher_plus', custom: { limit: 30, used: 0, remaining: 30 }, ai: { limit: 30, used: 2, remaining: 28 } };
  const topic = {
    key: 'ai-generated-en-animals-abc123',
    title: 'Animals ★',
    language: 'en',
    year: 2,
    theme: 'animals',
    items: [{ word: 'cat', translations: {}, misspellings: [], tags: [] }],
  };

  it('tells a Pro teacher there is no limit, in words, never "∞"', async () => {
    const platform = teacher();
    jest
      .spyOn(platform.http, 'get')
      .mockImplementation((url: string) =>
        url.endsWith('/allowance')
          ? ok({ planId: 'teacher_pro', custom: { limit: null, used: 4, remaining: null }, ai: { limit: null, used: 9, remaining: null } })
          : ok([]),
      );
    renderWithPlatform(<CreatePage />, platform, { namespace: 'games' });
    expect(await screen.findByTestId('allowance')).toHaveTextContent('Your plan has no monthly limit');
    expect(screen.getByTestId('allowance')).not.toHaveTextContent('∞');
  });

  it('sends a new seed with every click, so the same settings give another word list', async () => {
    const platform = teacher();
    jest.spyOn(platform.http, 'get').mockImplementation((url: string) => (url.endsWith('/allowance') ? ok(PLUS_ALLOWANCE) : ok([])));
    const post = jest.spyOn(platform.http, 'post').mockImplementation(() => ok({ source: 'offline', topic }));
    renderWithPlatform(<CreatePage />, platform, { namespace: 'games' });
    fireEvent.click(await screen.findByTestId('ai-generate'));
    await screen.findByTestId('ai-result');
    fireEvent.click(screen.getByTestId('ai-generate'));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    const seeds = post.mock.calls.map(([, body]) => (body as { seed: number }).seed);
    expect(seeds.every((seed) => Number.isInteger(seed) && seed >= 0)).toBe(true);
    expect(seeds[0]).not.toBe(seeds[1]);
  });

  it('says so when the topic was one the teacher already had, and that nothing was counted', async () => {
    const platform = teacher();
    jest.spyOn(platform.http, 'get').mockImplementation((url: string) => (url.endsWith('/allowance') ? ok(PLUS_ALLOWANCE) : ok([])));
    jest.spyOn(platform.http, 'post').mockImplementation(() => ok({ source: 'offline', topic, duplicate: true }));
    renderWithPlatform(<CreatePage />, platform, { namespace: 'games' });
    fireEvent.click(await screen.findByTestId('ai-generate'));
    expect(await screen.findByTestId('ai-duplicate')).toHaveTextContent('nothing new was made and no AI topic was counted');
  });

  it("says why the server refused, in Tamil for a Tamil teacher, never in the server's English", async () => {
    const api = fakeApi({
      'GET /wp-json/custom/v1/topics/allowance': PLUS_ALLOWANCE,
      'GET /wp-json/custom/v1/topics': [],
      'POST /wp-json/custom/v1/topics/generate': apiError(
        403,
        'allowance_used',
        'Your plan allows 30 AI topics a month, and you have used them. Upgrade for more.',
      ),
    });
    const platform = createFakePlatform({ ...TEACHER_OPTIONS, translations: { en, ta }, language: 'ta', http: api.http });
    renderWithPlatform(<CreatePage />, platform, { namespace: 'games' });
    fireEvent.click(await screen.findByTestId('ai-generate'));
    expect(await screen.findByRole('alert')).toHaveTextContent('இந்த மாதம் உங்கள் திட்டத்தில் இனி புதிய தலைப்புகளை உருவாக்க முடியாது.');
  });
});

describe('the topic form', () => {
  it('will not save until the draft is valid, then saves and returns to the create page', async () => {
    const platform = teacher();
    const post = jest.spyOn(platform.http, 'post').mockImplementation((_url, body) => ok({ ...(body as object), key: 'custom-fruit-123abc' }));
    renderWithPlatform(<TopicFormPage />, platform, { namespace: 'games', route: '/topic-form' });
    fireEvent.click(screen.getByTestId('topic-save'));
    expect(await screen.findByTestId('draft-problems')).toHaveTextContent('Give the topic a title.');
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('topic-title'), { target: { value: 'Fruit' } });
    ['mango', 'banana', 'durian', 'rambutan'].forEach((word, i) => fireEvent.change(screen.getByTestId(`item-${i}-word`), { target: { value: word } }));
    fireEvent.change(screen.getByTestId('item-1-sentence'), { target: { value: 'A monkey eats it.' } });
    fireEvent.click(screen.getByTestId('topic-save'));
    expect(await screen.findByTestId('draft-problems')).toHaveTextContent('Row 2: the example sentence must contain “banana”.');

    fireEvent.change(screen.getByTestId('item-1-sentence'), { target: { value: 'A monkey eats a banana.' } });
    fireEvent.click(screen.getByTestId('topic-save'));
    await waitFor(() => expect(platform.navigations).toContain('/create'));
    expect(post).toHaveBeenCalledWith(
      '/wp-json/custom/v1/topics',
      expect.objectContaining({
        title: 'Fruit',
        items: expect.arrayContaining([expect.objectContaining({ word: 'banana', sentence: 'A monkey eats a banana.' })]),
      }),
    );
    expect(platform.toasts[0]).toMatchObject({ message: '“Fruit” is saved.', color: 'success' });
  });
});

describe('honest authoring (issue 27)', () => {
  const MINE = [
    { key: 'custom-pets-1a2b3c', title: 'Our pets', language: 'en', year: 1, theme: 'animals', itemCount: 5 },
    { key: 'custom-haiwan-4d5e6f', title: 'Haiwan kami', language: 'bm', year: 1, theme: 'animals', itemCount: 6 },
    { key: 'ai-generated-ta-animals-abc123', title: 'விலங்குகள்', language: 'ta', year: 2, theme: 'animals', itemCount: 8 },
  ];
  const allowance = (generator: 'ai' | 'library') => ({
    planId: 'teacher_pro',
    generator,
    custom: { limit: null, used: 0, remaining: null },
    ai: { limit: null, used: 0, remaining: null },
  });

  function renderCreate(generator: 'ai' | 'library', answer?: unknown) {
    const platform = teacher();
    const get = jest.spyOn(platform.http, 'get').mockImplementation((url: string) => (url.endsWith('/allowance') ? ok(allowance(generator)) : ok(MINE)));
    if (answer) jest.spyOn(platform.http, 'post').mockImplementation(() => ok(answer));
    renderWithPlatform(<CreatePage />, platform, { namespace: 'games' });
    return { get };
  }

  it('says before generating that the word library, not an AI service, makes the topic', async () => {
    renderCreate('library');
    expect(await screen.findByTestId('generator-source')).toHaveTextContent('No AI service is set up on this server');
    expect(screen.getByRole('heading', { name: 'Make a topic from our word library' })).toBeInTheDocument();
  });

  it('says before generating that an AI service writes the topic when one is set up', async () => {
    renderCreate('ai');
    expect(await screen.findByTestId('generator-source')).toHaveTextContent('written by an AI service');
  });

  it('lists the words it could not use, after generating', async () => {
    renderCreate('library', {
      source: 'offline',
      skipped_words: ['ஒட்டகச்சிவிங்கி'],
      topic: {
        key: 'ai-generated-ta-animals-x',
        title: 'விலங்குகள்',
        language: 'ta',
        year: 2,
        theme: 'animals',
        items: [{ word: 'பூனை', translations: {}, misspellings: [], tags: [] }],
      },
    });
    fireEvent.change(await screen.findByTestId('ai-keywords'), { target: { value: 'பூனை, ஒட்டகச்சிவிங்கி' } });
    fireEvent.click(screen.getByTestId('ai-generate'));
    expect(await screen.findByTestId('ai-result-source')).toHaveTextContent('Built from our checked word library.');
    expect(screen.getByTestId('ai-skipped-words')).toHaveTextContent('This word could not be used (it is not in the word library yet): ஒட்டகச்சிவிங்கி.');
  });

  it("shows all of a teacher's topics, in every language, and filters them by language", async () => {
    const { get } = renderCreate('library');
    const list = await screen.findByTestId('my-topics');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // one call for every language, not the interface language only
    expect(get.mock.calls.find(([url]) => url === '/wp-json/custom/v1/topics')?.[1]).not.toHaveProperty('params.language');
    fireEvent.change(screen.getByTestId('my-topics-language'), { target: { value: 'bm' } });
    expect(
      within(screen.getByTestId('my-topics'))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-language')),
    ).toEqual(['bm']);
    expect(screen.getByTestId('my-topics')).toHaveTextContent('Haiwan kami');
    expect(screen.getByRole('option', { name: 'All languages (3)' })).toBeInTheDocument();
  });
});

describe('the topic form on a phone (issue 27: four unlabelled boxes per word)', () => {
  it('gives every box of every word its own visible label, not only a table head', async () => {
    const platform = teacher();
    jest
      .spyOn(platform.http, 'get')
      .mockImplementation(() => ok({ planId: 'teacher_free', custom: { limit: 3, used: 0, remaining: 3 }, ai: { limit: 3, used: 0, remaining: 3 } }));
    renderWithPlatform(<TopicFormPage />, platform, { namespace: 'games', route: '/topic-form' });
    const rows = await screen.findByTestId('item-rows');
    for (const field of ['word', 'meaning', 'clue', 'sentence']) {
      const input = within(rows).getByTestId(`item-0-${field}`);
      const label = input.closest('label');
      expect(label).not.toBeNull();
      expect(within(label!).getByTestId(`item-0-${field}-label`).textContent).toBe(en.authoring.fields[field as 'word']);
    }
  });
});
