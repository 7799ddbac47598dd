import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { apiError, fakeApi, networkDown, renderWithPlatform } from '@app/shared/testing';
import { contestPlatform } from '../testing/contestPlatform';
import { ContestPage } from './ContestPage';
import { ContestsPage } from './ContestsPage';

const full = {
  id: 815,
  name: 'Solvallar Word Contest 2025',
  description: '',
  price: '10.00',
  type: 'contest',
  meta_data: [
    // stale fields, as a product edited by hand might have: the page reads the contest record
    { key: 'contestDate', value: '2024-01-01' },
    { key: 'contestStartTime', value: '08:00' },
    { key: 'contestEndTime', value: '09:00' },
    { key: 'contestIntroduction', value: 'Intro text' },
    { key: 'contestObjectives', value: 'Objectives text' },
    { key: 'targetAudience', value: 'Years 4 to 6' },
    { key: 'contestRules', value: 'Rules text' },
    { key: 'contestTerms', value: 'Terms text' },
    { key: 'contestPrizes', value: 'Prizes text' },
    { key: 'contestOrganizers', value: 'Organisers text' },
    { key: 'contestIntroduction_ta', value: 'அறிமுக உரை' },
    { key: 'contestRules_ta', value: 'விதிகள் உரை' },
    { key: 'contestPrizes_bm', value: 'Teks hadiah' },
  ],
};
/** The contest record (GET contests): docs/requirements.md §9 "2025-10-05 10:00 to 22:00 (UTC+8)", by the server's clock. */
const record = (state: 'before' | 'during' | 'after') => ({
  serverTime: '2026-11-28T00:00:00.000Z',
  contests: [
    {
      key: 'Solvallar2025',
      kind: 'timed',
      productId: 815,
      title: { en: 'Solvallar', ta: 'சொல்வல்லார்', bm: 'Solvallar' },
      startsAt: '2025-10-05T02:00:00.000Z',
      endsAt: '2025-10-05T14:00:00.000Z',
      state,
    },
  ],
});
const bare = { id: 900, name: 'Mystery contest', description: '', price: '0.00', type: 'contest', meta_data: [{ key: 'contestIntroduction', value: '   ' }] };

function render(path: string, language: 'en' | 'ta' | 'bm' = 'en', routes = {}) {
  const api = fakeApi({
    'GET /wp-json/wc/v3/products/815': full,
    'GET /wp-json/wc/v3/products/900': bare,
    'GET /wp-json/wc/v3/products/:id': apiError(404, 'product_not_found', 'No product with that id.'),
    'GET /wp-json/wc/v3/products': [full, bare],
    'GET /wp-json/custom/v1/contests': record('after'),
    ...routes,
  });
  renderWithPlatform(
    <Routes>
      <Route path="/contest/:id" element={<ContestPage />} />
      <Route path="/contests" element={<ContestsPage />} />
    </Routes>,
    contestPlatform({ api, language }),
    { route: path, namespace: 'contests' },
  );
}

describe('contest/:id (docs/requirements.md §3 contest product)', () => {
  it.each([
    // language, field, text shown: the reader's language where the organiser gave one, else the spec's key (issue 27)
    ['ta', 'contestIntroduction', 'அறிமுக உரை'],
    ['ta', 'contestRules', 'விதிகள் உரை'],
    ['ta', 'contestPrizes', 'Prizes text'],
    ['bm', 'contestPrizes', 'Teks hadiah'],
    ['en', 'contestIntroduction', 'Intro text'],
  ] as const)('in %s shows %s as "%s"', async (language, field, text) => {
    render('/contest/815', language);
    expect(await screen.findByTestId(`field-${field}`)).toHaveTextContent(text);
  });

  it('shows every field of the product and its state', async () => {
    render('/contest/815');
    expect(await screen.findByTestId('field-contestIntroduction')).toHaveTextContent('Intro text');
    expect(screen.getByTestId('field-contestDate')).toHaveTextContent('2025-10-05');
    expect(screen.getByTestId('field-contestStartTime')).toHaveTextContent('10:00');
    expect(screen.getByTestId('field-contestEndTime')).toHaveTextContent('22:00');
    expect(screen.getByTestId('field-targetAudience')).toHaveTextContent('Years 4 to 6');
    expect(screen.getByTestId('field-contestOrganizers')).toHaveTextContent('Organisers text');
    expect(screen.getByTestId('contest-state')).toHaveTextContent('Ended');
  });

  it("says the contest record's window and state, by the server's clock, not the product's fields or the phone's clock", async () => {
    // the server forces "during" (a testing override) long after the real contest day
    render('/contest/815', 'en', { 'GET /wp-json/custom/v1/contests': record('during') });
    expect(await screen.findByTestId('contest-state')).toHaveAttribute('data-state', 'during');
    expect(screen.getByTestId('field-contestDate')).toHaveTextContent('2025-10-05');
    expect(screen.getByTestId('field-contestStartTime')).not.toHaveTextContent('08:00');
  });

  it.each([
    ['contestIntroduction', 'No introduction available'],
    ['contestObjectives', 'No objectives available'],
    ['targetAudience', 'No target audience specified'],
    ['contestRules', 'No rules available'],
    ['contestTerms', 'No terms and conditions available'],
    ['contestPrizes', 'No prizes available'],
    ['contestOrganizers', 'No organizers listed'],
  ])('shows the spec\'s default when %s is missing: "%s"', async (field, text) => {
    render('/contest/900');
    expect(await screen.findByTestId(`field-${field}`)).toHaveTextContent(text);
  });

  it('shows the defaults in Tamil for a Tamil reader', async () => {
    render('/contest/900', 'ta');
    expect(await screen.findByTestId('field-contestRules')).toHaveTextContent('விதிமுறைகள் எதுவும் இல்லை');
  });

  it('says clearly when the id is not a contest', async () => {
    render('/contest/abc');
    expect(await screen.findByTestId('page-error')).toHaveTextContent('There is no contest with this number.');
  });

  it('says clearly when the store has no product with that number', async () => {
    render('/contest/123');
    expect(await screen.findByTestId('page-error')).toHaveTextContent('There is no contest with this number.');
  });

  it('says in Tamil that the connection failed, with a way to try again', async () => {
    render('/contest/815', 'ta', { 'GET /wp-json/wc/v3/products/815': networkDown() });
    expect(await screen.findByTestId('page-error')).toHaveTextContent('சேவையகத்தை அடைய முடியவில்லை.');
    expect(screen.getByRole('button', { name: 'மீண்டும் முயல்க' })).toBeInTheDocument();
  });
});

describe('contests', () => {
  it("lists the store's contest products with a way into Solvallar", async () => {
    render('/contests');
    expect(await screen.findByTestId('contest-item-815')).toHaveTextContent('Solvallar Word Contest 2025');
    expect(screen.getByTestId('contest-when-815')).toHaveTextContent('2025-10-05');
    expect(screen.getByTestId('contest-when-815')).toHaveTextContent('10:00');
    expect(screen.getByTestId('contest-item-815')).toContainElement(screen.getByTestId('contest-state'));
    expect(screen.getByTestId('contest-item-900')).toHaveTextContent('Date not announced yet');
    expect(screen.getByRole('link', { name: 'Go to the contest' })).toHaveAttribute('href', '/solvallar-contest');
  });

  it('shows the state the server says, as the contest home does', async () => {
    render('/contests', 'en', { 'GET /wp-json/custom/v1/contests': record('before') });
    expect(await screen.findByTestId('contest-state')).toHaveAttribute('data-state', 'before');
  });
});
