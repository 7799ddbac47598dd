import { screen } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/testing';
import en from '../../public/assets/i18n/en.json';
import { RoleShortcuts } from './RoleShortcuts';

const platformFor = (role: 'student' | 'teacher', planId: string) =>
  createFakePlatform({
    namespace: 'games',
    translations: { en },
    auth: { status: 'authenticated', token: 't', user: { ...TEST_USER, role }, since: 0 },
    subscription: { planId, planName: planId, category: role, status: 'active', source: 'order' },
  });
const links = () => screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('the game hub shows each role what it can do next', () => {
  it('gives a Plus teacher the teacher tools', () => {
    renderWithPlatform(<RoleShortcuts />, platformFor('teacher', 'teacher_plus'), { namespace: 'games' });
    expect(links()).toEqual([
      ['Create a topic', '/create'],
      ['My topics', '/create#my-topics'],
      ['My classes', '/dashboard#classes'],
      ['Run a PIN game', '/gameboard'],
    ]);
  });

  it('gives a student the PIN game, their scores, the leaderboard and contests, but not "Play" (the hub is for playing)', () => {
    renderWithPlatform(<RoleShortcuts />, platformFor('student', 'student_free'), { namespace: 'games' });
    expect(links().map(([label]) => label)).toEqual(['Join a PIN game', 'My scores', 'Leaderboard', 'Contests']);
  });
});
