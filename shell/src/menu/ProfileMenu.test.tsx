import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Language, SubscriptionState } from '@app/shared';
import { createTestI18n } from '../i18n/testI18n';
import { ProfileMenu } from './ProfileMenu';

const plus: SubscriptionState = { planId: 'teacher_plus', planName: 'Teacher Plus', status: 'active', category: 'teacher', source: 'order' };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderProfile({ language = 'en' as Language, user = { firstName: 'Daniel', lastName: 'Lee' }, onSignOut = jest.fn() } = {}) {
  render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <MemoryRouter initialEntries={['/home']}>
        <ProfileMenu user={user} subscription={plus} onSignOut={onSignOut} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { onSignOut };
}

describe('the profile menu on the header name', () => {
  it('shows the name and opens account, plan, settings and sign-out', async () => {
    renderProfile();
    expect(screen.getByTestId('signed-in-user')).toHaveTextContent('Daniel Lee');
    await userEvent.click(screen.getByTestId('profile-menu-button'));
    expect(screen.getByTestId('profile-menu')).toHaveTextContent('Teacher Plus · active');
    expect(
      within(screen.getByTestId('profile-menu'))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['My account', 'My plan', 'Settings', 'Sign out']);
    expect(screen.getByTestId('profile-plan')).toHaveAttribute('href', '/subscription');
  });

  it('goes where the user chose and closes', async () => {
    renderProfile();
    await userEvent.click(screen.getByTestId('profile-menu-button'));
    await userEvent.click(screen.getByTestId('profile-settings'));
    expect(screen.getByTestId('where')).toHaveTextContent('/settings');
    expect(screen.queryByTestId('profile-menu')).not.toBeInTheDocument();
  });

  it('signs out from the menu', async () => {
    const { onSignOut } = renderProfile();
    await userEvent.click(screen.getByTestId('profile-menu-button'));
    await userEvent.click(screen.getByTestId('profile-sign-out'));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    renderProfile();
    await userEvent.click(screen.getByTestId('profile-menu-button'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('profile-menu')).not.toBeInTheDocument();
    expect(screen.getByTestId('profile-menu-button')).toHaveFocus();
  });

  it('is labelled in Tamil and shows Tamil initials whole', async () => {
    renderProfile({ language: 'ta', user: { firstName: 'ஸ்ரீதேவி', lastName: 'க்ஷேத்ரா' } });
    expect(screen.getByTestId('profile-menu-button')).toHaveTextContent(/^ஸ்ரீக்ஷே/);
    await userEvent.click(screen.getByTestId('profile-menu-button'));
    expect(
      within(screen.getByTestId('profile-menu'))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['என் கணக்கு', 'என் திட்டம்', 'அமைப்புகள்', 'வெளியேறு']);
  });
});
