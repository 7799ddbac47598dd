import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { apiError, fakeApi, renderWithPlatform } from '@app/shared/testing';
import { contestPlatform } from '../testing/contestPlatform';
import { SolvallarWinnersPage } from './SolvallarWinnersPage';
import { SolvallarCertificatePage } from './SolvallarCertificatePage';
import { MwhwinnersPage } from './MwhwinnersPage';
import { TamilictPage } from './TamilictPage';
import { CertificatePage } from './CertificatePage';

const title = { en: 'Solvallar Word Contest 2025', ta: 'சொல்வல்லார்', bm: 'Solvallar' };
const published = { published: true, at: '2025-10-08T14:00:00.000Z' };
const notYet = { published: false, at: '2025-10-08T14:00:00.000Z' };
const api = () =>
  fakeApi({
    'GET /wp-json/custom/v1/contests/Solvallar2025/winners': {
      key: 'Solvallar2025',
      title,
      nameDisplay: 'initials',
      results: published,
      participants: 2,
      winners: [],
      ranking: [
        { rank: 1, name: 'K. R.', school: 'SJK(T) A', totalScore: 30, totalTime: 200, levelsCompleted: 4 },
        { rank: 2, name: 'S. A.', school: 'SK B', totalScore: 30, totalTime: 260, levelsCompleted: 4 },
      ],
    },
    'GET /wp-json/custom/v1/contests/MWHE2025/winners': {
      key: 'MWHE2025',
      title,
      nameDisplay: 'full',
      results: published,
      participants: 0,
      ranking: [],
      winners: [{ category: { en: 'Primary', ta: 'தொடக்கப்பள்ளி', bm: 'Sekolah rendah' }, position: 1, name: 'Kavitha Raman', school: 'SJK(T) A', score: 92.5 }],
    },
    'GET /wp-json/custom/v1/contests/TamilICT2025/winners': {
      key: 'TamilICT2025',
      title,
      nameDisplay: 'full',
      results: notYet,
      participants: 0,
      ranking: [],
      winners: [],
    },
    'GET /wp-json/custom/v1/contests/TamilICT2025/certificate': { contest: { key: 'TamilICT2025', title }, results: notYet, certificates: [] },
    'GET /wp-json/custom/v1/contests/MWHE2025/certificate': { contest: { key: 'MWHE2025', title }, results: published, certificates: [] },
    'GET /wp-json/custom/v1/contests/Solvallar2025/certificate': {
      contest: { key: 'Solvallar2025', title },
      results: published,
      certificates: [
        {
          code: 'SOLV-ABCDEF1234',
          name: 'Kavitha Raman',
          school: 'SJK(T) A',
          award: 'gold',
          category: null,
          score: 30,
          maxScore: 120,
          rank: 1,
          participants: 2,
        },
      ],
    },
    'GET /wp-json/custom/v1/certificates/verify/:code': apiError(404, 'certificate_not_found', 'No certificate has this code.'),
    'GET /wp-json/custom/v1/certificates/verify/SOLV-ABCDEF1234': {
      valid: true,
      code: 'SOLV-ABCDEF1234',
      contestKey: 'Solvallar2025',
      contestTitle: title,
      name: 'Kavitha Raman',
      school: 'SJK(T) A',
      award: 'gold',
      category: null,
      score: 30,
      rank: 1,
      issuedAt: '2025-10-06T01:00:00.000Z',
    },
  });

function render(path: string, element: ReactElement, { signedIn = true, language = 'en' as 'en' | 'ta' | 'bm' } = {}) {
  renderWithPlatform(
    <Routes>
      <Route path={path.split('?')[0]} element={element} />
    </Routes>,
    contestPlatform({ api: api(), signedIn, language }),
    { route: path, namespace: 'contests' },
  );
}

