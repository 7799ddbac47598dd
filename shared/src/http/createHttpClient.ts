import type { Language } from '../i18n/language';
import { ApiError } from './apiError';
import { loadApiErrorTexts } from './apiErrorTextStore';

/** A query value; `undefined` and `null` leave the key out, as axios did. */
export type HttpParamValue = string | number | boolean | null | undefined;

export interface HttpRequestOptions {
  /** added to the url's query (after any query the url already has) */
  params?: Readonly<Record<string, HttpParamValue>>;
  headers?: Readonly<Record<string, string>>;
  /** the caller's cancellation: an aborted request rejects and its answer is dropped */
  signal?: AbortSignal;
  /** `blob` for a download (the live board's CSV); otherwise the answer is read as JSON, or text when it is not JSON */
  responseType?: 'json' | 'blob';
}

/** The body only: no caller read anything else of axios's response. */
export interface HttpResponse<T> {
  data: T;
}

/**
 * Our api's client, as every remote gets it on `Platform.http` (docs/architecture.md "Shell ↔
 * remote contract"). It is the subset of axios's instance the apps called while the Platform
 * handed them axios (contract 1.0), with the same call shapes, so a remote built against 1.0 runs
 * against it unchanged: `const { data } = await http.get<T>(url, { params, signal })`.
 * A failed call rejects with `ApiError`.
 */
export interface HttpClient {
  readonly defaults: { readonly baseURL: string };
  get<T = unknown>(url: string, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  /** `data` is the body, as axios took it for DELETE */
  delete<T = unknown>(url: string, options?: HttpRequestOptions & { data?: unknown }): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
}

/** The part of a fetch Response the client reads (tests answer with a plain object of this shape). */
export interface FetchResponseLike {
  status: number;
  text(): Promise<string>;
  blob(): Promise<Blob>;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<FetchResponseLike>;

export interface HttpClientOptions {
  baseURL: string;
  getToken: () => string | undefined;
  timeoutMs?: number;
  /** the browser's fetch unless given (tests give a fake api) */
  fetch?: FetchLike;
  /**
   * The reader's language: before a call the api refused rejects, the words for the api's error
   * codes in it are loaded (apiErrorTextStore.ts), so whoever catches the error can word it.
   */
  errorLanguage?: () => Language;
}

// axios's encoding of a query value, kept so the api sees the same query strings as before
const encode = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

function urlOf(baseURL: string, url: string, params: HttpRequestOptions['params']): string {
  let full = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url) ? url : `${baseURL.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = Object.entries(params ?? {})
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null)
    .map(([key, value]) => `${encode(key)}=${encode(String(value))}`)
    .join('&');
  if (!query) return full;
  const hash = full.indexOf('#');
  if (hash !== -1) full = full.slice(0, hash);
  return `${full}${full.includes('?') ? '&' : '?'}${query}`;
}

/** JSON when it parses (whatever the content type, as axios did), else the text; '' for no body. */
function parsed(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

/**
 * The one client the shell builds and hands to every remote through the Platform: the bearer
 * token of whoever is signed in now, a timeout, and every failure as an `ApiError`:
 * no answer → `network_error` (or `timeout`), network = true; a 4xx/5xx → the body's `code`
 * (`http_error` when it has none), its `message`, the status and the body's other fields.
 * A request the caller aborts rejects too (an `ApiError` with network = true and message
 * `canceled`, as before); callers drop it by their own signal (`useLoadData`).
 */
export function createHttpClient({ baseURL, getToken, timeoutMs = 15_000, fetch: fetchImpl, errorLanguage }: HttpClientOptions): HttpClient {
  async function request<T>(method: string, url: string, body: unknown, options: HttpRequestOptions = {}): Promise<HttpResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...options.headers };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    // one controller for both reasons to stop, so the timeout needs no AbortSignal.any (old phones lack it)
    const controller = new AbortController();
    const caller = options.signal;
    const stop = () => controller.abort();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    if (caller?.aborted) controller.abort();
    else caller?.addEventListener('abort', stop, { once: true });

    try {
      const send = fetchImpl ?? ((u: string, init: RequestInit) => fetch(u, init));
      const response = await send(urlOf(baseURL, url, options.params), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      const ok = response.status >= 200 && response.status < 300;
      if (ok && options.responseType === 'blob') return { data: (await response.blob()) as T };
      const data = parsed(await response.text());
      if (ok) return { data: data as T };
      const fields = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
      const message = typeof fields.message === 'string' ? fields.message : `Request failed with status code ${response.status}`;
      const code = typeof fields.code === 'string' ? fields.code : 'http_error';
      const language = errorLanguage?.();
      if (language) await loadApiErrorTexts(language);
      throw new ApiError(message, code, response.status, false, fields);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut || isTimeout(error)) throw new ApiError(`timeout of ${timeoutMs}ms exceeded`, 'timeout', undefined, true);
      throw new ApiError(caller?.aborted ? 'canceled' : 'Network Error', 'network_error', undefined, true);
    } finally {
      clearTimeout(timer);
      caller?.removeEventListener('abort', stop);
    }
  }

  return {
    defaults: { baseURL },
    get: (url, options) => request('GET', url, undefined, options),
    delete: (url, options) => request('DELETE', url, options?.data, options),
    post: (url, data, options) => request('POST', url, data, options),
    put: (url, data, options) => request('PUT', url, data, options),
    patch: (url, data, options) => request('PATCH', url, data, options),
  };
}
