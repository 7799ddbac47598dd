import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ApiError, type HttpClient } from '@app/shared';
import { createTestI18n } from '../i18n/testI18n';
import { createToastService } from '../toast/toastService';
import { ToastHost } from '../toast/ToastHost';
import { DeveloperGate, INVALID_PASSWORD_TOAST } from './DeveloperGate';
import { GATE_COOKIE, createGateService } from './gateService';

const company = { name: 'Tamil Word Games Sdn. Bhd.', registrationNumber: '202401012345 (1550000-X)' };

function renderGate(valid: (password: string) => boolean | Error) {
  const http = {
    post: jest.fn((_url: string, body: { password: string }) => {
      const answer = valid(body.password);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ data: { valid: answer } });
    }),
  } as unknown as HttpClient;
  const gate = createGateService({ enabled: true, http, session: sessionStorage, dispatch: () => undefined });
  const toasts = createToastService();
  const toast = jest.fn(toasts.show);
  render(
    <I18nextProvider i18n={createTestI18n('en')}>
      <DeveloperGate gate={gate} company={company} toast={toast} />
      <ToastHost service={toasts} />
    </I18nextProvider>,
  );
  return { gate, toast, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

describe('DeveloperGate (docs/requirements.md §2 lock screen and password modal, §5 wrong password)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.cookie = `${GATE_COOKIE}=; Max-Age=0; Path=/`;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it("shows the lock screen and the modal with the spec's texts and the company footer", () => {
    renderGate(() => false);
    expect(screen.getByTestId('lock-screen')).toHaveTextContent('Limited Access / Beta Testing Phase');
    const modal = screen.getByRole('dialog', { name: 'Exclusive Access' });
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(modal).toHaveTextContent('Beta Testers Only');
    expect(screen.getByRole('button', { name: 'Preview App' })).toBeInTheDocument();
    expect(screen.getByTestId('gate-footer')).toHaveTextContent('Tamil Word Games Sdn. Bhd. (202401012345 (1550000-X))');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it("a wrong password shows '❌ Invalid password. Please try again.' (4 s, top, danger) and clears the field", async () => {
    const { toast, user } = renderGate(() => false);
    const field = screen.getByLabelText('Password');
    await user.type(field, 'wrong-one{Enter}');
    expect(toast).toHaveBeenCalledWith(INVALID_PASSWORD_TOAST);
    expect(INVALID_PASSWORD_TOAST).toEqual({ message: '❌ Invalid password. Please try again.', duration: 4000, position: 'top', color: 'danger' });
    const shown = await screen.findByRole('alert');
    expect(shown).toHaveTextContent('❌ Invalid password. Please try again.');
    expect(shown).toHaveAttribute('data-color', 'danger');
    expect(shown.parentElement).toHaveClass('top');
    expect(field).toHaveValue('');
    act(() => void jest.advanceTimersByTime(3999));
    expect(screen.queryByRole('alert')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Enter submits, and the right password unlocks', async () => {
    const { gate, user } = renderGate((p) => p === 'preview-tamil');
    await user.type(screen.getByLabelText('Password'), 'preview-tamil{Enter}');
    expect(gate.locked$.value).toBe(false);
    expect(sessionStorage.getItem('shell.gate.verified')).toBe('1');
  });

  it('the Preview App button submits too, and is disabled while the field is empty', async () => {
    const { gate, user } = renderGate((p) => p === 'beta-school');
    const button = screen.getByRole('button', { name: 'Preview App' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'beta-school');
    await user.click(button);
    expect(gate.locked$.value).toBe(false);
  });

  it('cannot be dismissed by tapping the backdrop', async () => {
    const { gate, user } = renderGate(() => false);
    await user.click(screen.getByTestId('gate-backdrop'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Exclusive Access' })).toBeInTheDocument();
    expect(gate.locked$.value).toBe(true);
  });

  it('says when there were too many attempts, and clears the field', async () => {
    const { toast, user } = renderGate(() => new ApiError('Too many password attempts.', 'rate_limited', 429, false));
    await user.type(screen.getByLabelText('Password'), 'guess{Enter}');
    expect(toast).toHaveBeenCalledWith({ ...INVALID_PASSWORD_TOAST, message: 'Too many attempts. Please wait a minute and try again.' });
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