describe('winners pages', () => {
  it('ranks Solvallar by total score, ties by time, names as the organisers chose', async () => {
    render('/solvallar-winners', <SolvallarWinnersPage />);
    const rows = await screen.findAllByTestId('ranking-row');
    expect(rows.map((r) => r.textContent)).toEqual(['1K. R.SJK(T) A30200 s', '2S. A.SK B30260 s']);
    // four columns: the school sits under the name, so a 360 px phone keeps the score in view
    expect(rows[0]!.querySelectorAll('td')).toHaveLength(4);
  });

  it("shows mwhwinners by category in the reader's language", async () => {
    render('/mwhwinners', <MwhwinnersPage />, { language: 'bm' });
    expect(await screen.findByRole('heading', { name: 'Sekolah rendah' })).toBeInTheDocument();
    expect(screen.getByTestId('winner-row')).toHaveTextContent('Kavitha Raman');
  });

  it("says when tamilict results and certificates come, in the reader's language", async () => {
    render('/tamilict', <TamilictPage />);
    const notices = await screen.findAllByTestId('results-notice');
    expect(notices).toHaveLength(2);
    expect(notices[0]).toHaveTextContent(/Results will be published on 8 Oct 2025, 10:00\s(pm|PM) \(Malaysia time\)/);
    expect(notices[1]).toHaveTextContent(/Certificates are issued with the results, on 8 Oct 2025/);
  });

  it('says the organisers have not given a date when there is none', async () => {
    const platform = contestPlatform({
      api: fakeApi({
        'GET /wp-json/custom/v1/contests/MWHE2025/winners': {
          key: 'MWHE2025',
          title,
          nameDisplay: 'full',
          results: { published: false, at: null },
          participants: 0,
          ranking: [],
          winners: [],
        },
      }),
      language: 'ta',
    });
    renderWithPlatform(<MwhwinnersPage />, platform, { route: '/mwhwinners', namespace: 'contests' });
    expect(await screen.findByTestId('results-notice')).toHaveTextContent('ஏற்பாட்டாளர்கள் இன்னும் அறிவிக்கவில்லை');
  });
});

describe('solvallar-certificate', () => {
  // jsdom has no canvas: the page keeps its text version and disables PDF/print (drawCertificate.test.ts covers drawing)
  beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterEach(() => jest.restoreAllMocks());

  it("shows the participant's certificate with name, school, score, rank band and code", async () => {
    render('/solvallar-certificate', <SolvallarCertificatePage />);
    expect(await screen.findByTestId('certificate-name')).toHaveTextContent('Kavitha Raman');
    expect(screen.getByTestId('certificate-award')).toHaveTextContent('Gold award');
    expect(screen.getByTestId('certificate-score')).toHaveTextContent('30 / 120');
    expect(screen.getByTestId('certificate-code')).toHaveTextContent('SOLV-ABCDEF1234');
    expect(screen.getByRole('link', { name: 'verify' })).toHaveAttribute('href', 'http://localhost/solvallar-certificate?verify=SOLV-ABCDEF1234');
  });

  it('checks a verify link without signing in', async () => {
    render('/solvallar-certificate?verify=SOLV-ABCDEF1234', <SolvallarCertificatePage />, { signedIn: false, language: 'ta' });
    expect(await screen.findByTestId('verify-result')).toHaveTextContent('உண்மையானது: Kavitha Raman — தங்க விருது');
    expect(screen.queryByTestId('sign-in-needed')).not.toBeInTheDocument();
  });

  it('refuses an unknown code', async () => {
    render('/solvallar-certificate?verify=NOPE-000000', <SolvallarCertificatePage />, { signedIn: false });
    expect(await screen.findByTestId('verify-result')).toHaveTextContent('No certificate has this code.');
  });
});

describe('certificate', () => {
  beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterEach(() => jest.restoreAllMocks());

  it("gathers the user's certificates of every contest", async () => {
    render('/certificate', <CertificatePage />);
    expect(await screen.findByTestId('certificate-name')).toHaveTextContent('Kavitha Raman');
    expect(await screen.findAllByTestId('no-certificate')).toHaveLength(1);
    expect(await screen.findAllByTestId('results-notice')).toHaveLength(1);
  });
});
