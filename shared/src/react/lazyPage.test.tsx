/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Component, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { lazyPage, PageSuspense } from './lazyPage';

// the shell's words, as the shell loads them into the shared i18next before any remote mounts
const SHELL_TA = {
  remote: { failedTitle: 'இந்தப் பகுதியை ஏற்ற முடியவில்லை.', failedDetail: 'இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.', retry: 'மீண்டும் முயல்க' },
  loadFailure: { offlineTitle: 'இந்தப் பக்கம் இன்னும் பதிவிறக்கப்படவில்லை.', offlineDetail: 'இதைத் திறக்க ஒருமுறை இணையத்துடன் இணையுங்கள்.' },
};

function chunkError(message: string) {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

function Page() {
  return <h1>சொல் தேடல்</h1>;
}

class OuterBoundary extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p data-testid="outer">{this.state.message}</p> : this.props.children;
  }
}

async function renderPage(load: () => Promise<{ Page: typeof Page }>) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'ta', resources: { ta: { shell: SHELL_TA } }, interpolation: { escapeValue: false } });
  const LazyPage = lazyPage(load, 'Page');
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <OuterBoundary>
          <PageSuspense>
            <LazyPage />
          </PageSuspense>
        </OuterBoundary>
      </I18nextProvider>,
    );
  });
}

const setOnline = (online: boolean) => Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  setOnline(true);
  jest.restoreAllMocks();
});

describe('lazyPage', () => {
  for (const message of [
    'Loading chunk 310 failed.\n(error: /remotes/mfe-games/v1/310.js)',
    'Loading CSS chunk 310 failed.\n(/remotes/mfe-games/v1/310.css)',
  ]) {
    it(`offline, when "${message.split('\n')[0]}", says in Tamil that the page is not downloaded yet, and retry opens it once online`, async () => {
      setOnline(false);
      const load = jest.fn().mockRejectedValueOnce(chunkError(message)).mockResolvedValue({ Page });
      await renderPage(load);
      expect(await screen.findByRole('alert')).toHaveTextContent('இந்தப் பக்கம் இன்னும் பதிவிறக்கப்படவில்லை.');
      expect(screen.getByRole('alert')).toHaveTextContent('இதைத் திறக்க ஒருமுறை இணையத்துடன் இணையுங்கள்.');
      expect(screen.getByRole('alert')).not.toHaveTextContent(/chunk/i);

      setOnline(true);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'மீண்டும் முயல்க' })));
      expect(await screen.findByRole('heading', { name: 'சொல் தேடல்' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    });
  }

  it("online, a failed download says the section could not be loaded, in the reader's language", async () => {
    await renderPage(jest.fn().mockRejectedValue(chunkError('Loading chunk 7 failed.')));
    expect(await screen.findByRole('alert')).toHaveTextContent('இந்தப் பகுதியை ஏற்ற முடியவில்லை.');
  });

  it('leaves any other error to the boundary around it', async () => {
    await renderPage(jest.fn().mockRejectedValue(new Error('a bug in the page module')));
    expect(await screen.findByTestId('outer')).toHaveTextContent('a bug in the page module');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
