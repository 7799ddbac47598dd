import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/src/testing';
import type { AxiosResponse } from 'axios';
import en from '../../public/assets/i18n/en.json';
import { CreatePage } from '../pages/CreatePage';
import { TopicFormPage } from '../pages/TopicFormPage';

const teacher = () =>
  createFakePlatform({
    namespace: 'games',
    translations: { en },
    auth: { status: 'authenticated', token: 't', user: { ...TEST_USER, role: 'teacher' }, since: 0 },
    subscription: { planId: 'teacher_free', planName: 'Teacher Free', category: 'teacher', status: 'active', source: 'order' },
  });
const ok = <T,>(data: T) => Promise.resolve({ data } as AxiosResponse<T>);

describe('the create page', () => {
  it('tells a student that building topics is for teachers, with a way to the plans', () => {
    const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 }, subscription: { planId: 'student_free', planName: 'Student', category: 'student', status: 'active', source: 'order' } });
    renderWithPlatform(<CreatePage />, platform, { namespace: 'games' });
    expect(screen.getByTestId('authoring-teacher-only')).toHaveTextContent('Building topics is for teachers');
    expect(screen.getByRole('link', { name: 'See teacher plans' })).toHaveAttribute('href', '/subscription');
  });

  it('shows the allowance and the teacher\'s own topics, then makes one with AI help', async () => {
    const platform = teacher();
    jest.spyOn(platform.http, 'get').mockImplementation((url: string) =>
      url.endsWith('/allowance')
        ? ok({ planId: 'teacher_free', custom: { limit: 3, used: 1, remaining: 2 }, ai: { limit: 3, used: 0, remaining: 3 } })
        : ok([{ key: 'pre-generated-en-animals-y1', title: 'Animals', language: 'en', year: 1, theme: 'animals', itemCount: 15 }, { key: 'custom-pets-1a2b3c', title: 'Our pets', language: 'en', year: 1, theme: 'animals', itemCount: 5 }]),
    );
    const post = jest.spyOn(platform.http, 'post').mockImplementation(() =>
      ok({ source: 'offline', topic: { key: 'ai-generated-en-animals-abc123', title: 'Animals ★', language: 'en', year: 2, theme: 'animals', items: [{ word: 'cat', translations: {}, misspellings: [], tags: [] }] } }),
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
    expect(post).toHaveBeenCalledWith('/wp-json/custom/v1/topics', expect.objectContaining({ title: 'Fruit', items: expect.arrayContaining([expect.objectContaining({ word: 'banana', sentence: 'A monkey eats a banana.' })]) }));
    expect(platform.toasts[0]).toMatchObject({ message: '“Fruit” is saved.', color: 'success' });
  });
});
