import type { Language } from '../i18n/language';
import { isApiError, type ApiError } from './apiError';
import { apiErrorCodeTexts } from './apiErrorTextStore';
import { apiErrorCode, apiErrorStatus, apiErrorText } from './apiErrorText';
import { createHttpClient, type FetchLike, type FetchResponseLike, type HttpClient } from './createHttpClient';

interface Sent {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | null | undefined;
}

const respond = (status: number, text = '', type = 'application/json'): FetchResponseLike => ({
  status,
  text: async () => text,
  blob: async () => new Blob([text], { type }),
});
const json = (status: number, body: unknown) => respond(status, JSON.stringify(body));

/** A client over a fetch that records what it was asked and answers with `answer`. */
function clientAnswering(answer: (sent: Sent) => Promise<FetchResponseLike>, token?: () => string | undefined, errorLanguage?: () => Language) {
  const sent: Sent[] = [];
  const fetch: FetchLike = (url, init) => {
    const request = { url, method: init.method, headers: { ...(init.headers as Record<string, string>) }, body: init.body, signal: init.signal };
    sent.push(request);
    return answer(request);
  };
  const http = createHttpClient({ baseURL: 'http://api.test', getToken: token ?? (() => undefined), timeoutMs: 15_000, fetch, errorLanguage });
  return { http, sent };
}

const failureOf = (pending: Promise<unknown>) =>
  pending.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
      return error;
    },
  );
const shape = (e: ApiError) => ({ code: e.code, status: e.status, network: e.network, message: e.message, details: e.details });

