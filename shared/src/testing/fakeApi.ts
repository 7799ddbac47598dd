import { createHttpClient, loadApiErrorTexts, type FetchResponseLike, type HttpClient } from '@app/shared/contract';
import { LANGUAGES } from '../i18n/language';

/** One request the page made, as the fake api saw it. */
export interface FakeRequest {
  method: string;
  /** the path without the query: `/wp-json/custom/v1/leaderboard` */
  path: string;
  /** the query string, `params` included */
  query: Record<string, string>;
  /** the `:name` parts of the route that answered */
  params: Record<string, string>;
  /** the JSON body, parsed */
  body: unknown;
  headers: Record<string, string>;
}

/** An answer other than "200 with this data": a status, an api error, or no answer at all. */
export class FakeAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly failure?: 'network' | 'timeout',
  ) {}
}

/** Any status with a body: `answer(201, { id: 1 })`. */
export const answer = (status: number, body?: unknown) => new FakeAnswer(status, body);
/** The api's error shape: `apiError(404, 'invalid_coupon', 'Invalid coupon code.')`. */
export const apiError = (status: number, code: string, message = code, extra: Record<string, unknown> = {}) =>
  new FakeAnswer(status, { code, message, ...extra });
/** The request never reaches the server (offline, DNS, a dropped connection). */
export const networkDown = () => new FakeAnswer(0, undefined, 'network');
/** The server does not answer in time. */
export const timedOut = () => new FakeAnswer(0, undefined, 'timeout');

/** A route's answer: data (200), a FakeAnswer, or a function of the request returning either. */
export type FakeRoute = ((request: FakeRequest) => unknown) | FakeAnswer | object | string | number | boolean | null;

/**
 * Routes are `METHOD /path`; a `:name` part matches one path segment (`request.params.name`),
 * a trailing `*` matches any rest of the path. The query never takes part in matching. An exact
 * path wins over a pattern, so `GET /topics/:key` can answer every key but the ones listed.
 */
export type FakeRoutes = Record<string, FakeRoute>;

export interface FakeApi {
  /** the shell's real client (errors become ApiError exactly as in the app), answered by the routes */
  http: HttpClient;
  /** every request, in order */
  calls: FakeRequest[];
  /** the requests a route pattern matches: `api.callsTo('POST /wp-json/wc/v3/orders')` */
  callsTo(route: string): FakeRequest[];
  /** add a route, or replace one: the latest wins */
  on(route: string, answer: FakeRoute): FakeApi;
  /** requests no route answered (they got a 404); the test fails unless `allowUnhandled` */
  unhandled: FakeRequest[];
}

interface CompiledRoute {
  method: string;
  pattern: RegExp;
  names: string[];
  /** no `:name` and no `*`: wins over a pattern that also matches */
  exact: boolean;
  answer: FakeRoute;
}

function compile(route: string, answer: FakeRoute): CompiledRoute {
  const [method, path] = route.trim().split(/\s+/, 2);
  if (!method || !path) throw new Error(`fakeApi: a route is "METHOD /path", not "${route}"`);
  const names: string[] = [];
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const source = escaped
    .replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    })
    .replace(/\*$/, '.*');
  const exact = names.length === 0 && !path.endsWith('*');
  return { method: method.toUpperCase(), pattern: new RegExp(`^${source}$`), names, exact, answer };
}

function match(route: CompiledRoute, method: string, path: string): Record<string, string> | null {
  if (route.method !== method) return null;
  const m = route.pattern.exec(path);
  if (!m) return null;
  return Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(m[i + 1] ?? '')]));
}

function requestOf(url: string, init: RequestInit): Omit<FakeRequest, 'params'> {
  const parsedUrl = new URL(url);
  let body: unknown = init.body;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      // not JSON: keep the text
    }
  }
  const sent = Object.entries((init.headers ?? {}) as Record<string, string>);
  const headers = Object.fromEntries(sent.map(([k, v]) => [k.toLowerCase(), String(v)]));
  return { method: (init.method ?? 'GET').toUpperCase(), path: parsedUrl.pathname, query: Object.fromEntries(parsedUrl.searchParams), body, headers };
}

/** What fetch rejects with: a dropped connection, or a request whose signal was aborted. */
const networkFailure = () => new TypeError('Failed to fetch');
const aborted = () => Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
const timeoutFailure = () => Object.assign(new Error('The operation timed out.'), { name: 'TimeoutError' });

