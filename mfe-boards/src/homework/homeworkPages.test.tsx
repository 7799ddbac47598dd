import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi, renderWithPlatform, type FakeRoutes } from '@app/shared/testing';
import type { AssignmentResults, PupilAnswers, TeacherAssignment } from '@app/shared';
import { boardsPlatform, signedIn, STUDENT_FREE, TEACHER_FREE } from '../testing/boardsPlatform';
import { DashboardRoutes } from './DashboardRoutes';

jest.setTimeout(30_000);

const B = '/wp-json/custom/v1/boards';
const ASSIGNMENT: TeacherAssignment = {
  id: 5,
  class_id: 1,
  class_name: '2 Mawar',
  teacher_name: 'Malar Guru',
  topic_key: 'pre-generated-ta-animals',
  topic_title: 'விலங்குகள்',
  topic_language: 'ta',
  topic_year: 2,
  games: ['Jumble'],
  level: 1,
  due_at: '2026-11-21T12:00:00Z',
  timed: false,
  ranking: 'hidden',
  closed_at: null,
  max_score: 50,
  created_at: '2026-11-19T00:00:00Z',
  updated_at: '2026-11-19T00:00:00Z',
  counts: { pupils: 2, done: 1, late: 1 },
};
const RESULTS: AssignmentResults = {
  assignment: ASSIGNMENT,
  counts: { pupils: 3, done: 1, late: 1 },
  pupils: [
    {
      id: 11,
      name: 'Kavin Raj',
      status: 'done',
      games_done: ['Jumble'],
      best_score: 40,
      stars: 2,
      time_spent_ms: 75_000,
      attempts: 2,
      last_at: '2026-11-20T10:00:00Z',
    },
    {
      id: 12,
      name: 'Meena Siva',
      status: 'late',
      games_done: ['Jumble'],
      best_score: 20,
      stars: 1,
      time_spent_ms: 30_000,
      attempts: 1,
      last_at: '2026-11-22T10:00:00Z',
    },
    { id: 13, name: 'Arul Kumar', status: 'not_yet', games_done: [], best_score: null, stars: null, time_spent_ms: 0, attempts: 0, last_at: null },
  ],
  words: [
    { word: 'மயில்', pupils: 2, right_first_time: 0, missed: 2, wrong_answers: [{ answer: 'மயல்', pupils: 2 }] },
    { word: 'புலி', pupils: 2, right_first_time: 2, missed: 0, wrong_answers: [] },
  ],
};
const TOPICS = [
  { key: 'pre-generated-ta-animals', title: 'விலங்குகள்', year: 2, language: 'ta' },
  { key: 'pre-generated-ta-fruits', title: 'பழங்கள்', year: 4, language: 'ta' },
];
const WORDS = ['புலி', 'யானை', 'குரங்கு', 'மயில்', 'கரடி', 'முயல்'];
const topic = (key: string, year: number) => ({
  key,
  language: 'ta',
  title: key,
  year,
  theme: 'animals',
  items: WORDS.map((word) => ({ word, clue: `${word} clue`, translations: { en: word }, misspellings: [], tags: [] })),
});

function open(route: string, routes: FakeRoutes = {}, teacher = true) {
  const api = fakeApi({
    [`GET ${B}/classes`]: {
      classes: [{ id: 1, name: '2 Mawar', code: 'K7P2QX', showFullNames: false, memberCount: 3, teacherName: 'Malar Guru', isOwner: true }],
    },
    'GET /wp-json/custom/v1/topics': TOPICS,
    'GET /wp-json/custom/v1/topics/:key': (r: { params: { key: string } }) => topic(r.params.key, r.params.key.endsWith('fruits') ? 4 : 2),
    [`GET ${B}/assignments/:id/results`]: RESULTS,
    ...routes,
  });
  const platform = boardsPlatform({
    auth: signedIn(teacher ? 'teacher' : 'student'),
    subscription: teacher ? TEACHER_FREE : STUDENT_FREE,
    api,
    language: 'ta',
  });
  renderWithPlatform(<DashboardRoutes />, platform, { namespace: 'boards', route });
  return { api, platform };
}

