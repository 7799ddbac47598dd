import { useCallback, useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { mountRootParcel, start, type Parcel } from 'single-spa';
import { LANGUAGES, type Language } from '../i18n/language';
import type { PlanId } from '../subscription/subscriptionState';
import type { RemoteRegistration } from '../platform/platform';
import { useObservable } from '../react/useObservable';
import { DEV_ACCOUNTS, DEV_PLANS, devAccountByEmail } from './devAccounts';
import type { DevPlatform } from './createDevPlatform';

export interface DevHarnessProps {
  /** the remote's `./register` default export */
  registration: RemoteRegistration;
  platform: DevPlatform;
  /** the page opened when the harness is at `/` */
  home: string;
  /** paths offered in the page box (the remote's routes) */
  pages?: readonly string[];
}

const LANGUAGE_NAMES: Record<Language, string> = { ta: 'தமிழ்', en: 'English', bm: 'Bahasa Melayu' };
// Inline styles: the toolbar is a developer's tool, outside the product's look.
const BAR: CSSProperties = {
  position: 'sticky',
  top: 0,
  zIndex: 1000,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 0.75rem',
  alignItems: 'center',
  padding: '0.25rem 0.5rem',
  background: '#1e293b',
  color: '#f8fafc',
  font: "13px 'Noto Sans Tamil', system-ui, sans-serif",
};
const TOASTS: CSSProperties = {
  position: 'fixed',
  left: '50%',
  bottom: '1rem',
  transform: 'translateX(-50%)',
  zIndex: 1001,
  display: 'grid',
  gap: '0.5rem',
};
const TOAST_COLOURS = { success: '#166534', danger: '#991b1b', warning: '#92400e', primary: '#1e3a8a' } as const;
const toastStyle = (color: keyof typeof TOAST_COLOURS = 'primary'): CSSProperties => ({
  background: TOAST_COLOURS[color],
  color: '#fff',
  padding: '0.5rem 1rem',
  borderRadius: 8,
});

// single-spa patches the history api once per page; a second start() throws.
let singleSpaStarted = false;
let mounts = 0;
function startSingleSpaOnce() {
  if (singleSpaStarted) return;
  singleSpaStarted = true;
  start({ urlRerouteOnly: true });
}

/** The URL's path, kept in step with single-spa's history events. */
function usePath(): string {
  const [path, setPath] = useState(() => window.location.pathname);
  useEffect(() => {
    const follow = () => setPath(window.location.pathname);
    window.addEventListener('popstate', follow);
    window.addEventListener('single-spa:routing-event', follow);
    return () => {
      window.removeEventListener('popstate', follow);
      window.removeEventListener('single-spa:routing-event', follow);
    };
  }, []);
  return path;
}

function DevToolbar({ registration, platform, pages }: Omit<DevHarnessProps, 'home'>) {
  const auth = useObservable(platform.auth$, platform.auth.value);
  const plan = useObservable(platform.subscription$, platform.subscription.value)?.planId ?? 'none';
  const language = useObservable(platform.language$, platform.language.value);
  const path = usePath();
  const [typed, setTyped] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const who = auth.status === 'authenticated' ? (devAccountByEmail(auth.user.email)?.mykad ?? 'other') : '';

  const chooseUser = (value: string) => {
    setStatus(value ? 'signing in…' : '');
    platform.signInAs(value || undefined).then(
      () => setStatus(''),
      (error: unknown) => setStatus(`sign-in failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  const go = (e: FormEvent) => {
    e.preventDefault();
    if (typed) platform.navigate(typed.startsWith('/') ? typed : `/${typed}`);
    setTyped(null);
  };

  return (
    <div style={BAR} data-testid="dev-toolbar">
      <strong>{registration.name} · dev</strong>
      <form onSubmit={go}>
        <label>
          page{' '}
          <input
            data-testid="dev-path"
            list="dev-pages"
            size={14}
            value={typed ?? path}
            onChange={(e) => setTyped(e.target.value)}
            onBlur={() => setTyped(null)}
          />
        </label>
        <datalist id="dev-pages">
          {pages?.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
      </form>
      <label>
        user{' '}
        <select data-testid="dev-user" value={who} onChange={(e) => chooseUser(e.target.value)}>
          <option value="">signed out</option>
          {DEV_ACCOUNTS.map((a) => (
            <option key={a.key} value={a.mykad}>
              {a.label}
            </option>
          ))}
          {who === 'other' && auth.status === 'authenticated' ? <option value="other">{auth.user.firstName}</option> : null}
        </select>
      </label>
      <label>
        plan{' '}
        <select data-testid="dev-plan" value={plan} onChange={(e) => platform.setPlan(e.target.value as PlanId)}>
          {DEV_PLANS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <label>
        language{' '}
        <select data-testid="dev-language" value={language} onChange={(e) => platform.setLanguage(e.target.value as Language)}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
      {status ? (
        <span role="status" data-testid="dev-status">
          {status}
        </span>
      ) : null}
    </div>
  );
}

const firstSegment = (path: string) => path.split('/')[1] ?? '';

/** Where the remote sent the user to a page it does not own (the shell would load another remote there). */
function ElsewhereNote({ remote, pages }: { remote: string; pages?: readonly string[] }) {
  const path = usePath();
  if (!pages || pages.some((page) => firstSegment(page) === firstSegment(path))) return null;
  return (
    <p data-testid="dev-elsewhere" style={{ margin: '1rem', font: '14px system-ui, sans-serif' }}>
      {path} is not a page of {remote}: in the app the shell would open it. Pick a page in the toolbar.
    </p>
  );
}

function DevToasts({ platform }: { platform: DevPlatform }) {
  const toasts = useObservable(platform.toasts, platform.toasts.value);
  return (
    <div style={TOASTS} aria-live="assertive">
      {toasts.map((t) => (
        <div key={t.id} role="alert" data-testid="dev-toast" style={toastStyle(t.color)}>
          {t.message}{' '}
          <button type="button" aria-label="✕" onClick={() => platform.dismissToast(t.id)}>
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}

/**
 * One remote on its own: the dev toolbar (user, plan, language, page), its `./register` parcel
 * mounted as the shell mounts it (single-spa, with the shell's history patching so
 * `platform.navigate` moves the remote's router), and its toasts.
 */
export function DevHarness({ registration, platform, home, pages }: DevHarnessProps) {
  const host = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const remount = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    startSingleSpaOnce();
    if (window.location.pathname === '/') platform.navigate(home, { replace: true });
  }, [platform, home]);

  useEffect(() => {
    if (!host.current) return;
    const domElement = document.createElement('div');
    host.current.appendChild(domElement);
    // a name per mount: single-spa-react keeps one root per name, and the last one may still be unmounting
    const name = `${registration.name}-${++mounts}`;
    // our contract types the lifecycles by their props; single-spa's ParcelConfig is generic (as in the shell)
    const parcel: Parcel = mountRootParcel(registration.lifecycles as never, { domElement, platform, remount, name });
    parcel.mountPromise.catch((error: unknown) => console.error(`${registration.name} did not mount`, error));
    return () => {
      const removed = parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : Promise.resolve();
      void removed.finally(() => domElement.remove());
    };
  }, [registration, platform, remount, attempt]);

  return (
    <>
      <DevToolbar registration={registration} platform={platform} pages={pages} />
      <ElsewhereNote remote={registration.name} pages={pages} />
      <div ref={host} data-testid="dev-remote" />
      <DevToasts platform={platform} />
    </>
  );
}
