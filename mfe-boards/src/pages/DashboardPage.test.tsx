import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithPlatform } from '@app/shared/testing';
import { boardsPlatform, signedIn, STUDENT_FREE, TEACHER_FREE } from '../testing/boardsPlatform';
import { DashboardPage } from './DashboardPage';

const DASHBOARD = {
  classes: [{ id: 1, name: '4 Mawar', code: 'K7P2QX', showFullNames: false, memberCount: 2, teacherName: 'Siti Aminah', isOwner: true }],
  recentActivity: [{ studentName: 'Aktif Murid', quizCategory: 'Search', topicKey: 'pre-generated-animals', score: 90, timeSubmitted: '2026-11-21T03:00:00Z' }],
  weakestTopics: [{ quizCategory: 'Blank', topicKey: 'pre-generated-food', averageScore: 20, attempts: 3, students: 2 }],
  inactiveStudents: [{ id: 9, name: 'Diam Murid', className: '4 Mawar', lastPlayed: null }],
};

// the machine running the suite is shared: give slow renders room, never a flaky failure
jest.setTimeout(30_000);

describe('DashboardPage', () => {
  it('refuses a student with a clear message', () => {
    renderWithPlatform(<DashboardPage />, boardsPlatform({ auth: signedIn('student'), subscription: STUDENT_FREE }), {
      namespace: 'boards',
      route: '/dashboard',
    });
    expect(screen.getByTestId('dashboard-teachers-only')).toHaveTextContent('The dashboard is for teachers with an active teacher plan.');
  });

  it("shows a teacher's classes with codes, who has not played this week, weakest topics and recent activity", async () => {
    const titles = { 'pre-generated-animals': { title: 'விலங்குகள்', language: 'ta' }, 'pre-generated-food': { title: 'உணவு', language: 'ta' } };
    const api = fakeApi({
      'GET /wp-json/custom/v1/boards/dashboard': DASHBOARD,
      'GET /wp-json/custom/v1/topics/titles': { titles },
      'POST /wp-json/custom/v1/boards/classes': {},
      'PATCH /wp-json/custom/v1/boards/classes/:id': {},
      'GET /wp-json/custom/v1/boards/classes/:id/assignments': { assignments: [] },
    });
    const platform = boardsPlatform({ auth: signedIn('teacher'), subscription: TEACHER_FREE, api });
    renderWithPlatform(<DashboardPage />, platform, { namespace: 'boards', route: '/dashboard' });
    expect(await screen.findByTestId('dashboard-class-code')).toHaveTextContent('K7P2QX');
    expect(screen.getByTestId('dashboard-class')).toHaveTextContent('2 students');
    expect(screen.getByTestId('dashboard-inactive')).toHaveTextContent('Diam Murid · 4 Mawar · has not played yet');
    await waitFor(() => expect(screen.getByTestId('dashboard-weakest')).toHaveTextContent('Fill in the blankஉணவு2032'));
    expect(screen.getByTestId('dashboard-recent')).toHaveTextContent('Aktif Murid scored 90 in Word search (விலங்குகள்)');
    expect(screen.getByTestId('page-dashboard')).not.toHaveTextContent('pre-generated');
    // the teacher's tools, as in the side menu
    expect(screen.getByTestId('dashboard-tools')).toHaveTextContent('Create a topic');
    expect(screen.getByTestId('shortcut-classes')).toHaveAttribute('href', '/dashboard#classes');

    await userEvent.click(screen.getByLabelText('Show full names on leaderboards'));
    await waitFor(() =>
      expect(api.callsTo('PATCH /wp-json/custom/v1/boards/classes/:id').map((c) => [c.path, c.body])).toEqual([
        ['/wp-json/custom/v1/boards/classes/1', { showFullNames: true }],
      ]),
    );
    await userEvent.type(screen.getByTestId('dashboard-class-name'), '5 Melati');
    await userEvent.click(screen.getByTestId('dashboard-class-create'));
    await waitFor(() => expect(api.callsTo('POST /wp-json/custom/v1/boards/classes').map((c) => c.body)).toEqual([{ name: '5 Melati' }]));
    await waitFor(() => expect(api.callsTo('GET /wp-json/custom/v1/boards/dashboard').length).toBeGreaterThanOrEqual(2));
  });

  it.each([
    ['no class at all', []],
    ['classes nobody has joined yet', [{ ...DASHBOARD.classes[0], memberCount: 0 }]],
  ])('with %s, does not praise "everyone" for playing: it says there are no pupils yet', async (_, classes) => {
    const api = fakeApi({
      'GET /wp-json/custom/v1/boards/dashboard': { classes, recentActivity: [], weakestTopics: [], inactiveStudents: [] },
      'GET /wp-json/custom/v1/topics/titles': { titles: {} },
      'GET /wp-json/custom/v1/boards/classes/:id/assignments': { assignments: [] },
    });
    renderWithPlatform(<DashboardPage />, boardsPlatform({ auth: signedIn('teacher'), subscription: TEACHER_FREE, api }), {
      namespace: 'boards',
      route: '/dashboard',
    });
    const inactive = await screen.findByTestId('dashboard-inactive');
    expect(inactive).toHaveTextContent("No pupils in your classes yet: give them a class's join code.");
    expect(inactive).not.toHaveTextContent('Well done');
  });

  it('praises the class when every pupil has played this week', async () => {
    const api = fakeApi({
      'GET /wp-json/custom/v1/boards/dashboard': { ...DASHBOARD, inactiveStudents: [] },
      'GET /wp-json/custom/v1/topics/titles': { titles: {} },
      'GET /wp-json/custom/v1/boards/classes/:id/assignments': { assignments: [] },
    });
    renderWithPlatform(<DashboardPage />, boardsPlatform({ auth: signedIn('teacher'), subscription: TEACHER_FREE, api }), {
      namespace: 'boards',
      route: '/dashboard',
    });
    expect(await screen.findByTestId('dashboard-inactive')).toHaveTextContent('Everyone has played this week. Well done!');
  });
});
