import { LANGUAGES, DEFAULT_LANGUAGE } from '@app/shared';
import { STORAGE_KEY as LANGUAGE_KEY } from '../i18n/languageService';
import { STORAGE_KEY as CONFIG_KEY } from '../config/runtimeConfig';
import { GATE_SESSION_KEY } from '../gate/gateService';
import { AUTH_STORAGE_KEY } from '../session/authSession';
import {
  DISCOVERY_ELEMENT_ID,
  FIRST_SCREEN_FONTS,
  FIRST_SCREEN_FONT_WAIT_MS,
  FIRST_SCREEN_ID,
  LANGUAGE_STORAGE_KEY,
  STORED,
  earlyLanguage,
  firstFilesOf,
  lockedOut,
  routeForPath,
  routeMatches,
  startEarly,
  type EarlyRoute,
  type RemoteManifest,
} from './earlyStart';

const OPTIONS = { languages: LANGUAGES, defaultLanguage: DEFAULT_LANGUAGE, languageKey: LANGUAGE_STORAGE_KEY };
const pages = (...routes: [string, boolean][]) => ({ pages: routes.map(([route, guarded]) => ({ route, guarded })) });

const GAMES_MANIFEST: RemoteManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './other', assets: { js: { sync: ['other.js'] } } },
    { path: './register', assets: { js: { sync: ['register.1234abcd.js'] }, css: { sync: ['register.1234abcd.css'] } } },
  ],
};
const REMOTES = {
  remotes: {
    'mfe-games': { manifest: '/remotes/mfe-games/v1/mf-manifest.json', routes: pages(['', true], ['home', true]) },
    'mfe-boards': { manifest: '/remotes/mfe-boards/v7/mf-manifest.json', routes: pages(['leaderboard', false]) },
    'mfe-contests': { manifest: '/remotes/mfe-contests/v3/mf-manifest.json', routes: pages(['contest/:id', false]) },
  },
};

/** A fetch answering from a table of JSON bodies, recording what was asked. */
function fakeFetch(bodies: Record<string, unknown>) {
  const asked: string[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(new URL(url).pathname);
    const body = bodies[new URL(url).pathname];
    if (body === undefined) throw new Error(`offline: ${url}`);
    const response = { ok: true, json: async () => body, clone: () => response };
    return response as unknown as Response;
  });
  return { fetch, asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Once the first frame is painted (a frame's callbacks run before its paint; a timer after). */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const preloads = () =>
  [...document.head.querySelectorAll('link[rel=preload]')].map((l) => `${(l as HTMLLinkElement).as} ${new URL((l as HTMLLinkElement).href).pathname}`);

function openPage(path: string, { discovery = 'null' }: { discovery?: string } = {}) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = `<script id="${DISCOVERY_ELEMENT_ID}" type="application/json">${discovery}</script>`;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-boot-lang');
});

describe('earlyLanguage (the same choice the language service makes)', () => {
  const rows: [string, string | null, string][] = [
    ['?lang=en', 'bm', 'en'],
    ['', 'bm', 'bm'],
    ['', null, 'ta'],
    ['?lang=fr', null, 'ta'],
    ['', 'xx', 'ta'],
  ];
  for (const [search, stored, expected] of rows) {
    it(`with search "${search}" and stored ${stored}, starts in ${expected}`, () => {
      expect(earlyLanguage(search, stored, OPTIONS)).toBe(expected);
    });
  }
});

