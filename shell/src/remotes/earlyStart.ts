/**
 * Runs inline in index.html, before any bundle has arrived (the build compiles this file and
 * writes it into the page). On a cheap phone the shell's scripts take a second or more to
 * download; meanwhile this asks for everything the page's first screen needs: the runtime
 * config, the shell's and the remote's translations, `remotes.json`, the current route's remote
 * manifest, its `remoteEntry.js`, first chunk and CSS. Nothing here knows a remote's version or
 * its pages: it reads them from `remotes.json` at run time, like the shell does (ADR 0008, 0027).
 *
 * It must not import anything: it runs on its own, as plain script, in any browser the app
 * supports; a failure here only means the shell fetches things itself later.
 */

export interface EarlyRoute {
  remote: string;
  /** behind the developer gate */
  guarded: boolean;
}

export interface EarlyStartOptions {
  languages: readonly string[];
  defaultLanguage: string;
  /** where the shell keeps the chosen language (localStorage) */
  languageKey: string;
}

/** What the shell's code picks up later: each early response, handed over once. */
export interface EarlyStart {
  take(url: string): Promise<Response> | undefined;
  /**
   * Puts the page's prerendered first screen, in the reader's language, where the skeleton is
   * (index.html calls it once the server's <template>s are parsed): only when this visit will
   * show that page as prerendered, i.e. to a visitor not signed in, with the page's remote open.
   */
  showFirstScreen(): void;
  /** Resolves when the page's scripts may be asked for: at once without a first screen. */
  firstScreenSettled: Promise<void>;
  remote: string | undefined;
  language: string;
}

export interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}
export interface RemoteManifest {
  metaData?: { publicPath?: string; globalName?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: ManifestAssets }[];
}

/**
 * What the server may write into the page (`<script id="shell-discovery">`): the live
 * remotes.json and, for each remote it serves itself, the part of its manifest that names its
 * first files, so the page can ask for a remote's files while it is still being parsed. A page
 * served by the service worker or a plain CDN has `null` there and finds them a step later.
 */
/** remotes.json, as far as this script reads it: each remote's manifest and declared pages. */
export interface RemotesJson {
  remotes?: Record<string, { manifest?: string; routes?: { pages?: { route?: string; guarded?: boolean }[] } }>;
}

export interface InlineDiscovery {
  remotes: RemotesJson;
  manifests?: Record<string, RemoteManifest>;
}
export const DISCOVERY_ELEMENT_ID = 'shell-discovery';

export const CONFIG_URL = '/wp-json/custom/v1/config';
/** the shell's language service keeps the choice under this key (a test holds the two equal) */
export const LANGUAGE_STORAGE_KEY = 'shell.language';
export const REMOTES_URL = '/remotes.json';

/** The language the shell will start in: `?lang=`, else the stored choice, else the default. */
export function earlyLanguage(search: string, stored: string | null, o: Pick<EarlyStartOptions, 'languages' | 'defaultLanguage'>) {
  const fromUrl = new URLSearchParams(search).get('lang');
  const wanted = fromUrl ?? stored;
  return wanted && o.languages.indexOf(wanted) >= 0 ? wanted : o.defaultLanguage;
}

/** Whether a react-router pattern without its leading slash ('contest/:id') matches a path. */
export function routeMatches(route: string, pathname: string): boolean {
  const want = route.split('/');
  const got = pathname.replace(/^\/+|\/+$/g, '').split('/');
  if (want.length !== got.length) return false;
  for (let i = 0; i < want.length; i++) {
    const part = want[i] as string;
    if (part.charAt(0) === ':' ? !got[i] : part !== got[i]) return false;
  }
  return true;
}

/** The remote that declares a page at this path in remotes.json, and whether the gate guards it. */
export function routeForPath(pathname: string, remotes: RemotesJson | undefined): EarlyRoute | undefined {
  for (const name of Object.keys(remotes?.remotes ?? {})) {
    const pages = remotes?.remotes?.[name]?.routes?.pages ?? [];
    for (let i = 0; i < pages.length; i++) {
      const page = pages[i];
      if (page && typeof page.route === 'string' && routeMatches(page.route, pathname)) return { remote: name, guarded: page.guarded === true };
    }
  }
  return undefined;
}

