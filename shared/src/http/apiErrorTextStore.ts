import type { Language } from '../i18n/language';

/** The `codes` of one language's apiErrorTexts/<language>.json: api code → words (`{{level}}` filled in later). */
export type ApiErrorCodeTexts = Readonly<Record<string, string>>;

// Part of the contract (one copy per page, ADR 0036): what the shell's http client loads here
// before it rejects a call is what every remote's pages read.
const loaded = new Map<Language, ApiErrorCodeTexts>();
const loading = new Map<Language, Promise<void>>();

/**
 * Loads the words for the api's error codes in `language`, once; their own file, so no page's
 * first download carries them. Never rejects: when the file cannot be fetched (offline), failures
 * are worded by kind (apiErrorKindTexts.ts) and the next call tries again.
 */
export function loadApiErrorTexts(language: Language): Promise<void> {
  if (loaded.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = import(/* webpackChunkName: "api-errors-[request]" */ `./apiErrorTexts/${language}.json`)
      .then((module: { default?: { codes: ApiErrorCodeTexts }; codes?: ApiErrorCodeTexts }) => {
        const codes = module.default?.codes ?? module.codes;
        if (codes) loaded.set(language, codes);
      })
      .catch(() => undefined)
      .finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** The words for the api's error codes in `language`, once loaded. */
export function apiErrorCodeTexts(language: Language): ApiErrorCodeTexts | undefined {
  return loaded.get(language);
}
