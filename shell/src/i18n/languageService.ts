import i18next, { type i18n as I18n } from 'i18next';
import { BehaviorSubject } from 'rxjs';
import { languageTag, loadNamespace, resolveLanguage, type Language } from '@app/shared';

export const STORAGE_KEY = 'shell.language';

/**
 * docs/requirements.md §1/§4: "Languages: en, ta, bm. Default is ta. Any other value falls back to ta with a
 * warning." A `?lang=` in the URL wins over the stored choice; the choice persists.
 */
export function initialLanguage(search: string, storage: Pick<Storage, 'getItem'>, warn: (m: string) => void): Language {
  const fromUrl = new URLSearchParams(search).get('lang');
  const { language, warning } = resolveLanguage(fromUrl ?? storage.getItem(STORAGE_KEY) ?? undefined);
  if (warning) warn(warning);
  return language;
}

export interface LanguageService {
  i18n: I18n;
  language$: BehaviorSubject<Language>;
  setLanguage(language: Language): Promise<void>;
}

export async function createLanguageService(baseUrl: string): Promise<LanguageService> {
  const start = initialLanguage(window.location.search, localStorage, (m) => console.warn(m));
  // A supported ?lang= is a choice like any other: it persists (an unsupported one does not).
  if (new URLSearchParams(window.location.search).get('lang') === start) localStorage.setItem(STORAGE_KEY, start);
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: start,
    fallbackLng: false,
    ns: ['shell'],
    defaultNS: 'shell',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    // Remotes add their own namespace for a new language after the switch (shared's
    // loadNamespace); re-render on 'added' too, or their pages keep showing raw keys.
    react: { bindI18n: 'languageChanged', bindI18nStore: 'added' },
  });
  await loadNamespace(i18n, 'shell', baseUrl, start);
  const language$ = new BehaviorSubject<Language>(start);
  document.documentElement.lang = languageTag(start);

  async function setLanguage(requested: Language) {
    const { language, warning } = resolveLanguage(requested);
    if (warning) console.warn(warning);
    await loadNamespace(i18n, 'shell', baseUrl, language);
    await i18n.changeLanguage(language);
    localStorage.setItem(STORAGE_KEY, language);
    document.documentElement.lang = languageTag(language);
    language$.next(language);
  }
  return { i18n, language$, setLanguage };
}