/** Where a remote's build sits and its `remoteEntry.js`, as absolute URLs, from its mf-manifest.json. */
export function remoteEntryOf(manifest: RemoteManifest, manifestUrl: string): { base: string; entry: string | undefined } {
  const publicPath = manifest.metaData?.publicPath;
  // 'auto': the build sits beside its manifest, wherever that is
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : './', manifestUrl).href;
  const entry = manifest.metaData?.remoteEntry;
  return { base, entry: entry?.name ? new URL((entry.path ? `${entry.path}/` : '') + entry.name, base).href : undefined };
}

/** The files a remote's `./register` needs first, as absolute URLs, from its mf-manifest.json. */
export function firstFilesOf(manifest: RemoteManifest, manifestUrl: string): { base: string; scripts: string[]; styles: string[] } {
  const { base, entry } = remoteEntryOf(manifest, manifestUrl);
  const scripts = entry ? [entry] : [];
  const register = (manifest.exposes ?? []).find((e) => e.path === './register');
  for (const file of register?.assets?.js?.sync ?? []) scripts.push(new URL(file, base).href);
  const styles = (register?.assets?.css?.sync ?? []).map((file) => new URL(file, base).href);
  return { base, scripts, styles };
}

/**
 * True when the developer gate will show its lock screen instead of this page: the last config
 * this browser saw had the gate on and this session has not been let in. Then the page's remote
 * is not worth the bandwidth yet. Never seen a config: assume open (a first visit is the one a
 * slow network hurts most; if the gate is on, the remote is ready the moment it opens).
 */
export function lockedOut(route: EarlyRoute, storedConfig: string | null, verified: string | null): boolean {
  if (!route.guarded || verified === '1' || storedConfig === null) return false;
  try {
    return (JSON.parse(storedConfig) as { gateEnabled?: unknown }).gateEnabled === true;
  } catch {
    return false;
  }
}

/** Keys the shell keeps in storage; tests hold them equal to the shell's own. */
export const STORED = { config: 'shell.runtimeConfig', gateVerified: 'shell.gate.verified', auth: 'shell.authState' } as const;
/** The element a shown first screen sits in; the shell takes it over (firstScreenHandoff.ts). */
export const FIRST_SCREEN_ID = 'first-screen';
/** The faces a first screen's text is drawn in (index.html's @font-face rules). */
export const FIRST_SCREEN_FONTS = ['400 1em "Noto Sans Tamil"', '700 1em "Noto Sans Tamil"'];
/** A slow line: the scripts wait no longer than this for the first screen's font. */
export const FIRST_SCREEN_FONT_WAIT_MS = 1500;

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null; // storage blocked: treat as never stored
  }
}