/** An answer as fetch gives it: JSON for data, the text itself for a string (the CSV export). */
function responseOf(status: number, body: unknown): FetchResponseLike {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain' : 'application/json';
  return { status, text: async () => text, blob: async () => new Blob([text], { type }) };
}

const checked: { api: FakeApi; allowUnhandled: boolean; broken: string[] }[] = [];

// Every fake made during a test is checked after it: a request no route answered fails the test,
// even when the page swallowed the 404 it got. (Outside jest, e.g. a dev entry, there is no check.)
if (typeof afterEach === 'function') {
  afterEach(() => {
    const unanswered = checked.filter((c) => !c.allowUnhandled).flatMap((c) => c.api.unhandled.map((r) => `${r.method} ${r.path}`));
    const broken = checked.flatMap((c) => c.broken);
    checked.length = 0;
    if (broken.length > 0) throw new Error(`fakeApi: a route threw instead of answering: ${broken.join('; ')}`);
    if (unanswered.length > 0) {
      const list = unanswered.join(', ');
      throw new Error(`fakeApi: no route answered ${list}. Add a route for each (or pass allowUnhandled).`);
    }
  });
}

/**
 * A fake of our api for tests: routes by method and path answer with data, a status, an api
 * error or a dropped connection; every call is recorded; an unanswered request fails the test.
 *
 *   const api = fakeApi({
 *     'GET /wp-json/custom/v1/leaderboard': (req) => ({ entries: req.query.period === 'today' ? [] : ROWS }),
 *     'POST /wp-json/wc/v3/orders': apiError(400, 'invalid_coupon', 'Invalid coupon code.'),
 *   });
 *   const platform = createFakePlatform({ http: api.http });
 */
export function fakeApi(routes: FakeRoutes = {}, options: { allowUnhandled?: boolean; getToken?: () => string | undefined } = {}): FakeApi {
  let compiled = Object.entries(routes).map(([route, a]) => compile(route, a));
  const calls: FakeRequest[] = [];
  const unhandled: FakeRequest[] = [];
  const broken: string[] = [];
  type Handler = (request: FakeRequest) => unknown;
  const run = async (answerOf: Handler, request: FakeRequest, signal: AbortSignal | null | undefined) => {
    try {
      return await abortable(Promise.resolve(answerOf(request)), signal);
    } catch (error) {
      // a route that throws is a broken test, not a failed request: say so after the test
      if (!(error instanceof Error && error.name === 'AbortError')) broken.push(`${request.method} ${request.path}: ${String(error)}`);
      throw error;
    }
  };

  // the shell's real client over a fetch that the routes answer
  const fetch = async (url: string, init: RequestInit): Promise<FetchResponseLike> => {
    const seen = requestOf(url, init);
    const matching = compiled.map((route) => ({ route, params: match(route, seen.method, seen.path) })).filter((m) => m.params !== null);
    const found = matching.find((m) => m.route.exact) ?? matching[0];
    const request: FakeRequest = { ...seen, params: found?.params ?? {} };
    calls.push(request);
    if (!found) unhandled.push(request);
    const handler = found?.route.answer;
    const reply = !found
      ? apiError(404, 'not_found', `fakeApi: no route for ${request.method} ${request.path}`)
      : typeof handler === 'function'
        ? await run(handler as Handler, request, init.signal)
        : handler;
    if (init.signal?.aborted) throw aborted();
    const { status, body, failure } = reply instanceof FakeAnswer ? reply : new FakeAnswer(200, reply);
    if (failure === 'network') throw networkFailure();
    if (failure === 'timeout') throw timeoutFailure();
    // the shell's client loads the reader's error texts before a refused call rejects; a test may
    // word the error in any language, so the fake has them all there by then
    if (status >= 400) await errorTextsReady;
    return responseOf(status, body);
  };
  const errorTextsReady = Promise.all(LANGUAGES.map((language) => loadApiErrorTexts(language)));
  const http = createHttpClient({ baseURL: 'http://api.test', getToken: options.getToken ?? (() => undefined), fetch });

  const api: FakeApi = {
    http,
    calls,
    unhandled,
    callsTo(route) {
      const pattern = compile(route, null);
      return calls.filter((c) => match(pattern, c.method, c.path) !== null);
    },
    on(route, a) {
      compiled = [compile(route, a), ...compiled];
      return api;
    },
  };
  checked.push({ api, allowUnhandled: options.allowUnhandled ?? false, broken });
  return api;
}

/** A handler's pending answer is dropped, like a real request, when the page aborts it. */
function abortable<T>(pending: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return pending;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    pending.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