describe('setting homework (/dashboard?homework=new)', () => {
  it('should set an untimed, hidden-ranking homework by default for a Year 2 topic, due in Malaysian time', async () => {
    const { api, platform } = open('/dashboard?homework=new&class=1', { [`POST ${B}/classes/:id/assignments`]: { ...ASSIGNMENT, id: 9 } });
    expect(await screen.findByRole('heading', { name: '2 Mawar வகுப்புக்கு வீட்டுப்பாடம்' })).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByTestId('homework-topic'), 'pre-generated-ta-animals');
    await userEvent.click(await screen.findByTestId('homework-game-Jumble'));
    expect(screen.getByTestId('homework-untimed')).toBeChecked();
    expect(screen.getByTestId('homework-ranking-hidden')).toBeChecked();
    await userEvent.clear(screen.getByTestId('homework-due-date'));
    await userEvent.type(screen.getByTestId('homework-due-date'), '2026-11-21');
    await userEvent.click(screen.getByTestId('homework-save'));
    await waitFor(() => expect(platform.navigations).toContain('/dashboard?homework=9'));
    expect(api.callsTo(`POST ${B}/classes/:id/assignments`)[0]).toMatchObject({
      path: `${B}/classes/1/assignments`,
      body: { topic_key: 'pre-generated-ta-animals', games: ['Jumble'], level: 1, due_at: '2026-11-21T20:00:00+08:00', timed: false, ranking: 'hidden' },
    });
  });

  it('should default a Year 4 topic to timed, and keep to the free plan’s one game', async () => {
    open('/dashboard?homework=new&class=1');
    await userEvent.selectOptions(await screen.findByTestId('homework-topic'), 'pre-generated-ta-fruits');
    await userEvent.click(await screen.findByTestId('homework-game-Jumble'));
    await userEvent.click(screen.getByTestId('homework-game-Spell'));
    expect(screen.getByTestId('homework-game-Jumble')).not.toBeChecked();
    expect(screen.getByTestId('homework-game-Spell')).toBeChecked();
    expect(screen.getByTestId('homework-timed')).toBeChecked();
    expect(screen.getByTestId('homework-games')).toHaveTextContent('உங்கள் திட்டத்தில் ஒரு வீட்டுப்பாடத்துக்கு 1 விளையாட்டு மட்டும்.');
  });

  it('should say in Tamil why the api refused', async () => {
    open('/dashboard?homework=new&class=1', { [`POST ${B}/classes/:id/assignments`]: apiError(403, 'homework_limit') });
    await userEvent.selectOptions(await screen.findByTestId('homework-topic'), 'pre-generated-ta-animals');
    await userEvent.click(await screen.findByTestId('homework-game-Jumble'));
    await userEvent.click(screen.getByTestId('homework-save'));
    expect(await screen.findByTestId('homework-error')).toHaveTextContent('திறந்திருக்கக்கூடிய வீட்டுப்பாடங்களின் எண்ணிக்கை நிறைந்துவிட்டது');
  });
});

