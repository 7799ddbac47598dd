import type { Language } from '../i18n/language';
import bm from './apiErrorTexts/bm.json';
import en from './apiErrorTexts/en.json';
import ta from './apiErrorTexts/ta.json';
import { API_ERROR_KIND_TEXTS, type ApiErrorKind } from './apiErrorKindTexts';

/**
 * What to tell a user about a failed api call, in every language of the product. The api's
 * `message` is English only, so the browser shows these instead, chosen by the error's `code`;
 * `apiErrorCodes.test.ts` reads the api's source and fails when it sends a code missing here.
 * English keeps the api's own wording where it has one. `{{level}}` is filled in from the error.
 *
 * The codes' texts are i18next JSON, one file per language (apiErrorTexts/<language>.json, the
 * `apiErrors` namespace), which the browser loads only when a call fails or a page that words
 * failures opens (apiErrorTextStore.ts, ADR 0036): no page's first download carries them. This
 * module puts every language together for tests and tooling; the apps never import it.
 */
export type ApiErrorCode = keyof typeof en.codes;
export type { ApiErrorKind };
export interface ApiErrorMessages {
  codes: Record<ApiErrorCode, string>;
  kinds: Record<ApiErrorKind, string>;
}

// typed here, so a file that lacks a code English has fails the compiler
const codes: Record<Language, Record<ApiErrorCode, string>> = { ta: ta.codes, en: en.codes, bm: bm.codes };

export const API_ERROR_MESSAGES: Readonly<Record<Language, ApiErrorMessages>> = {
  ta: { codes: codes.ta, kinds: API_ERROR_KIND_TEXTS.ta },
  en: { codes: codes.en, kinds: API_ERROR_KIND_TEXTS.en },
  bm: { codes: codes.bm, kinds: API_ERROR_KIND_TEXTS.bm },
};

/** Every code the api sends that has words of its own, in one list (for tests and tooling). */
export const API_ERROR_CODES = Object.keys(en.codes) as ApiErrorCode[];

export function isApiErrorCode(code: string): code is ApiErrorCode {
  return Object.prototype.hasOwnProperty.call(en.codes, code);
}