describe('routeForPath (the pages remotes.json declares)', () => {
  it('finds the remote that declares the page, the site root and patterns included', () => {
    expect(routeForPath('/home', REMOTES)).toEqual({ remote: 'mfe-games', guarded: true });
    expect(routeForPath('/', REMOTES)?.remote).toBe('mfe-games');
    expect(routeForPath('/leaderboard', REMOTES)).toEqual({ remote: 'mfe-boards', guarded: false });
    expect(routeForPath('/contest/42', REMOTES)?.remote).toBe('mfe-contests');
    expect(routeForPath('/no-such-page', REMOTES)).toBeUndefined();
    expect(routeForPath('/toString', REMOTES)).toBeUndefined();
    expect(routeForPath('/home', undefined)).toBeUndefined();
  });

  const rows: [string, string, boolean][] = [
    ['', '/', true],
    ['home', '/home', true],
    ['home', '/home/', true],
    ['home', '/homework', false],
    ['contest/:id', '/contest/815', true],
    ['contest/:id', '/contest', false],
    ['contest/:id', '/contest/815/x', false],
    ['solvallarcontest/:round/:level', '/solvallarcontest/round1/level2', true],
  ];
  for (const [route, path, matches] of rows) {
    it(`the page '${route}' ${matches ? 'is' : 'is not'} at ${path}`, () => expect(routeMatches(route, path)).toBe(matches));
  }
});

describe('firstFilesOf', () => {
  it("names the remote entry and ./register's first script and style beside the manifest", () => {
    const files = firstFilesOf(GAMES_MANIFEST, 'https://cdn.example/remotes/mfe-games/v1/mf-manifest.json');
    expect(files).toEqual({
      base: 'https://cdn.example/remotes/mfe-games/v1/',
      scripts: ['https://cdn.example/remotes/mfe-games/v1/remoteEntry.js', 'https://cdn.example/remotes/mfe-games/v1/register.1234abcd.js'],
      styles: ['https://cdn.example/remotes/mfe-games/v1/register.1234abcd.css'],
    });
  });
});

describe('lockedOut (the developer gate will show its lock screen)', () => {
  const guarded = { remote: 'mfe-games', guarded: true };
  const open = { remote: 'mfe-boards', guarded: false };
  const rows: [string, EarlyRoute, string | null, string | null, boolean][] = [
    ['a guarded page, gate on, not let in', guarded, '{"gateEnabled":true}', null, true],
    ['a guarded page, gate on, let in this session', guarded, '{"gateEnabled":true}', '1', false],
    ['a guarded page, gate off', guarded, '{"gateEnabled":false}', null, false],
    ['a guarded page, no config seen yet', guarded, null, null, false],
    ['a page the gate does not guard', open, '{"gateEnabled":true}', null, false],
    ['a guarded page, a damaged stored config', guarded, '{', null, false],
  ];
  for (const [name, route, config, verified, expected] of rows) {
    it(`${name}: ${expected ? 'locked' : 'open'}`, () => expect(lockedOut(route, config, verified)).toBe(expected));
  }
});

