import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared';
import { renderWithPlatform, TEST_USER } from '@app/shared/src/testing';
import { accountPlatform, stubGet } from '../testing/accountPlatform';
import { SettingsPage } from './SettingsPage';

// Generous: role queries are slow when the machine is shared with parallel builds.
jest.setTimeout(20_000);

describe('SettingsPage', () => {
  it('switches the language through the platform and re-renders in it (SPEC.md §1: en, ta, bm)', async () => {
    const platform = accountPlatform({ language: 'en' });
    renderWithPlatform(<SettingsPage />, platform, { namespace: 'account', route: '/settings' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
    expect(screen.getByTestId('settings-language-en')).toBeChecked();

    await userEvent.click(screen.getByTestId('settings-language-ta'));
    expect(platform.language.value).toBe('ta');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('அமைப்புகள்');
    expect(screen.getByTestId('settings-language-ta')).toBeChecked();

    await userEvent.click(screen.getByLabelText('Bahasa Melayu'));
    expect(platform.language.value).toBe('bm');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Tetapan');
  });

  it('links to the font settings through the shell', async () => {
    const platform = accountPlatform();
    renderWithPlatform(<SettingsPage />, platform, { namespace: 'account' });
    await userEvent.click(screen.getByTestId('settings-font-link'));
    expect(platform.navigations).toEqual(['/font-settings']);
  });

  it('signs out and goes home', async () => {
    const platform = accountPlatform({ auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
    renderWithPlatform(<SettingsPage />, platform, { namespace: 'account' });
    expect(screen.getByTestId('settings-signed-in-as')).toHaveTextContent('Kavitha Raman');
    await userEvent.click(screen.getByTestId('settings-sign-out'));
    await waitFor(() => expect(platform.navigations).toContain('/home'));
    expect(platform.auth.value.status).toBe('unauthenticated');
  });

  it('offers sign-in instead of sign-out when nobody is signed in', () => {
    renderWithPlatform(<SettingsPage />, accountPlatform(), { namespace: 'account' });
    expect(screen.queryByTestId('settings-sign-out')).not.toBeInTheDocument();
    expect(screen.getByTestId('settings-sign-in-link')).toHaveAttribute('href', '/account');
  });

  describe('Models tab (?tab=models)', () => {
    it('says the offline generator is used when the server has no AI provider', async () => {
      const platform = accountPlatform();
      stubGet(platform);
      renderWithPlatform(<SettingsPage />, platform, { namespace: 'account', route: '/settings?tab=models' });
      expect(screen.getByTestId('settings-tab-models')).toHaveAttribute('aria-current', 'page');
      expect(await screen.findByTestId('models-mode')).toHaveTextContent('built-in offline generator');
      expect(screen.getByTestId('models-available')).toHaveTextContent('Available');
      expect(screen.getByTestId('settings-models')).toHaveTextContent('No AI service key is ever stored in this app');
    });

    it("names the server's model when one is configured", async () => {
      const platform = accountPlatform({ language: 'bm' });
      jest.spyOn(platform.http, 'get').mockResolvedValue({ data: { mode: 'provider', available: true, model: 'llama3.1:8b' } });
      renderWithPlatform(<SettingsPage />, platform, { namespace: 'account', route: '/settings?tab=models' });
      expect(await screen.findByTestId('models-mode')).toHaveTextContent('Model bahasa AI yang ditetapkan oleh pentadbir (llama3.1:8b)');
    });

    it('shows an error when the status cannot be loaded', async () => {
      const platform = accountPlatform();
      jest.spyOn(platform.http, 'get').mockRejectedValue(new ApiError('Service unavailable', 'http_error', 503, false));
      renderWithPlatform(<SettingsPage />, platform, { namespace: 'account', route: '/settings?tab=models' });
      expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    });
  });
});
