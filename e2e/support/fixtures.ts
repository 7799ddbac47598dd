import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { userDetailsFromAccount, type AccountAnswer } from '../../shared/src/auth/accountAnswer';
import { DEMO_MYKAD, type DemoUser } from './demoUsers';

/** The api's answer to login and register: the account fields the shell keeps, and the token. */
export interface LoginResponse extends AccountAnswer {
  token: string;
}

export interface SignedIn {
  token: string;
  userId: string;
  login: LoginResponse;
  /** headers for api calls as this user */
  headers: { authorization: string };
}

// One login per MyKad per worker: the api limits sign-ins that fail (per network and per MyKad)
// and tokens last days, so tests reuse the session like a returning user would. The demo accounts
// sign in by MyKad alone on any device while the api runs with demo data (docs/adr/0018); a fresh
// account's session comes from its registration (freshAccounts.ts).
const sessions = new Map<string, Promise<SignedIn>>();

/**
 * Logs in through the api (POST login with the MyKad, docs/requirements.md §7), once per MyKad per run. Sign-out
 * revokes a token on the server, so a session a test signed out of is replaced by a fresh one.
 */
export async function apiLogin(request: APIRequestContext, mykad: string): Promise<SignedIn> {
  const cached = sessions.get(mykad);
  if (cached) {
    const signedIn = await cached.catch(() => undefined);
    if (signedIn && (await request.get('/wp-json/custom/v1/account/me', { headers: signedIn.headers })).ok()) return signedIn;
  }
  const session = freshLogin(request, mykad);
  session.catch(() => sessions.delete(mykad));
  sessions.set(mykad, session);
  return session;
}

async function freshLogin(request: APIRequestContext, mykad: string): Promise<SignedIn> {
  const response = await request.post('/wp-json/custom/v1/login', { data: { mykad } });
  expect(response.ok(), `login ${mykad}: ${response.status()} ${await response.text()}`).toBeTruthy();
  return sessionOf((await response.json()) as LoginResponse);
}

/** The session a login or registration answer opens. */
export function sessionOf(login: LoginResponse): SignedIn {
  return { token: login.token, userId: String(login.data.user_id), login, headers: { authorization: `Bearer ${login.token}` } };
}

/**
 * The shell's stored auth state (shell/src/session/authSession.ts: version 1.0, saved with a
 * timestamp), holding the user details the app itself keeps after this login.
 */
export function storedAuthState(signedIn: SignedIn) {
  return { version: '1.0', savedAt: Date.now(), token: signedIn.token, user: userDetailsFromAccount(signedIn.login) };
}

export class AppDriver {
  constructor(
    readonly page: Page,
    readonly request: APIRequestContext,
  ) {}

  /** Marks the developer gate verified for this browser session (the gate itself is tested in access.spec.ts). */
  async unlockGate() {
    await this.page.addInitScript(() => sessionStorage.setItem('shell.gate.verified', '1'));
  }

  /** Signs in as a demo user before the next navigation; returns the api session. */
  async signInAs(user: DemoUser | { mykad: string }): Promise<SignedIn> {
    const mykad = typeof user === 'string' ? DEMO_MYKAD[user] : user.mykad;
    const signedIn = await apiLogin(this.request, mykad);
    await this.signInWith(signedIn);
    return signedIn;
  }

  /** Stores `signedIn` as the shell's session before every navigation, as a returning user has it. */
  async signInWith(signedIn: SignedIn) {
    const state = storedAuthState(signedIn);
    await this.page.addInitScript((s) => localStorage.setItem('shell.authState', JSON.stringify({ ...s, savedAt: Date.now() })), state);
  }

  async setLanguage(language: 'ta' | 'en' | 'bm') {
    await this.page.addInitScript((l) => localStorage.setItem('shell.language', l), language);
  }

  /** Opens a route and waits until the remote that owns it has mounted (or shown its fallback). */
  async goto(path: string) {
    await this.page.goto(path);
    await this.waitForRemote();
  }

  async waitForRemote() {
    await expect(
      this.page.locator('[data-remote-status="ready"], [data-testid="remote-fallback"], [data-testid="lock-screen"], [data-testid="not-found"]').first(),
    ).toBeVisible();
    // a prerendered first screen stays until the remote has drawn the page (ADR 0008)
    await expect(this.page.getByTestId('first-screen')).toHaveCount(0);
  }

  menu() {
    return this.page.getByTestId('side-menu');
  }
}

/** Collects console errors and page errors; tests call `expectNoErrors()` where the issue asks for none. */
export class ConsoleWatcher {
  readonly errors: string[] = [];
  constructor(page: Page, allow: RegExp[] = []) {
    page.on('console', (m) => {
      if (m.type() === 'error' && !allow.some((r) => r.test(m.text()))) this.errors.push(m.text());
    });
    page.on('pageerror', (e) => this.errors.push(`pageerror: ${e.message}`));
  }
  expectNoErrors() {
    expect(this.errors, this.errors.join('\n')).toEqual([]);
  }
}

export const test = base.extend<{ app: AppDriver; consoleErrors: ConsoleWatcher }>({
  app: async ({ page, request }, use) => {
    await use(new AppDriver(page, request));
  },
  consoleErrors: async ({ page }, use) => {
    await use(new ConsoleWatcher(page));
  },
});
export { expect };
