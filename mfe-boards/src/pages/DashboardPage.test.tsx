import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@app/shared/src/testing';
import { boardsPlatform, signedIn, STUDENT_FREE, stubApi, TEACHER_FREE } from '../testing/boardsPlatform';
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
    renderWithPlatform(<DashboardPage />, boardsPlatform({ auth: signedIn('student'), subscription: STUDENT_FREE }), { namespace: 'boards', route: '/dashboard' });
    expect(screen.getByTestId('dashboard-teachers-only')).toHaveTextContent('The dashboard is for teachers with an active teacher plan.');
  });

  it("shows a teacher's classes with codes, who has not played this week, weakest topics and recent activity", async () => {
    const platform = boardsPlatform({ auth: signedIn('teacher'), subscription: TEACHER_FREE });
    const api = stubApi(platform, { get: { '/wp-json/custom/v1/boards/dashboard': () => DASHBOARD }, post: { '/wp-json/custom/v1/boards/classes': () => ({}) }, patch: { '/wp-json/custom/v1/boards/classes/1': () => ({}) } });
    renderWithPlatform(<DashboardPage />, platform, { namespace: 'boards', route: '/dashboard' });
    expect(await screen.findByTestId('dashboard-class-code')).toHaveTextContent('K7P2QX');
    expect(screen.getByTestId('dashboard-class')).toHaveTextContent('2 students');
    expect(screen.getByTestId('dashboard-inactive')).toHaveTextContent('Diam Murid · 4 Mawar · has not played yet');
    expect(screen.getByTestId('dashboard-weakest')).toHaveTextContent('Fill the blankpre-generated-food2032');
    expect(screen.getByTestId('dashboard-recent')).toHaveTextContent('Aktif Murid scored 90 in Word search (pre-generated-animals)');

    await userEvent.click(screen.getByLabelText('Show full names on leaderboards'));
    expect(api.patch).toHaveBeenCalledWith('/wp-json/custom/v1/boards/classes/1', { showFullNames: true });
    await userEvent.type(screen.getByTestId('dashboard-class-name'), '5 Melati');
    await userEvent.click(screen.getByTestId('dashboard-class-create'));
    expect(api.post).toHaveBeenCalledWith('/wp-json/custom/v1/boards/classes', { name: '5 Melati' });
    await waitFor(() => expect(api.get.mock.calls.length).toBeGreaterThanOrEqual(3));
  });
});
