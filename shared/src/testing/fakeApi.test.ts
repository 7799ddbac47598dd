import { isApiError } from '../http/apiError';
import { answer, apiError, fakeApi, networkDown, timedOut } from './fakeApi';

describe('fakeApi: a fake of our api for tests', () => {
  it('answers by method and path with data, ignoring the query', async () => {
    const api = fakeApi({ 'GET /wp-json/custom/v1/leaderboard': { entries: [] }, 'POST /wp-json/custom/v1/leaderboard': answer(201, { ok: true }) });
    await expect(api.http.get('/wp-json/custom/v1/leaderboard?period=week').then((r) => r.data)).resolves.toEqual({ entries: [] });
    // a 2xx other than 200 is a success like axios's: the client hands over the body, not the status
    const posted = await api.http.post('/wp-json/custom/v1/leaderboard', {});
    expect(posted.data).toEqual({ ok: true });
  });

  it('records every call with its query, params and body', async () => {
    const api = fakeApi({ 'POST /wp-json/custom/v1/gameboard/:pin/join': (r) => ({ pin: r.params.pin, nickname: (r.body as { nickname: string }).nickname }) });
    const { data } = await api.http.post('/wp-json/custom/v1/gameboard/123456/join', { nickname: 'Kavi' }, { params: { lang: 'ta' } });
    expect(data).toEqual({ pin: '123456', nickname: 'Kavi' });
    expect(api.calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/wp-json/custom/v1/gameboard/123456/join', query: { lang: 'ta' }, body: { nickname: 'Kavi' } }),
    ]);
    expect(api.callsTo('POST /wp-json/custom/v1/gameboard/:pin/join')).toHaveLength(1);
  });

  it('matches a path prefix with a trailing *', async () => {
    const api = fakeApi({ 'GET /wp-json/custom/v1/get-quiz-*': [] });
    await api.http.get('/wp-json/custom/v1/get-quiz-scores');
    await api.http.get('/wp-json/custom/v1/get-quiz-progress');
    expect(api.callsTo('GET /wp-json/custom/v1/get-quiz-*').map((c) => c.path)).toEqual([
      '/wp-json/custom/v1/get-quiz-scores',
      '/wp-json/custom/v1/get-quiz-progress',
    ]);
  });

  it("fails the way the shell's client fails: an api error is an ApiError with the code and status", async () => {
    const api = fakeApi({ 'GET /wp-json/wc/v3/coupons': apiError(404, 'invalid_coupon', 'Invalid coupon code.') });
    const error: unknown = await api.http.get('/wp-json/wc/v3/coupons').catch((e: unknown) => e);
    expect(isApiError(error) && { code: error.code, status: error.status, network: error.network }).toEqual({
      code: 'invalid_coupon',
      status: 404,
      network: false,
    });
  });

  it('can drop the connection or time out', async () => {
    const api = fakeApi({ 'GET /down': networkDown(), 'GET /slow': timedOut() });
    const down: unknown = await api.http.get('/down').catch((e: unknown) => e);
    const slow: unknown = await api.http.get('/slow').catch((e: unknown) => e);
    expect(isApiError(down) && [down.network, down.code]).toEqual([true, 'network_error']);
    expect(isApiError(slow) && [slow.network, slow.code]).toEqual([true, 'timeout']);
  });

  it('prefers an exact path to a pattern, whatever the order', async () => {
    const api = fakeApi({ 'GET /certificates/:code': apiError(404, 'certificate_not_found'), 'GET /certificates/GOOD': { valid: true } });
    await expect(api.http.get('/certificates/GOOD').then((r) => r.data)).resolves.toEqual({ valid: true });
    await expect(api.http.get('/certificates/BAD')).rejects.toMatchObject({ code: 'certificate_not_found', status: 404 });
  });

  it('lets a later route replace an earlier one', async () => {
    const api = fakeApi({ 'GET /plans': ['free'] });
    api.on('GET /plans', ['free', 'plus']);
    await expect(api.http.get('/plans').then((r) => r.data)).resolves.toEqual(['free', 'plus']);
  });

  it('answers a request no route knows with a 404 and lists it as unhandled (which fails the test after it)', async () => {
    const api = fakeApi({}, { allowUnhandled: true });
    const error: unknown = await api.http.get('/nowhere').catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(404);
    expect(api.unhandled.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /nowhere']);
  });

  it("sends the bearer token it is given, as the shell's client does", async () => {
    const api = fakeApi({ 'GET /me': {} }, { getToken: () => 'tok' });
    await api.http.get('/me');
    expect(api.calls[0]?.headers.authorization).toBe('Bearer tok');
  });
});
