/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakePlatform, fakeApi, networkDown, renderWithPlatform, TEST_USER } from '../../testing';
import type { AuthState } from '../../auth/userDetails';
import type { MyAssignment } from '../homeworkSchemas';
import { HomeworkTodoList } from './TodoList';
import { markHomeworkPlayed, saveTodoList } from './todoStore';

const MINE = '/wp-json/custom/v1/boards/assignments/mine';
const inDays = (d: number) => new Date(Date.now() + d * 24 * 3600_000).toISOString();
const assignment = (over: Partial<MyAssignment> = {}): MyAssignment => ({
  id: 7,
  class_id: 3,
  class_name: '2 Mawar',
  teacher_name: 'Malar Guru',
  topic_key: 'pre-generated-ta-animals',
  topic_title: 'விலங்குகள்',
  topic_language: 'ta',
  topic_year: 2,
  games: ['Jumble', 'Spell'],
  level: 1,
  due_at: inDays(2),
  timed: false,
  ranking: 'hidden',
  closed_at: null,
  max_score: 100,
  created_at: inDays(-1),
  updated_at: inDays(-1),
  status: 'not_yet',
  games_done: [],
  best_score: null,
  stars: null,
  missed_words: [],
  standing: { mode: 'hidden' },
  ...over,
});
const signedIn = { status: 'authenticated' as const, token: 't', since: Date.now(), user: { ...TEST_USER, role: 'student' as const } };

function setup(routes: Parameters<typeof fakeApi>[0], auth: AuthState = signedIn) {
  const api = fakeApi({ 'GET /wp-json/custom/v1/topics/:key': {}, ...routes });
  const platform = createFakePlatform({ http: api.http, auth, language: 'ta' });
  renderWithPlatform(<HomeworkTodoList />, platform);
  return { api, platform };
}