function readDiscovery(doc: Document): InlineDiscovery | undefined {
  try {
    const parsed = JSON.parse(doc.getElementById(DISCOVERY_ELEMENT_ID)?.textContent || 'null') as InlineDiscovery | null;
    return parsed && typeof parsed === 'object' && parsed.remotes ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function startEarly(win: Window, options: EarlyStartOptions): EarlyStart {
  const doc = win.document;
  const pending: Record<string, Promise<Response>> = {};
  const absolute = (url: string) => new URL(url, win.location.href).href;

  const early = (url: string, init?: RequestInit) => {
    const response = win.fetch(absolute(url), init);
    pending[absolute(url)] = response;
    // whoever takes it handles a failure; unclaimed, it must not become an unhandled rejection
    response.catch(() => undefined);
    return response;
  };
  const hint = (href: string, as: string, crossOrigin: boolean) => {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    if (crossOrigin) link.crossOrigin = 'anonymous';
    doc.head.appendChild(link);
  };
  // Scripts and styles are asked for as the first frame is painted, with the shell's own (see
  // index.html): asked for while the page is parsed, they compete with it for the first paint;
  // with a first screen, once its font is there too (showFirstScreen).
  // Translations and discovery are plain fetches and go at once.
  let settle: () => void = () => undefined;
  const firstScreenSettled = new Promise<void>((resolve) => (settle = resolve));
  // never later than this, whatever happens to the first screen or its font
  win.setTimeout(() => settle(), FIRST_SCREEN_FONT_WAIT_MS);
  // a frame's callbacks run before it is painted: the timer runs once that paint is done
  const onFirstFrame = (fn: () => void) =>
    void firstScreenSettled.then(() => (typeof win.requestAnimationFrame === 'function' ? win.requestAnimationFrame(() => win.setTimeout(fn, 0)) : fn()));

  const language = earlyLanguage(
    win.location.search,
    read(() => win.localStorage, options.languageKey),
    options,
  );
  // the static first frame shows its text in this language (see index.html)
  doc.documentElement.setAttribute('data-boot-lang', language);
  doc.documentElement.lang = language === 'bm' ? 'ms' : language;
  // the page's remote, from the pages remotes.json declares, unless the gate will lock the page
  const remoteFor = (remotes: RemotesJson | undefined) => {
    const route = routeForPath(win.location.pathname, remotes);
    return route &&
      !lockedOut(
        route,
        read(() => win.localStorage, STORED.config),
        read(() => win.sessionStorage, STORED.gateVerified),
      )
      ? route.remote
      : undefined;
  };
  // A page from our server carries the live remotes.json: the remote is known while the page is
  // parsed. A page from the service worker or a plain CDN finds it once remotes.json arrives.
  const inline = readDiscovery(doc);
  const remote = remoteFor(inline?.remotes);

  early(CONFIG_URL, { cache: 'no-cache' });
  // translations are read with a plain fetch(); a matching preload is handed to it
  hint(absolute(`/assets/i18n/${language}.json`), 'fetch', true);

  const hintFirstFiles = (manifest: RemoteManifest, manifestUrl: string) => {
    const { base, scripts, styles } = firstFilesOf(manifest, manifestUrl);
    hint(new URL(`assets/i18n/${language}.json`, base).href, 'fetch', true);
    onFirstFrame(() => {
      // the federation runtime and webpack add these tags without a crossorigin attribute
      for (const src of scripts) hint(src, 'script', false);
      for (const href of styles) hint(href, 'style', false);
    });
  };
  const manifestOf = (remotes: RemotesJson | undefined, name: string | undefined) =>
    name && remotes?.remotes?.[name]?.manifest ? absolute(remotes.remotes[name].manifest as string) : undefined;
  // the shell reads the manifest itself to find remoteEntry.js: have it ready (federationAdapter.ts)
  const fetchManifest = (manifestUrl: string) =>
    early(manifestUrl)
      .then((r) => r.clone().json() as Promise<RemoteManifest>)
      .then((json) => hintFirstFiles(json, manifestUrl));

  // A page from our server names the live versions: ask for the remote's files while the page
  // is parsed. It is only a head start, never the truth: the shell reads remotes.json (below)
  // and loads whatever that names, so a page and a release crossing paths cost only bytes.
  const guessed = manifestOf(inline?.remotes, remote);
  const inlined = remote ? inline?.manifests?.[remote] : undefined;
  if (guessed && inlined) {
    hintFirstFiles(inlined, guessed);
    early(guessed).catch(() => undefined);
  }
  // the shell builds its route table from it before its first render
  early(REMOTES_URL, { cache: 'no-cache' })
    .then((response) => response.clone().json() as Promise<RemotesJson>)
    .then((remotes) => {
      const manifestUrl = manifestOf(remotes, remoteFor(remotes));
      if (manifestUrl && !(manifestUrl === guessed && inlined)) return fetchManifest(manifestUrl);
      return undefined;
    })
    .catch(() => undefined);

  return {
    remote,
    language,
    firstScreenSettled,
    showFirstScreen() {
      const template = doc.querySelector(`template[data-first-screen="${language}"]`) as HTMLTemplateElement | null;
      const skeleton = doc.querySelector('.page-skeleton');
      if (!remote || read(() => win.localStorage, STORED.auth) !== null || !template || !skeleton?.parentNode) return settle();
      const screen = doc.createElement('div');
      screen.id = FIRST_SCREEN_ID;
      screen.appendChild(template.content.cloneNode(true));
      skeleton.parentNode.replaceChild(screen, skeleton);
      // The scripts wait for the page's font (both weights are preloaded, 30 KB): its headings,
      // drawn at once in a fallback face, are drawn again when it arrives, and that second paint
      // should not wait behind 150 KB of scripts on a slow line.
      const fonts = doc.fonts as FontFaceSet | undefined;
      if (!fonts || typeof fonts.load !== 'function') return settle();
      Promise.all(FIRST_SCREEN_FONTS.map((font) => fonts.load(font, 'அ'))).then(settle, settle);
    },
    take(url) {
      const key = absolute(url);
      const response = pending[key];
      delete pending[key];
      return response;
    },
  };
}
