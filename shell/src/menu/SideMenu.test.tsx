import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Language, SubscriptionState } from '@app/shared';
import { createTestI18n } from '../i18n/testI18n';
import { SideMenu } from './SideMenu';

const sub = (planId: string, status: SubscriptionState['status'] = 'active', source: SubscriptionState['source'] = 'order'): SubscriptionState => ({
  planId,
  planName: planId,
  status,
  category: planId.startsWith('teacher') ? 'teacher' : 'student',
  source,
});
/** The teacher's tools (shared teacherTools), in the menu for every active teacher plan. */
const TOOLS = ['Create a topic', 'My topics', 'My classes', 'Run a PIN game'];
const NONE: SubscriptionState = { planId: 'none', planName: 'None', status: 'none', category: 'student', source: 'none' };

function renderMenu(subscription: SubscriptionState | undefined, { signedIn = true, language = 'en' as Language, onSignOut = jest.fn() } = {}) {
  render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <MemoryRouter initialEntries={['/home']}>
        <SideMenu subscription={subscription} signedIn={signedIn} onSignOut={onSignOut} onNavigate={jest.fn()} open />
      </MemoryRouter>
    </I18nextProvider>,
  );
  const menu = screen.getByTestId('side-menu');
  const links = within(menu)
    .queryAllByRole('link')
    .map((a) => a.textContent);
  return { menu, links, onSignOut };
}

describe('SideMenu per plan (docs/requirements.md §2/§6 "Dashboard to active teachers; Leaderboards to anyone with an active subscription; Gameboard to teachers; Contents and Settings only to active teacher_pro")', () => {
  it.each([
    // who, links shown, subscription
    [
      'a teacher_pro',
      [
        'Home',
        'Dashboard',
        'Contests',
        ...TOOLS,
        'Leaderboard',
        'Gameboard',
        'Schoolboard',
        'Data',
        'Syllabus',
        'License',
        'Models',
        'Performance',
        'Preferences',
      ],
      sub('teacher_pro'),
    ],
    ['a teacher_plus', ['Home', 'Dashboard', 'Contests', ...TOOLS, 'Leaderboard', 'Gameboard', 'Schoolboard'], sub('teacher_plus')],
    ['a teacher_free', ['Home', 'Dashboard', 'Contests', ...TOOLS, 'Leaderboard', 'Gameboard', 'Schoolboard'], sub('teacher_free')],
    // docs/requirements.md §6 "Pro access: active and plan id contains pro, or teacher_school": Contents and Settings as for Pro
    [
      'a teacher with a school license',
      [
        'Home',
        'Dashboard',
        'Contests',
        ...TOOLS,
        'Leaderboard',
        'Gameboard',
        'Schoolboard',
        'Data',
        'Syllabus',
        'License',
        'Models',
        'Performance',
        'Preferences',
      ],
      sub('teacher_school', 'active', 'school-license'),
    ],
    ['a student_free', ['Home', 'Contests', 'Leaderboard', 'Schoolboard'], sub('student_free')],
    ['a student with no subscription', ['Home', 'Contests'], NONE],
    ['a teacher_pro whose plan expired', ['Home', 'Contests'], sub('teacher_pro', 'expired')],
    ['a teacher_plus still processing', ['Home', 'Contests'], sub('teacher_plus', 'processing')],
    ['someone whose status is not known yet', ['Home', 'Contests'], undefined],
  ])('%s sees %j', (_who, links, subscription) => {
    expect(renderMenu(subscription).links).toEqual(links);
  });

  it('a teacher_pro sees the Contents and Settings sections', () => {
    renderMenu(sub('teacher_pro'));
    expect(screen.getByRole('region', { name: 'Contents' })).toBeInTheDocument();
    expect(screen.getByTestId('menu-section-settings')).toHaveTextContent('Settings');
  });

  it('links the teacher tools to topic creation, my topics, classes and the PIN game', () => {
    renderMenu(sub('teacher_free'));
    const section = screen.getByTestId('menu-section-teaching');
    expect(
      within(section)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/create', '/create#my-topics', '/dashboard#classes', '/gameboard']);
  });

  it('gives a student no teacher tools', () => {
    renderMenu(sub('student_free'));
    expect(screen.queryByTestId('menu-section-teaching')).not.toBeInTheDocument();
  });

  it('a teacher_free sees neither Contents nor Settings', () => {
    renderMenu(sub('teacher_free'));
    expect(screen.queryByTestId('menu-section-contents')).not.toBeInTheDocument();
    expect(screen.queryByTestId('menu-section-settings')).not.toBeInTheDocument();
    expect(screen.getByTestId('menu-gameboard')).toBeInTheDocument();
  });

  it('a student with no subscription sees no Leaderboards section', () => {
    renderMenu(NONE);
    expect(screen.queryByTestId('menu-section-leaderboards')).not.toBeInTheDocument();
    expect(screen.queryByText('Leaderboards')).not.toBeInTheDocument();
  });

  it('offers sign-out when signed in and sign-in otherwise', async () => {
    const { onSignOut } = renderMenu(sub('student_free'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('links to the account page to sign in when signed out', () => {
    renderMenu(NONE, { signedIn: false });
    expect(screen.getByTestId('menu-sign-in')).toHaveAttribute('href', '/account');
    expect(screen.queryByTestId('menu-sign-out')).not.toBeInTheDocument();
  });

  it.each([
    ['ta', 'முகப்பு'],
    ['bm', 'Laman Utama'],
  ] as const)('is labelled in %s', (language, home) => {
    renderMenu(sub('teacher_pro'), { language });
    expect(screen.getByTestId('menu-home')).toHaveTextContent(home);
  });

  it("keeps the last known Pro plan's sections while the plan cannot be checked, each marked 'not confirmed' (docs/adr/0026)", () => {
    const { links } = renderMenu({ ...sub('teacher_pro'), unconfirmed: true });
    expect(links).toEqual(expect.arrayContaining(['Dashboard', ...TOOLS, 'Leaderboard', 'Data', 'Performance']));
    for (const section of ['teaching', 'leaderboards', 'contents', 'settings']) {
      expect(screen.getByTestId(`menu-section-${section}-unconfirmed`)).toHaveTextContent('(not confirmed)');
    }
  });

  it('marks nothing when the plan was confirmed', () => {
    renderMenu(sub('teacher_pro'));
    expect(screen.queryByText(/not confirmed/)).not.toBeInTheDocument();
  });
});