describe('HomeworkTodoList', () => {
  beforeEach(() => localStorage.clear());

  it('should list each assignment with its games, due date and level, opening the game untimed on its topic', async () => {
    setup({ [`GET ${MINE}`]: { assignments: [assignment()] } });
    expect(await screen.findByRole('heading', { name: /செய்ய வேண்டியவை/ })).toBeTruthy();
    expect(screen.getByText('விலங்குகள்').getAttribute('lang')).toBe('ta');
    expect(screen.getByText(/இறுதி நாள்: .*எளிது · நேரக் கணக்கு இல்லை/)).toBeTruthy();
    const jumble = screen.getByTestId('todo-game-Jumble');
    expect(jumble.getAttribute('href')).toBe('/jumble?topic=pre-generated-ta-animals&assignment=7&level=1&untimed=1');
    expect(jumble.textContent).toContain('கலைந்த எழுத்துகள்');
    expect(screen.getByTestId('todo-status').textContent).toBe('இன்னும் செய்யவில்லை');
  });

  it('should tick the games done and the assignment when every game is done, late marked as late', async () => {
    setup({ [`GET ${MINE}`]: { assignments: [assignment({ status: 'late', games_done: ['Jumble', 'Spell'], best_score: 70 })] } });
    const item = await screen.findByTestId('todo-item');
    expect(item.getAttribute('data-status')).toBe('late');
    expect(screen.getByTestId('todo-status').textContent).toBe('✓தாமதமாக முடிந்தது');
    expect(screen.getByTestId('todo-game-Spell').textContent).toContain('✓');
    expect(screen.getByText('என் சிறந்த மதிப்பெண்: 100க்கு 70')).toBeTruthy();
  });

  it('should show the class average or ranking only as the teacher chose', async () => {
    setup({
      [`GET ${MINE}`]: {
        assignments: [
          assignment({ id: 1, standing: { mode: 'average', average: 42.5, pupils: 10 } }),
          assignment({
            id: 2,
            standing: {
              mode: 'shown',
              ranking: [
                { rank: 1, name: 'Meena S.', score: 90, me: false },
                { rank: 2, name: 'Kavitha R.', score: 60, me: true },
              ],
            },
          }),
          assignment({ id: 3 }),
        ],
      },
    });
    expect(await screen.findByText('வகுப்புச் சராசரி: 42.5')).toBeTruthy();
    expect(screen.getByText('Meena S.: 90')).toBeTruthy();
    expect(screen.getAllByTestId('todo-item')).toHaveLength(3);
    expect(screen.queryAllByText(/வகுப்புத் தரவரிசை|வகுப்புச் சராசரி/)).toHaveLength(2);
  });

  it("should show the pupil's own answers when asked, word by word", async () => {
    const mine = {
      assignment: assignment(),
      attempts: [
        {
          id: '1',
          quiz_category: 'Jumble',
          score: 10,
          duration_ms: 1000,
          finished_at: inDays(-1),
          on_time: true,
          stars: 1,
          items: [
            { word: 'புலி', outcome: 'right', given: 'புலி', wrong: [], wrongTries: 0, hints: 0, ms: 1 },
            { word: 'மயில்', outcome: 'wrong', given: 'மயல்', wrong: [], wrongTries: 1, hints: 0, ms: 1 },
          ],
        },
      ],
    };
    setup({ [`GET ${MINE}`]: { assignments: [assignment({ games_done: ['Jumble'] })] }, 'GET /wp-json/custom/v1/boards/assignments/:id': mine });
    const answers = await screen.findByTestId('todo-my-answers');
    fireEvent.click(within(answers).getByText('என் விடைகள்'));
    (answers as HTMLDetailsElement).open = true;
    fireEvent(answers, new Event('toggle'));
    expect(await within(answers).findByText('மயில்')).toBeTruthy();
    expect(answers.textContent).toContain('✓ புலி');
    expect(answers.textContent).toContain('✗ மயில் · மயல்');
  });

  it('should offer practice of the missed words', async () => {
    setup({ [`GET ${MINE}`]: { assignments: [assignment({ missed_words: ['யானை', 'மயில்'] })] } });
    const link = await screen.findByTestId('todo-practise');
    expect(link.textContent).toBe('நான் தவறவிட்ட 2 சொற்களைப் பயிற்சி செய்');
    expect(new URLSearchParams(link.getAttribute('href')!.split('?')[1]).getAll('words')).toEqual(['யானை', 'மயில்']);
  });

  it('should keep the list on the phone and show it offline, with games played here ticked', async () => {
    saveTodoList(TEST_USER.id, [assignment()]);
    markHomeworkPlayed(TEST_USER.id, 7, 'Jumble');
    markHomeworkPlayed(TEST_USER.id, 7, 'Spell');
    setup({ [`GET ${MINE}`]: networkDown() });
    await waitFor(() => expect(screen.getByText(/கடைசியாகப் பார்த்த பட்டியல்/)).toBeTruthy());
    expect(screen.getByTestId('todo-item').getAttribute('data-status')).toBe('done');
    expect(screen.getByText(/இணைய இணைப்பு கிடைத்ததும் அனுப்பப்படும்/)).toBeTruthy();
  });

  it('should fetch each listed topic once, so its game opens offline later', async () => {
    const fresh = { topic_key: 'pre-generated-ta-fruits' };
    const { api } = setup({ [`GET ${MINE}`]: { assignments: [assignment({ id: 1, ...fresh }), assignment({ id: 2, ...fresh })] } });
    await screen.findAllByTestId('todo-item');
    await waitFor(() =>
      expect(api.callsTo('GET /wp-json/custom/v1/topics/:key').map((c) => c.path)).toEqual(['/wp-json/custom/v1/topics/pre-generated-ta-fruits']),
    );
  });

  it('should show nothing to a visitor, and nothing on the hub when there is no homework', async () => {
    const { api } = setup({}, { status: 'unauthenticated' });
    expect(screen.queryByTestId('homework-todo')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