describe('startEarly', () => {
  it('keeps the storage keys the shell uses', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe(LANGUAGE_KEY);
    expect(STORED.config).toBe(CONFIG_KEY);
    expect(STORED.gateVerified).toBe(GATE_SESSION_KEY);
    expect(STORED.auth).toBe(AUTH_STORAGE_KEY);
  });

  it("asks for the config, remotes.json and the page remote's manifest, then preloads its first files and translations", async () => {
    openPage('/home');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const { fetch, asked } = fakeFetch({ '/wp-json/custom/v1/config': {}, '/remotes.json': REMOTES, '/remotes/mfe-games/v1/mf-manifest.json': GAMES_MANIFEST });
    window.fetch = fetch;
    const early = startEarly(window, OPTIONS);
    // as index.html does once the page is parsed (this one has no first screen)
    early.showFirstScreen();
    await settle();
    await nextFrame();
    expect(asked).toEqual(['/wp-json/custom/v1/config', '/remotes.json', '/remotes/mfe-games/v1/mf-manifest.json']);
    expect(preloads()).toEqual([
      'fetch /assets/i18n/en.json',
      'fetch /remotes/mfe-games/v1/assets/i18n/en.json',
      'script /remotes/mfe-games/v1/remoteEntry.js',
      'script /remotes/mfe-games/v1/register.1234abcd.js',
      'style /remotes/mfe-games/v1/register.1234abcd.css',
    ]);
    expect(document.documentElement.getAttribute('data-boot-lang')).toBe('en');
    // a page without the server's discovery learns its remote from remotes.json, as above
    expect(early).toMatchObject({ remote: undefined, language: 'en' });
  });

  it('hands each early response over once, so a retry asks the network again', async () => {
    openPage('/leaderboard');
    window.fetch = fakeFetch({ '/wp-json/custom/v1/config': { gateEnabled: false }, '/remotes.json': REMOTES }).fetch;
    const early = startEarly(window, OPTIONS);
    const first = early.take('/remotes.json');
    expect(first).toBeDefined();
    expect(await (await first!).json()).toEqual(REMOTES);
    expect(early.take('/remotes.json')).toBeUndefined();
    expect(early.take('/wp-json/custom/v1/config')).toBeDefined();
  });

  it('with the discovery our server writes into the page, needs no network answer to ask for the remote', async () => {
    openPage('/home', { discovery: JSON.stringify({ remotes: REMOTES, manifests: { 'mfe-games': GAMES_MANIFEST } }) });
    const { fetch, asked } = fakeFetch({});
    window.fetch = fetch;
    startEarly(window, OPTIONS).showFirstScreen();
    // translations at once, while the page is parsed; scripts and styles with the first frame
    expect(preloads()).toContain('fetch /remotes/mfe-games/v1/assets/i18n/ta.json');
    expect(preloads()).not.toContain('script /remotes/mfe-games/v1/remoteEntry.js');
    await settle();
    await nextFrame();
    expect(preloads()).toContain('script /remotes/mfe-games/v1/remoteEntry.js');
    expect(asked).toEqual(['/wp-json/custom/v1/config', '/remotes/mfe-games/v1/mf-manifest.json', '/remotes.json']);
  });

  it('follows remotes.json, not the page, when they disagree (a release between the two)', async () => {
    openPage('/home', { discovery: JSON.stringify({ remotes: REMOTES, manifests: { 'mfe-games': GAMES_MANIFEST } }) });
    const released = { remotes: { 'mfe-games': { ...REMOTES.remotes['mfe-games'], manifest: '/remotes/mfe-games/v2/mf-manifest.json' } } };
    const { fetch, asked } = fakeFetch({
      '/remotes.json': released,
      '/remotes/mfe-games/v2/mf-manifest.json': GAMES_MANIFEST,
      '/remotes/mfe-games/v1/mf-manifest.json': GAMES_MANIFEST,
    });
    window.fetch = fetch;
    startEarly(window, OPTIONS).showFirstScreen();
    await settle();
    await nextFrame();
    expect(asked).toContain('/remotes/mfe-games/v2/mf-manifest.json');
    expect(preloads()).toContain('script /remotes/mfe-games/v2/remoteEntry.js');
  });

  it('does not fetch a remote for a page the gate will lock, but still the config, remotes.json and translations', async () => {
    openPage('/home');
    localStorage.setItem(STORED.config, JSON.stringify({ gateEnabled: true }));
    const { fetch, asked } = fakeFetch({ '/wp-json/custom/v1/config': {}, '/remotes.json': REMOTES });
    window.fetch = fetch;
    const early = startEarly(window, OPTIONS);
    await settle();
    expect(early.remote).toBeUndefined();
    expect(asked).toEqual(['/wp-json/custom/v1/config', '/remotes.json']);
    expect(preloads()).toEqual(['fetch /assets/i18n/ta.json']);
  });

  it('survives an offline start: nothing rejects unhandled, the shell asks again later', async () => {
    openPage('/home');
    window.fetch = fakeFetch({}).fetch;
    const early = startEarly(window, OPTIONS);
    await settle();
    await expect(early.take('/remotes.json')).rejects.toThrow('offline');
  });
});

