import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../i18n/testI18n';
import { LanguageSelect } from './LanguageSelect';

function renderSelect() {
  const onChoose = jest.fn();
  render(
    <I18nextProvider i18n={createTestI18n('en')}>
      <LanguageSelect language="ta" onChoose={onChoose} />
    </I18nextProvider>,
  );
  return { onChoose, select: screen.getByTestId('language-select') as HTMLSelectElement };
}

describe('LanguageSelect (WCAG 3.2.2: browsing the choices does not switch the UI)', () => {
  it('one ArrowDown on the closed select changes what it shows, not the language', () => {
    const { onChoose, select } = renderSelect();
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    // the browser moves the value on its own; that arrives as a change event
    fireEvent.change(select, { target: { value: 'en' } });
    expect(select.value).toBe('en');
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('Enter after browsing applies the language shown', () => {
    const { onChoose, select } = renderSelect();
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'bm' } });
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith('bm');
  });

  it('leaving the select after browsing applies the language shown', () => {
    const { onChoose, select } = renderSelect();
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'en' } });
    fireEvent.blur(select);
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith('en');
  });

  it('a pick with the pointer applies at once', async () => {
    const { onChoose, select } = renderSelect();
    await userEvent.selectOptions(select, 'en');
    expect(onChoose).toHaveBeenCalledWith('en');
  });

  it('says how it works to a screen reader', () => {
    const { select } = renderSelect();
    expect(select).toHaveAccessibleDescription(/Enter/);
  });
});
