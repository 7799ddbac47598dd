import { BehaviorSubject } from 'rxjs';

/** docs/requirements.md §4: "Install prompt: installable, installed, shown once per session." */
export type InstallState = 'unavailable' | 'installable' | 'installed';
export const INSTALL_SHOWN_KEY = 'shell.installPromptShown';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export function createInstallPrompt(win: Window, session: Pick<Storage, 'getItem' | 'setItem'>) {
  const standalone = win.matchMedia?.('(display-mode: standalone)').matches ?? false;
  const state$ = new BehaviorSubject<InstallState>(standalone ? 'installed' : 'unavailable');
  let deferred: BeforeInstallPromptEvent | null = null;
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    if (state$.value !== 'installed') state$.next('installable');
  });
  win.addEventListener('appinstalled', () => {
    deferred = null;
    state$.next('installed');
  });
  return {
    state$,
    /** true the first time in this session the prompt may be shown; marks it shown */
    claimShowing(): boolean {
      if (state$.value !== 'installable' || session.getItem(INSTALL_SHOWN_KEY) === '1') return false;
      session.setItem(INSTALL_SHOWN_KEY, '1');
      return true;
    },
    async install(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
      if (!deferred) return 'unavailable';
      await deferred.prompt();
      const { outcome } = await deferred.userChoice;
      deferred = null;
      if (outcome === 'accepted') state$.next('installed');
      return outcome;
    },
  };
}
export type InstallPrompt = ReturnType<typeof createInstallPrompt>;