describe('showFirstScreen (the page as prerendered, in place of the skeleton)', () => {
  /** The body our server sends for a prerendered page (api/src/static/firstScreens.ts). */
  function serve(path: string) {
    // our server writes the live remotes.json into the page with its first screen
    openPage(path, { discovery: JSON.stringify({ remotes: REMOTES }) });
    document.body.innerHTML =
      '<div class="boot-frame"><main class="boot-main"><div class="page-skeleton" role="status"></div></main></div>' +
      ['ta', 'en', 'bm'].map((l) => `<template data-first-screen="${l}"><article><h1>heading ${l}</h1></article></template>`).join('');
    window.fetch = fakeFetch({}).fetch;
  }
  const shown = () => document.getElementById(FIRST_SCREEN_ID)?.textContent ?? null;

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("shows it in the reader's language where the skeleton was", () => {
    serve('/home');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'bm');
    startEarly(window, OPTIONS).showFirstScreen();
    expect(shown()).toBe('heading bm');
    expect(document.querySelector('.page-skeleton')).toBeNull();
    expect(document.querySelector(`.boot-main > #${FIRST_SCREEN_ID} > article`)).not.toBeNull();
  });

  it('shows it in Tamil to a reader who never chose a language', () => {
    serve('/leaderboard');
    startEarly(window, OPTIONS).showFirstScreen();
    expect(shown()).toBe('heading ta');
  });

  it('keeps the skeleton for a signed-in reader, whose page differs from the prerendered one', () => {
    serve('/home');
    localStorage.setItem(STORED.auth, JSON.stringify({ token: 't' }));
    startEarly(window, OPTIONS).showFirstScreen();
    expect(shown()).toBeNull();
    expect(document.querySelector('.page-skeleton')).not.toBeNull();
  });

  it('keeps the skeleton when the developer gate will show its lock screen instead of the page', () => {
    serve('/home');
    localStorage.setItem(STORED.config, JSON.stringify({ gateEnabled: true }));
    startEarly(window, OPTIONS).showFirstScreen();
    expect(shown()).toBeNull();
  });

  describe("the page's scripts, with the first screen's font still arriving", () => {
    let arrived: () => void;
    let load: jest.Mock;
    const settled = (early: { firstScreenSettled: Promise<void> }) => {
      let done = false;
      void early.firstScreenSettled.then(() => (done = true));
      return () => done;
    };
    beforeEach(() => {
      const font = new Promise<void>((resolve) => (arrived = resolve));
      load = jest.fn(() => font);
      Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    });
    afterEach(() => {
      delete (document as { fonts?: unknown }).fonts;
      jest.useRealTimers();
    });

    it('wait for it: the headings, shown at once, are drawn again when it comes, before 150 KB of scripts', async () => {
      serve('/home');
      const early = startEarly(window, OPTIONS);
      const done = settled(early);
      early.showFirstScreen();
      expect(shown()).toBe('heading ta');
      expect(load.mock.calls).toEqual(FIRST_SCREEN_FONTS.map((font) => [font, 'அ']));
      await settle();
      expect(done()).toBe(false);
      arrived();
      await settle();
      expect(done()).toBe(true);
    });

    it('wait no longer than a slow line allows', async () => {
      jest.useFakeTimers();
      serve('/home');
      const early = startEarly(window, OPTIONS);
      const done = settled(early);
      early.showFirstScreen();
      jest.advanceTimersByTime(FIRST_SCREEN_FONT_WAIT_MS);
      await Promise.resolve();
      expect(done()).toBe(true);
    });

    it('do not wait for it on a page without a first screen', async () => {
      serve('/home');
      localStorage.setItem(STORED.auth, JSON.stringify({ token: 't' }));
      const early = startEarly(window, OPTIONS);
      const done = settled(early);
      early.showFirstScreen();
      await settle();
      expect(load).not.toHaveBeenCalled();
      expect(done()).toBe(true);
    });
  });

  it('does nothing on a page the server sent without a first screen', () => {
    openPage('/home');
    document.body.innerHTML = '<div class="boot-frame"><main class="boot-main"><div class="page-skeleton" role="status"></div></main></div>';
    window.fetch = fakeFetch({}).fetch;
    startEarly(window, OPTIONS).showFirstScreen();
    expect(document.querySelector('.page-skeleton')).not.toBeNull();
  });
});
