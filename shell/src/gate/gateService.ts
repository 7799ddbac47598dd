import { BehaviorSubject } from 'rxjs';
import type { HttpClient } from '@app/shared';

/** Verified for the session only (docs/requirements.md §4: "locked until the correct password is entered; then verified for the session"). */
export const GATE_SESSION_KEY = 'shell.gate.verified';
/** docs/requirements.md §9: "App-ready event about 2 s after unlock." */
export const APP_READY_DELAY_MS = 2000;
export const APP_READY_EVENT = 'app-ready';

/**
 * The browser session's mark that the gate was passed, so a new tab does not ask again (issue
 * 27): a session cookie (no expiry: it ends with the browser session), for this origin's pages
 * only (SameSite=Strict, Secure on https). It holds no password and no token; like the tab's own
 * mark it only spares a beta tester the question, the api checks what matters.
 */
export const GATE_COOKIE = 'shell_gate_verified';

export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

const documentCookies: CookieJar | undefined =
  typeof document === 'undefined'
    ? undefined
    : {
        read: () => document.cookie,
        write: (cookie) => {
          document.cookie = cookie;
        },
      };

function sessionCookieSet(jar: CookieJar | undefined): boolean {
  try {
    return jar ? jar.read().split(/;\s*/).includes(`${GATE_COOKIE}=1`) : false;
  } catch {
    return false;
  }
}

function setSessionCookie(jar: CookieJar | undefined): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  try {
    jar?.write(`${GATE_COOKIE}=1; Path=/; SameSite=Strict${secure}`);
  } catch {
    // cookies blocked: this tab still remembers
  }
}

export type GateVerdict = { ok: true } | { ok: false; reason: 'invalid' | 'rate-limited' | 'network'; message?: string };

export function createGateService({
  enabled,
  http,
  session,
  schedule = setTimeout,
  dispatch = (e: Event) => window.dispatchEvent(e),
  cookies = documentCookies,
}: {
  enabled: boolean;
  http: HttpClient;
  session: Pick<Storage, 'getItem' | 'setItem'>;
  schedule?: (fn: () => void, ms: number) => unknown;
  dispatch?: (e: Event) => void;
  /** where the browser session's mark lives (document.cookie) */
  cookies?: CookieJar;
}) {
  const verified = session.getItem(GATE_SESSION_KEY) === '1' || sessionCookieSet(cookies);
  // a tab opened later in the same browser session takes the mark for itself
  if (enabled && verified) session.setItem(GATE_SESSION_KEY, '1');
  const locked$ = new BehaviorSubject<boolean>(enabled && !verified);
  return {
    locked$,
    async verify(password: string): Promise<GateVerdict> {
      try {
        const { data } = await http.post<{ valid: boolean; token?: string }>('/wp-json/custom/v1/gate/verify', { password });
        if (!data.valid) return { ok: false, reason: 'invalid' };
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status === 401 || status === 403) return { ok: false, reason: 'invalid' };
        if (status === 429) return { ok: false, reason: 'rate-limited', message: (error as Error).message };
        return { ok: false, reason: 'network', message: (error as Error).message };
      }
      session.setItem(GATE_SESSION_KEY, '1');
      setSessionCookie(cookies);
      locked$.next(false);
      schedule(() => dispatch(new CustomEvent(APP_READY_EVENT)), APP_READY_DELAY_MS);
      return { ok: true };
    },
  };
}
export type GateService = ReturnType<typeof createGateService>;
