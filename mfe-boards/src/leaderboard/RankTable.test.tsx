import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createFakePlatform } from '@app/shared/testing';
import en from '../../public/assets/i18n/en.json';
import ta from '../../public/assets/i18n/ta.json';
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

  it("shows a deleted pupil's kept score under the words of the reader's language, and anyone else's name as written", () => {
    const platform = createFakePlatform({ namespace: 'boards', translations: { ta }, language: 'ta' });
    const at = '2025-10-05T01:05:00Z';
    render(
      <I18nextProvider i18n={platform.i18n} defaultNS="boards">
        <RankTable
          entries={[
            { rank: 1, name: 'Deleted pupil', school: null, score: 90, timeSubmitted: at, isViewer: false },
            { rank: 2, name: 'Kavitha R.', school: 'SJK(T) Ladang', score: 80, timeSubmitted: at, isViewer: false },
          ]}
          viewer={null}
          caption="இந்த வாரம்"
        />
      </I18nextProvider>,
    );
    const rows = screen.getAllByTestId('leaderboard-row');
    expect(rows[0]).toHaveTextContent('நீக்கப்பட்ட மாணவர்');
    expect(rows[0]).not.toHaveTextContent('Deleted');
    expect(rows[1]).toHaveTextContent('Kavitha R.');
    // and its time as a Tamil reader says it
    expect(rows[0]).toHaveTextContent('காலை 9:05');
  });
});
