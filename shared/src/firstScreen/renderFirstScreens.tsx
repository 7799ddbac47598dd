import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { BehaviorSubject } from 'rxjs';
import type { HttpClient } from '../http/createHttpClient';
import { LANGUAGES, type Language } from '../i18n/language';
import { PLATFORM_CONTRACT_VERSION, type Platform, type RuntimeConfig } from '@app/shared/contract';
import { PlatformProvider } from '@app/shared/contract';

/**
 * What a remote's build writes beside its manifest (`first-screens.json`): for each page path it
 * prerenders, the page as a visitor who has not signed in sees it before any answer from the api
 * arrives, in every language, and the CSS those elements need. Our server writes the live
 * release's first screen into the page it sends (api/src/static/firstScreens.ts), so a phone
 * shows the page's own headings at its first paint instead of after the scripts (ADR 0008).
 */
export interface FirstScreensFile {
  version: 1;
  /** the styles of every element drawn, class names unique to this file */
  css: string;
  pages: Record<string, Record<Language, string>>;
}

export interface FirstScreenOptions {
  /** the remote's i18next namespace */
  namespace: string;
  /** its strings, per language (its public/assets/i18n files) */
  translations: Record<Language, Record<string, unknown>>;
  /** page path → the page's element, as the remote's routes render it */
  pages: Record<string, () => ReactElement>;
}

/** An api call that never answers: a first screen is the page before any data. */
const pending = () => new Promise<never>(() => undefined);
const silentHttp: HttpClient = { defaults: { baseURL: '' }, get: pending, delete: pending, post: pending, put: pending, patch: pending };
const nothing = () => undefined;

/** The Platform of a visitor who has not signed in, with nothing loaded yet; it never calls out. */
export function visitorPlatform(language: Language, namespace: string, strings: Record<string, unknown>): Platform {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: false,
    ns: [namespace],
    defaultNS: namespace,
    resources: { [language]: { [namespace]: strings } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const config: RuntimeConfig = { gateEnabled: false, company: { name: '', registrationNumber: '' }, paymentsMode: 'test', contestOverrideAllowed: false };
  return {
    contractVersion: PLATFORM_CONTRACT_VERSION,
    config,
    http: silentHttp,
    auth$: new BehaviorSubject({ status: 'unauthenticated' } as const),
    subscription$: new BehaviorSubject(undefined),
    language$: new BehaviorSubject(language),
    preferences$: new BehaviorSubject({ fontFamily: 'noto-sans-tamil', fontSize: 16 } as const),
    i18n,
    navigate: nothing,
    toast: nothing,
    setLanguage: nothing,
    setPreferences: nothing,
    signIn: nothing,
    signOut: async () => undefined,
    updateUser: nothing,
    refreshSubscription: nothing,
    submitScore: pending,
  };
}

async function renderToText(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  // React's comments mark text and Suspense edges for hydration; nothing hydrates a first screen.
  // Test ids name the live page's elements only: while both are in the page, one matches.
  return html.replace(/<!--[^]*?-->/g, '').replace(/ data-testid="[^"]*"/g, '');
}

/**
 * Renders each page for each language with the remote's real components, as its parcel would
 * (Platform, i18next, router), waiting for lazy code. Effects never run, so no data is asked for.
 */
export async function renderFirstScreens(options: FirstScreenOptions): Promise<FirstScreensFile['pages']> {
  const pages: FirstScreensFile['pages'] = {};
  for (const [path, page] of Object.entries(options.pages)) {
    const byLanguage = {} as Record<Language, string>;
    for (const language of LANGUAGES) {
      const platform = visitorPlatform(language, options.namespace, options.translations[language]);
      byLanguage[language] = await renderToText(
        <PlatformProvider platform={platform}>
          <I18nextProvider i18n={platform.i18n} defaultNS={options.namespace}>
            <MemoryRouter initialEntries={[path]}>{page()}</MemoryRouter>
          </I18nextProvider>
        </PlatformProvider>,
      );
    }
    pages[path] = byLanguage;
  }
  return pages;
}
