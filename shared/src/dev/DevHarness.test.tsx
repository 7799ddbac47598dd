/** @jest-environment jsdom */
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { createRemote } from '../react/createRemote';
import { usePlatform } from '../react/PlatformContext';
import { useObservable } from '../react/useObservable';
import { fakeApi } from '../testing/fakeApi';
import { renderDevHarness, unmountDevHarness } from '../testing/renderDevHarness';

configure({ asyncUtilTimeout: 5000 });

/** A remote of two pages that shows what the Platform tells it and uses each of its services. */
function DemoApp() {
  const platform = usePlatform();
  const { t } = useTranslation();
  const auth = useObservable(platform.auth$, { status: 'unauthenticated' });
  const plan = useObservable(platform.subscription$, undefined)?.planId;
  return (
    <Routes>
      <Route
        path="/start"
        element={
          <section data-testid="start-page">
            <h1>{t('title')}</h1>
            <p data-testid="who">{auth.status === 'authenticated' ? auth.user.firstName : 'nobody'}</p>
            <p data-testid="plan">{plan}</p>
            <button type="button" onClick={() => platform.toast({ message: t('saved'), color: 'success' })}>
              toast
            </button>
            <button type="button" onClick={() => platform.navigate('/next')}>
              next
            </button>
          </section>
        }
      />
      <Route path="/next" element={<h1 data-testid="next-page">{t('next')}</h1>} />
    </Routes>
  );
}

const registration = createRemote({
  name: 'mfe-games',
  namespace: 'demo',
  baseUrl: () => 'http://localhost/',
  App: DemoApp,
});
const translations = {
  ta: { title: 'தொடக்கம்', saved: 'சேமிக்கப்பட்டது', next: 'அடுத்தது' },
  en: { title: 'Start', saved: 'Saved', next: 'Next' },
};
const MEENA = {
  token: 'tok',
  data: { user_id: 4 },
  first_name: 'Meena',
  last_name: 'Subramaniam',
  user_email: 'asiriyar.pro@demo.my',
  state: 'Selangor',
  phone_number: '0123456789',
  country: 'MY',
  mykad_last4: '5337',
  role: 'teacher',
};

async function setup() {
  const api = fakeApi({ 'POST /wp-json/custom/v1/login': MEENA });
  const pages = ['/start', '/next'];
  await renderDevHarness({ registration, home: '/start', pages, api, namespace: 'demo', translations });
  return { api };
}

describe('DevHarness: one remote alone with the dev toolbar', () => {
  afterEach(unmountDevHarness);

  it("mounts the remote's parcel at its home page, in Tamil, signed out with no plan", async () => {
    await setup();
    expect(await screen.findByRole('heading', { name: 'தொடக்கம்' })).toBeVisible();
    expect(window.location.pathname).toBe('/start');
    expect(screen.getByTestId('who')).toHaveTextContent('nobody');
    expect(screen.getByTestId('plan')).toHaveTextContent('none');
  });

  it('signs in as the demo account chosen in the toolbar, and the remote sees the user and the plan', async () => {
    const { api } = await setup();
    await screen.findByTestId('start-page');
    fireEvent.change(screen.getByTestId('dev-user'), { target: { value: '790923105337' } });
    expect(await screen.findByText('Meena')).toBeVisible();
    expect(screen.getByTestId('plan')).toHaveTextContent('teacher_pro');
    expect(api.callsTo('POST /wp-json/custom/v1/login')).toHaveLength(1);
  });

  it('gives the remote another plan, then another language, from the toolbar', async () => {
    await setup();
    await screen.findByTestId('start-page');
    fireEvent.change(screen.getByTestId('dev-plan'), { target: { value: 'teacher_plus' } });
    expect(await screen.findByTestId('plan')).toHaveTextContent('teacher_plus');
    fireEvent.change(screen.getByTestId('dev-language'), { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeVisible();
  });

  it("shows the remote's toasts", async () => {
    await setup();
    fireEvent.click(await screen.findByText('toast'));
    expect(within(await screen.findByTestId('dev-toast')).getByText('சேமிக்கப்பட்டது')).toBeVisible();
  });

  it("moves the remote's router when the remote navigates, and from the page box", async () => {
    await setup();
    fireEvent.click(await screen.findByText('next'));
    expect(await screen.findByTestId('next-page')).toBeVisible();
    expect(screen.getByTestId('dev-path')).toHaveValue('/next');
    const box = screen.getByTestId('dev-path');
    fireEvent.change(box, { target: { value: 'start' } });
    await act(async () => void fireEvent.submit(box));
    expect(await screen.findByTestId('start-page')).toBeVisible();
  });

  it('says so when the remote sends the user to a page another app owns', async () => {
    await setup();
    expect(screen.queryByTestId('dev-elsewhere')).toBeNull();
    await act(async () => window.history.pushState(null, '', '/leaderboard'));
    expect(await screen.findByTestId('dev-elsewhere')).toHaveTextContent('/leaderboard is not a page of mfe-games');
  });
});
