import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../i18n/testI18n';
import { createToastService } from './toastService';
import { ToastHost } from './ToastHost';

describe('ToastHost', () => {
  it.each([
    ['en', 'Close notification'],
    ['ta', 'அறிவிப்பை மூடு'],
  ] as const)('in %s the close button is named in words (%s), not "✕"', async (language, name) => {
    const toasts = createToastService(() => undefined);
    render(
      <I18nextProvider i18n={createTestI18n(language)}>
        <ToastHost service={toasts} />
      </I18nextProvider>,
    );
    act(() => void toasts.show({ message: 'Saved' }));
    const close = screen.getByRole('button', { name });
    await userEvent.click(close);
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
