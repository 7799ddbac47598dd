import { act, screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom } from 'rxjs';
import { renderWithPlatform } from '@app/shared/testing';
import { accountPlatform } from '../testing/accountPlatform';
import { FontSettingsPage } from './FontSettingsPage';

async function preferencesOf(platform: ReturnType<typeof accountPlatform>) {
  return firstValueFrom(platform.preferences$);
}

// Generous: role queries are slow when the machine is shared with parallel builds.
jest.setTimeout(20_000);

describe('FontSettingsPage', () => {
  it('applies the chosen font family to every remote through the platform', async () => {
    const platform = accountPlatform();
    const setPreferences = jest.spyOn(platform, 'setPreferences');
    renderWithPlatform(<FontSettingsPage />, platform, { namespace: 'account' });
    expect(screen.getByTestId('font-family-noto-sans-tamil')).toBeChecked();
    await userEvent.click(screen.getByTestId('font-family-baloo-thambi-2'));
    expect(setPreferences).toHaveBeenCalledWith({ fontFamily: 'baloo-thambi-2' });
    expect((await preferencesOf(platform)).fontFamily).toBe('baloo-thambi-2');
    expect(screen.getByTestId('font-family-baloo-thambi-2')).toBeChecked();
    expect(screen.getByTestId('font-preview').style.fontFamily).toContain('Baloo Thambi 2');
  });

  it('changes the size with the buttons and the slider, within 14–24 px, and previews it', async () => {
    const platform = accountPlatform();
    renderWithPlatform(<FontSettingsPage />, platform, { namespace: 'account' });
    await userEvent.click(screen.getByTestId('font-size-increase'));
    expect((await preferencesOf(platform)).fontSize).toBe(17);
    expect(screen.getByTestId('font-size-value')).toHaveTextContent('17 px');
    expect(screen.getByTestId('font-preview')).toHaveStyle({ fontSize: '17px' });

    fireEvent.change(screen.getByTestId('font-size'), { target: { value: '24' } });
    expect((await preferencesOf(platform)).fontSize).toBe(24);
    expect(screen.getByTestId('font-size-increase')).toBeDisabled();

    fireEvent.change(screen.getByTestId('font-size'), { target: { value: '14' } });
    expect(screen.getByTestId('font-size-decrease')).toBeDisabled();
  });

  it('previews Tamil, Malay and English text and can reset to the default', async () => {
    const platform = accountPlatform({ language: 'ta' });
    renderWithPlatform(<FontSettingsPage />, platform, { namespace: 'account' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('எழுத்துரு அமைப்புகள்');
    const preview = screen.getByTestId('font-preview');
    expect(preview.querySelector('[lang="ta"]')).toHaveTextContent('யாதும் ஊரே');
    expect(preview.querySelector('[lang="ms"]')).toHaveTextContent('Di mana ada kemahuan');
    expect(preview.querySelector('[lang="en"]')).toHaveTextContent('The quick brown fox');
    act(() => platform.setPreferences({ fontFamily: 'system', fontSize: 22 }));
    await userEvent.click(screen.getByTestId('font-reset'));
    expect(await preferencesOf(platform)).toEqual({ fontFamily: 'noto-sans-tamil', fontSize: 16 });
  });
});