describe('reading the results (/dashboard?homework=<id>)', () => {
  it('should show each pupil with their status, best score, stars, time and attempts, names never keys', async () => {
    open('/dashboard?homework=5');
    const rows = await screen.findAllByTestId('homework-pupil');
    expect(rows.map((r) => r.getAttribute('data-pupil'))).toEqual(['11', '12', '13']);
    expect(rows[0]).toHaveTextContent('Kavin Raj');
    expect(within(rows[0]!).getByTestId('homework-status')).toHaveTextContent('முடித்தார்');
    expect(rows[0]).toHaveTextContent('50க்கு 40');
    expect(within(rows[0]!).getByRole('img', { name: '2 நட்சத்திரங்கள்' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('1:15');
    expect(within(rows[1]!).getByTestId('homework-status')).toHaveTextContent('தாமதம்');
    expect(within(rows[2]!).getByTestId('homework-status')).toHaveTextContent('இன்னும் இல்லை');
    expect(screen.getByTestId('homework-counts')).toHaveTextContent('முடித்தவர் 1 · தாமதம் 1 · இன்னும் இல்லை 1 (மொத்தம் 3)');
    expect(screen.getByTestId('page-homework-results')).not.toHaveTextContent('pre-generated');
  });

  it('should list the words most-missed first, with the wrong answers given', async () => {
    open('/dashboard?homework=5');
    const words = await screen.findAllByTestId('homework-word');
    expect(words[0]).toHaveTextContent('மயில்');
    expect(within(words[0]!).getByTestId('homework-most-missed')).toBeInTheDocument();
    expect(words[0]).toHaveTextContent('முதல் முயற்சியிலேயே சரி: 2 பேரில் 0');
    expect(words[0]).toHaveTextContent('மயல் ×2');
    expect(words[1]).toHaveTextContent('தவறான விடைகள் இல்லை');
  });

  it('should download the CSV in the teacher’s language and close the homework early', async () => {
    const { api } = open('/dashboard?homework=5', {
      [`GET ${B}/assignments/:id/results.csv`]: '\uFEFFமாணவர்,நிலை\r\n',
      [`PATCH ${B}/assignments/:id`]: { ...ASSIGNMENT, closed_at: '2026-11-20T00:00:00Z' },
    });
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    await userEvent.click(await screen.findByTestId('homework-csv'));
    await waitFor(() => expect(api.callsTo(`GET ${B}/assignments/:id/results.csv`)[0]?.query).toEqual({ lang: 'ta' }));
    await userEvent.click(screen.getByTestId('homework-close'));
    await waitFor(() => expect(api.callsTo(`PATCH ${B}/assignments/:id`)[0]?.body).toEqual({ closed: true }));
  });

  it("should drill down to one pupil's answers, item by item", async () => {
    const answers: PupilAnswers = {
      assignment: ASSIGNMENT,
      pupil: { id: 12, name: 'Meena Siva' },
      attempts: [
        {
          id: '1',
          quiz_category: 'Jumble',
          score: 20,
          duration_ms: 30000,
          finished_at: '2026-11-22T10:00:00Z',
          on_time: false,
          stars: 1,
          items: [
            { word: 'புலி', outcome: 'right', given: 'புலி', wrong: ['புளி'], wrongTries: 1, hints: 0, ms: 4000 },
            { word: 'மயில்', outcome: 'wrong', given: 'மயல்', wrong: [], wrongTries: 1, hints: 1, ms: 9000 },
          ],
        },
      ],
    };
    open('/dashboard?homework=5&pupil=12', { [`GET ${B}/assignments/:id/results/:pupilId`]: answers });
    expect(await screen.findByRole('heading', { name: 'Meena Siva: விடைகள்' })).toBeInTheDocument();
    const items = screen.getAllByTestId('homework-item');
    expect(items[0]).toHaveTextContent('புலி✓ சரிபுலிபுளி04');
    expect(items[1]).toHaveTextContent('மயில்✗ தவறுமயல்–19');
    expect(screen.getByTestId('homework-attempt')).toHaveTextContent('தாமதம்');
  });

  it('should give a print view with both tables', async () => {
    open('/dashboard?homework=5&view=print');
    const page = await screen.findByTestId('page-homework-print');
    expect(within(page).getAllByRole('table')).toHaveLength(2);
    expect(page).toHaveTextContent('Kavin Raj');
    expect(page).toHaveTextContent('மயல் ×2');
  });

  it('should refuse a pupil with the teachers-only notice', () => {
    open('/dashboard?homework=5', {}, false);
    expect(screen.getByTestId('homework-teachers-only')).toBeInTheDocument();
  });
});
