import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useFocusTrap } from './useFocusTrap';

function Page() {
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog);
  return (
    <>
      <a href="/home">outside before</a>
      <div role="dialog" aria-modal="true" ref={dialog}>
        <input aria-label="password" />
        <button type="button" disabled>
          disabled
        </button>
        <button type="button">submit</button>
      </div>
      <a href="/about">outside after</a>
    </>
  );
}

describe('useFocusTrap (WCAG 2.4.3: a modal dialog holds focus)', () => {
  it('when the dialog opens, focuses its first control', () => {
    render(<Page />);
    expect(screen.getByLabelText('password')).toHaveFocus();
  });

  it('Tab from the last control goes back to the first, never to the page behind', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    expect(screen.getByText('submit')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('password')).toHaveFocus();
  });

  it('Shift+Tab from the first control goes to the last', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab({ shift: true });
    expect(screen.getByText('submit')).toHaveFocus();
  });

  it('focus moved outside by a script or a click is brought back into the dialog', () => {
    render(<Page />);
    screen.getByText('outside after').focus();
    expect(screen.getByLabelText('password')).toHaveFocus();
  });
});