describe('createHttpClient: our api over fetch, as remotes call it', () => {
  it.each<[string, (http: HttpClient) => Promise<unknown>, Partial<Sent>]>([
    ['GET', (http) => http.get('/wp-json/custom/v1/countries'), { method: 'GET', body: undefined }],
    ['POST with a JSON body', (http) => http.post('/wp-json/custom/v1/login', { mykad: '120315101234' }), { method: 'POST', body: '{"mykad":"120315101234"}' }],
    ['POST without a body', (http) => http.post('/wp-json/custom/v1/gameboard/123456/end'), { method: 'POST', body: undefined }],
    ['PUT', (http) => http.put('/wp-json/custom/v1/account/pin', { pin: '123456' }), { method: 'PUT', body: '{"pin":"123456"}' }],
    ['PATCH', (http) => http.patch('/wp-json/custom/v1/boards/classes/7', { showFullNames: true }), { method: 'PATCH', body: '{"showFullNames":true}' }],
    [
      'DELETE with a body in `data`, as axios took it',
      (http) => http.delete('/wp-json/custom/v1/account/pin', { data: { current_pin: '123456' } }),
      { method: 'DELETE', body: '{"current_pin":"123456"}' },
    ],
  ])('sends %s to the api', async (_, call, expected) => {
    const { http, sent } = clientAnswering(async () => json(200, {}));
    await call(http);
    expect(sent[0]).toMatchObject(expected);
    expect(sent[0]?.headers['Content-Type']).toBe(expected.body === undefined ? undefined : 'application/json');
  });

  it.each<[string, string, Record<string, string | number | boolean | null | undefined> | undefined, string]>([
    ['a path on the base', '/wp-json/custom/v1/topics', undefined, 'http://api.test/wp-json/custom/v1/topics'],
    ['strings and numbers', '/wp-json/wc/v3/products', { type: 'contest', per_page: 50 }, 'http://api.test/wp-json/wc/v3/products?type=contest&per_page=50'],
    ['undefined and null left out', '/q', { user_email: 'a@b.my', mykad_number: undefined, x: null }, 'http://api.test/q?user_email=a%40b.my'],
    ['a comma list kept readable, spaces as +', '/t', { keys: 'a,b', school_name: 'SJK(T) Rama' }, 'http://api.test/t?keys=a,b&school_name=SJK(T)+Rama'],
    ['Tamil text encoded', '/t', { q: 'தமிழ்' }, `http://api.test/t?q=${encodeURIComponent('தமிழ்')}`],
    ['after a query the url already has', '/wp-json/wc/v3/products?type=plan', { page: 2 }, 'http://api.test/wp-json/wc/v3/products?type=plan&page=2'],
    ['a boolean', '/t', { all: true }, 'http://api.test/t?all=true'],
    ['an absolute url as it is', 'http://other.test/x', { a: '1' }, 'http://other.test/x?a=1'],
  ])('builds the url: %s', async (_, url, params, expected) => {
    const { http, sent } = clientAnswering(async () => json(200, {}));
    await http.get(url, { params });
    expect(sent[0]?.url).toBe(expected);
  });

  it('attaches the bearer token of whoever is signed in at the time of each call, after the caller’s own headers', async () => {
    const session: { token?: string } = {};
    const { http, sent } = clientAnswering(
      async () => json(200, {}),
      () => session.token,
    );
    await http.get('/a', { headers: { 'x-device-id': 'd1' } });
    session.token = 'tok-1';
    await http.get('/b');
    expect(sent.map((s) => s.headers.Authorization)).toEqual([undefined, 'Bearer tok-1']);
    expect(sent[0]?.headers['x-device-id']).toBe('d1');
    expect(sent[0]?.headers.Accept).toBe('application/json, text/plain, */*');
  });

  it.each<[string, FetchResponseLike, unknown]>([
    ['JSON', json(200, { entries: [{ id: 1 }] }), { entries: [{ id: 1 }] }],
    ['JSON from a 201', json(201, { id: 7 }), { id: 7 }],
    ['a 204 without a body, as the empty text axios gave', respond(204), ''],
    ['text that is not JSON', respond(200, 'name,score\nKavi,30', 'text/csv'), 'name,score\nKavi,30'],
  ])('reads %s', async (_, response, expected) => {
    const { http } = clientAnswering(async () => response);
    await expect(http.get('/x').then((r) => r.data)).resolves.toEqual(expected);
  });

  it('hands a download over as a Blob with responseType blob', async () => {
    const { http } = clientAnswering(async () => respond(200, 'name,score\nKavi,30', 'text/csv'));
    const { data } = await http.get<Blob>('/wp-json/custom/v1/gameboard/123456/results.csv', { responseType: 'blob' });
    expect(data).toBeInstanceOf(Blob);
    expect(await data.text()).toBe('name,score\nKavi,30');
  });

  it.each<[string, FetchResponseLike, ReturnType<typeof shape>]>([
    [
      'an api error with its code, message and other fields',
      json(429, { code: 'rate_limited', message: 'Too many tries.', retryAfterSeconds: 40 }),
      {
        code: 'rate_limited',
        status: 429,
        network: false,
        message: 'Too many tries.',
        details: { code: 'rate_limited', message: 'Too many tries.', retryAfterSeconds: 40 },
      },
    ],
    [
      'a 404 with the api’s shape',
      json(404, { code: 'invalid_coupon', message: 'Invalid coupon code.' }),
      {
        code: 'invalid_coupon',
        status: 404,
        network: false,
        message: 'Invalid coupon code.',
        details: { code: 'invalid_coupon', message: 'Invalid coupon code.' },
      },
    ],
    ['a 500 without a body', respond(500), { code: 'http_error', status: 500, network: false, message: 'Request failed with status code 500', details: {} }],
    [
      'a 502 from a proxy, in HTML',
      respond(502, '<html>Bad gateway</html>', 'text/html'),
      { code: 'http_error', status: 502, network: false, message: 'Request failed with status code 502', details: {} },
    ],
  ])('rejects %s as an ApiError', async (_, response, expected) => {
    const { http } = clientAnswering(async () => response);
    expect(shape(await failureOf(http.get('/x')))).toEqual(expected);
  });

  it('fails in a way the error texts read: the code’s words in the reader’s language, loaded before it rejects', async () => {
    // not loaded with the client: they are their own file (ADR 0036)
    expect(apiErrorCodeTexts('bm')).toBeUndefined();
    const { http } = clientAnswering(
      async () => json(404, { code: 'invalid_coupon', message: 'Invalid coupon code.' }),
      undefined,
      () => 'bm',
    );
    const error = await failureOf(http.get('/wp-json/wc/v3/coupons', { params: { code: 'NOPE' } }));
    expect([apiErrorCode(error), apiErrorStatus(error)]).toEqual(['invalid_coupon', 404]);
    expect(apiErrorText(error, 'bm')).toBe('Kod kupon tidak sah.');
  });

  it('reads the api’s error even when a download (blob) was asked for', async () => {
    const { http } = clientAnswering(async () => json(403, { code: 'forbidden', message: 'No.' }));
    const error = await failureOf(http.get('/x.csv', { responseType: 'blob' }));
    expect([error.code, error.status]).toEqual(['forbidden', 403]);
  });

  it('rejects a request that never got an answer as a network_error', async () => {
    const { http } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(shape(await failureOf(http.post('/x', {})))).toEqual({
      code: 'network_error',
      status: undefined,
      network: true,
      message: 'Network Error',
      details: {},
    });
  });

  describe('timeout', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('gives up after timeoutMs, aborts the request and rejects with timeout', async () => {
      const { http, sent } = clientAnswering(
        (request) =>
          new Promise((_, reject) => request.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })))),
      );
      const failure = failureOf(http.get('/slow'));
      await jest.advanceTimersByTimeAsync(15_000);
      const error = await failure;
      expect(sent[0]?.signal?.aborted).toBe(true);
      expect(shape(error)).toEqual({ code: 'timeout', status: undefined, network: true, message: 'timeout of 15000ms exceeded', details: {} });
      expect(apiErrorText(error, 'en', { online: true })).toBe('The server took too long to answer. Please try again.');
      expect(apiErrorCode(error)).toBeUndefined();
    });

    it('clears its timer once the answer is in', async () => {
      const { http } = clientAnswering(async () => json(200, { ok: true }));
      await http.get('/fast');
      expect(jest.getTimerCount()).toBe(0);
    });
  });

  it('also takes a TimeoutError from fetch as a timeout', async () => {
    const { http } = clientAnswering(() => Promise.reject(Object.assign(new Error('The operation timed out.'), { name: 'TimeoutError' })));
    expect((await failureOf(http.get('/x'))).code).toBe('timeout');
  });

  describe("the caller's signal", () => {
    const pendingUntilAborted = (request: Sent) =>
      new Promise<FetchResponseLike>((_, reject) => {
        const abort = () => reject(Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' }));
        if (request.signal?.aborted) abort();
        request.signal?.addEventListener('abort', abort);
      });

    it('aborts the request and rejects as before (network, "canceled"), which useLoadData drops by its own signal', async () => {
      const { http, sent } = clientAnswering(pendingUntilAborted);
      const controller = new AbortController();
      const failure = failureOf(http.get('/leaderboard', { signal: controller.signal }));
      controller.abort();
      expect(shape(await failure)).toEqual({ code: 'network_error', status: undefined, network: true, message: 'canceled', details: {} });
      expect(sent[0]?.signal?.aborted).toBe(true);
    });

    it('hands fetch an aborted signal when the caller’s is aborted already, so fetch rejects at once', async () => {
      const { http, sent } = clientAnswering(pendingUntilAborted);
      const controller = new AbortController();
      controller.abort();
      expect((await failureOf(http.get('/x', { signal: controller.signal }))).message).toBe('canceled');
      expect(sent[0]?.signal?.aborted).toBe(true);
    });
  });

  it('says where it calls, for the live board’s event stream', () => {
    expect(createHttpClient({ baseURL: 'http://api.test', getToken: () => undefined }).defaults.baseURL).toBe('http://api.test');
  });
});
