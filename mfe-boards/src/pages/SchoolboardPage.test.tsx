import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithPlatform } from '@app/shared/testing';
import { boardsPlatform, NO_SUBSCRIPTION, signedIn, STUDENT_FREE } from '../testing/boardsPlatform';
import { SchoolboardPage } from './SchoolboardPage';

const SCHOOLS = [
  { rank: 1, school: 'SK Beta', state: 'Perak', activeStudents: 1, totalScore: 150, averageScore: 150 },
  { rank: 2, school: 'SK Alpha', state: 'Pulau Pinang', activeStudents: 2, totalScore: 240, averageScore: 120 },
];

// the machine running the suite is shared: give slow renders room, never a flaky failure
jest.setTimeout(30_000);

describe('SchoolboardPage', () => {
  it("ranks schools by their ten best pupils' scores, with totals, says the rule, and filters by state", async () => {
    const api = fakeApi({ 'GET /wp-json/custom/v1/schoolboard': ({ query }) => ({ schools: query.state === 'Perak' ? SCHOOLS.slice(0, 1) : SCHOOLS }) });
    const platform = boardsPlatform({ auth: signedIn(), subscription: STUDENT_FREE, api });
    renderWithPlatform(<SchoolboardPage />, platform, { namespace: 'boards', route: '/schoolboard' });
    const rows = await screen.findAllByTestId('schoolboard-row');
    expect(rows.map((r) => r.textContent)).toEqual(['1SK BetaPerak1150150', '2SK AlphaPenang2120240']);
    await userEvent.selectOptions(screen.getByTestId('schoolboard-state'), 'Perak');
    expect(api.callsTo('GET /wp-json/custom/v1/schoolboard').at(-1)?.query).toEqual({ period: 'month', sort: 'average', state: 'Perak' });
    expect(screen.getByTestId('schoolboard-rule')).toHaveTextContent("ten best pupils' best scores added up and divided by ten");
    await userEvent.click(screen.getByLabelText('Total of ten best'));
    expect(api.callsTo('GET /wp-json/custom/v1/schoolboard').at(-1)?.query).toEqual({ period: 'month', sort: 'total', state: 'Perak' });
  });

  it('says when no school has scores yet', async () => {
    const platform = boardsPlatform({ auth: signedIn(), subscription: STUDENT_FREE, api: fakeApi({ 'GET /wp-json/custom/v1/schoolboard': { schools: [] } }) });
    renderWithPlatform(<SchoolboardPage />, platform, { namespace: 'boards', route: '/schoolboard' });
    expect(await screen.findByTestId('schoolboard-empty')).toHaveTextContent('No school has scores for this choice yet.');
  });

  it('explains the subscription rule to a user without one', () => {
    renderWithPlatform(<SchoolboardPage />, boardsPlatform({ auth: signedIn(), subscription: NO_SUBSCRIPTION, language: 'bm' }), {
      namespace: 'boards',
      route: '/schoolboard',
    });
    expect(screen.getByTestId('schoolboard-no-subscription')).toHaveTextContent('Langganan diperlukan');
  });
});
