import { parseLevelCompletedReason } from '../contest/guardReasons';
import type { Language } from '../i18n/language';
import { isApiError } from '@app/shared/contract';
import { API_ERROR_KIND_TEXTS, type ApiErrorKind } from './apiErrorKindTexts';
import { apiErrorCodeTexts, loadApiErrorTexts } from '@app/shared/contract';

/** A failed call in one shape (the shell's client rejects with ApiError; anything else was not an api call). */
export interface ApiFailure {
  /** the api's `code`, or the client's own (`network_error`, `timeout`, `http_error`) */
  code: string | undefined;
  status: number | undefined;
  /** the request never got an answer */
  network: boolean;
  /** the api's English `message`: for logs and tests, never for the screen */
  message: string | undefined;
}

export function apiFailure(error: unknown): ApiFailure {
  if (isApiError(error)) {
    return { code: error.code, status: error.status, network: error.network, message: error.message };
  }
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return { code: undefined, status: undefined, network: false, message: typeof message === 'string' ? message : undefined };
}

/** The api's `code` of a failed call, when it sent one. */
export function apiErrorCode(error: unknown): string | undefined {
  const failure = apiFailure(error);
  return failure.network ? undefined : failure.code;
}

/** The HTTP status of a failed call; undefined when there was no answer or it was not a call. */
export function apiErrorStatus(error: unknown): number | undefined {
  return apiFailure(error).status;
}

/** What went wrong, when the code has no words of its own: by connection, then by HTTP status. */
export function apiErrorKind(failure: ApiFailure, online: boolean): ApiErrorKind {
  if (failure.network) {
    if (failure.code === 'timeout') return 'timeout';
    return online ? 'network' : 'offline';
  }
  const status = failure.status;
  if (status === undefined) return 'unexpected';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rateLimited';
  if (status >= 400 && status < 500) return 'clientError';
  if (status >= 500) return 'serverError';
  return 'unexpected';
}

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/**
 * What to tell the user about a failed call, in their language: the words for the api's `code`,
 * else a line by kind (offline, no answer, timeout, 4xx, 5xx). Never the api's English `message`.
 */
export function apiErrorText(error: unknown, language: Language, { online = browserOnline() }: { online?: boolean } = {}): string {
  const byKind = () => API_ERROR_KIND_TEXTS[language][apiErrorKind(apiFailure(error), online)];
  return apiErrorCodeText(error, language) ?? byKind();
}

/**
 * The words for the api's `code` in the reader's language, or null when the answer had no code
 * with words of its own: for a rule that says "the server's message, else <its own line>".
 * The words are loaded when first needed (apiErrorTextStore.ts): the shell's http client loads
 * them before a failed call rejects, and useApiErrorText when a page that words failures opens.
 * Asked before they are here, it answers null (the caller words it by kind) and loads them.
 */
export function apiErrorCodeText(error: unknown, language: Language): string | null {
  const failure = apiFailure(error);
  if (failure.network || !failure.code) return null;
  const texts = apiErrorCodeTexts(language);
  if (!texts) void loadApiErrorTexts(language);
  const text = texts && Object.prototype.hasOwnProperty.call(texts, failure.code) ? texts[failure.code] : undefined;
  return text === undefined ? null : fill(text, paramsOf(failure));
}

/** Values the texts may name, read from the error. */
function paramsOf(failure: ApiFailure): Record<string, string> {
  const level = failure.message ? parseLevelCompletedReason(failure.message) : null;
  return level === null ? {} : { level: String(level) };
}

/** `{{name}}` → value; null when a value is missing (then the caller says it more generally). */
function fill(text: string, params: Record<string, string>): string | null {
  let missing = false;
  const filled = text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? null : filled;
}
