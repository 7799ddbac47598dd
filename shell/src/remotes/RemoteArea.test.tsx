import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { PLATFORM_CONTRACT_VERSION, type RemoteRegistration } from '@app/shared';
import { createFakePlatform } from '@app/shared/testing';
import { createTestI18n } from '../i18n/testI18n';
import { FIRST_SCREEN_ID } from './earlyStart';
import { keepFirstScreen } from './firstScreenHandoff';
import { RemoteArea } from './RemoteArea';
import type { RemoteLoader } from './remoteLoader';

/** A remote whose page is drawn when the test says so, into the element the shell gives it. */
function fakeRemote() {
  let target: HTMLElement | undefined;
  const registration: RemoteRegistration = {
    name: 'mfe-games',
    contractVersion: PLATFORM_CONTRACT_VERSION,
    lifecycles: {
      bootstrap: async () => undefined,
      mount: async (props) => {
        target = props.domElement as HTMLElement;
        // as a remote does before its translations arrive
        target.innerHTML = '<p role="status">…</p>';
      },
      unmount: async () => undefined,
    },
  };
  return {
    registration,
    draw: () => act(() => void ((target as HTMLElement).innerHTML = '<article><h1>Games, drawn by the remote</h1></article>')),
  };
}

function renderArea(load: RemoteLoader['load']) {
  render(
    <I18nextProvider i18n={createTestI18n('en')}>
      <RemoteArea remote="mfe-games" loader={{ load }} platform={createFakePlatform()} />
    </I18nextProvider>,
  );
}

/** The page as index.html leaves it once earlyStart has shown a first screen, taken at start. */
function servedWithFirstScreen(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="${FIRST_SCREEN_ID}"><article><h1>Games, prerendered</h1></article></div>`;
  keepFirstScreen(document, path);
  document.body.innerHTML = '';
}

describe('RemoteArea with a first screen (ADR 0008 "First screens")', () => {
  it('shows the prerendered page instead of the skeleton until the remote has drawn its page', async () => {
    servedWithFirstScreen('/home');
    const remote = fakeRemote();
    let loaded: (r: RemoteRegistration) => void = () => undefined;
    renderArea(() => new Promise((resolve) => (loaded = resolve)));
    expect(screen.getByTestId('first-screen')).toHaveTextContent('Games, prerendered');
    expect(screen.queryByTestId('remote-loading')).toBeNull();

    await act(async () => loaded(remote.registration));
    // mounted, but only its "…" so far: the first screen stays
    await waitFor(() => expect(screen.getByTestId('remote-area-mfe-games')).toHaveAttribute('data-remote-status', 'ready'));
    expect(screen.getByTestId('first-screen')).toBeVisible();

    remote.draw();
    await waitFor(() => expect(screen.queryByTestId('first-screen')).toBeNull());
    expect(screen.getByText('Games, drawn by the remote')).toBeVisible();
  });

  it('shows it once only: a later visit to the page waits on the skeleton', async () => {
    servedWithFirstScreen('/home');
    renderArea(() => new Promise(() => undefined));
    expect(screen.getByTestId('first-screen')).toBeInTheDocument();
    document.body.innerHTML = '';
    renderArea(() => new Promise(() => undefined));
    expect(screen.queryByTestId('first-screen')).toBeNull();
    expect(screen.getByTestId('remote-loading')).toBeInTheDocument();
  });

  it('is not shown on another page than the one it was prerendered for', () => {
    servedWithFirstScreen('/home');
    window.history.replaceState(null, '', '/leaderboard');
    renderArea(() => new Promise(() => undefined));
    expect(screen.queryByTestId('first-screen')).toBeNull();
    expect(screen.getByTestId('remote-loading')).toBeInTheDocument();
  });

  it('gives way to the fallback when the remote cannot load', async () => {
    servedWithFirstScreen('/home');
    renderArea(async () => {
      throw new Error('offline');
    });
    await waitFor(() => expect(screen.getByTestId('remote-fallback')).toBeInTheDocument());
    expect(screen.queryByTestId('first-screen')).toBeNull();
  });
});
