import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createFakePlatform } from '@app/shared/testing';
import en from '../../public/assets/i18n/en.json';
import { RankTable } from './RankTable';

// issue 26: "board tables' scrollers are not focusable for Safari" (axe: scrollable-region-focusable)
describe('RankTable', () => {
  it('scrolls in a box a keyboard can focus, named by the table’s caption', () => {
    const platform = createFakePlatform({ namespace: 'boards', translations: { en }, language: 'en' });
    render(
      <I18nextProvider i18n={platform.i18n} defaultNS="boards">
        <RankTable entries={[]} viewer={null} caption="Top players this week" />
      </I18nextProvider>,
    );
    const scroller = screen.getByRole('region', { name: 'Top players this week' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toContainElement(screen.getByTestId('leaderboard-table'));
  });
});
