import { IDBFactory } from 'fake-indexeddb';
import { BehaviorSubject, firstValueFrom } from 'rxjs';
import { ApiError, createHttpClient, type AuthState } from '@app/shared';
import { createScoreQueue, ScoreRejectedError } from './scoreQueue';
import { createScoreStore } from './scoreStore';

const QUIZ = {
  kind: 'quiz' as const,
  payload: { quiz_category: 'Jumble', topic_key: 'pre-generated-ta-animals', score: 30, level: 1, time_submitted: '2026-11-22T00:00:00.000Z' },
};
const offline = () => new ApiError('Network Error', 'network_error', undefined, true);
const NOW = Date.parse('2026-11-22T08:00:00Z');
const signedIn = (id: string): AuthState => ({
  status: 'authenticated',
  token: 't',
  since: NOW,
  user: { id, firstName: 'K', lastName: 'R', email: 'k@r.my', state: 'Johor', phoneNumber: '0123456789', country: 'MY' },
});

function setup() {
  const http = createHttpClient({ baseURL: 'http://api.test', getToken: () => undefined });
  const post = jest.spyOn(http, 'post');
  const factory = new IDBFactory();
  const store = createScoreStore(factory);
  const listeners: Record<string, () => void> = {};
  const events = { addEventListener: (type: string, fn: () => void) => void (listeners[type] = fn) } as unknown as Pick<Window, 'addEventListener'>;
  let n = 0;
  let clock = NOW;
  const timers: { fn: () => void; ms: number }[] = [];
  const queue = createScoreQueue({
    http,
    store,
    events,
    newId: () => `id-${++n}`,
    now: () => clock,
    schedule: (fn, ms) => timers.push({ fn, ms }),
    cancel: () => undefined,
  });
  let user: string | undefined = '42';
  queue.setUser(() => user);
  return { http, post, store, queue, listeners, factory, timers, setUserId: (u: string | undefined) => (user = u), advance: (ms: number) => (clock += ms) };
}

describe('scoreQueue', () => {
  it('should send a score at once with its client id and keep nothing', async () => {
    const { post, queue, store } = setup();
    post.mockResolvedValue({ data: {} });
    await expect(queue.submit(QUIZ)).resolves.toEqual({ queued: false, id: 'id-1' });
    expect(post).toHaveBeenCalledWith('/wp-json/custom/v1/save-quiz-score', { ...QUIZ.payload, queued_ms: 0, client_id: 'id-1', user_identifier: '42' });
    expect(await store.listFor('42')).toEqual([]);
  });

  it('should keep a score made offline and send it, once, when back online', async () => {
    const { post, queue, store, listeners } = setup();
    post.mockRejectedValue(offline());
    await expect(queue.submit(QUIZ)).resolves.toEqual({ queued: true, id: 'id-1' });
    expect(await store.listFor('42')).toHaveLength(1);
    post.mockReset().mockResolvedValue({ data: {} });
    listeners.online!();
    await queue.flush();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![1]).toMatchObject({ client_id: 'id-1' });
    expect(await store.listFor('42')).toEqual([]);
    await queue.flush();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('should say how long a score waited in the queue, so homework made before its due date counts as on time', async () => {
    const { post, queue, listeners, advance } = setup();
    post.mockRejectedValue(offline());
    await queue.submit(QUIZ);
    advance(5 * 3600_000);
    post.mockReset().mockResolvedValue({ data: {} });
    listeners.online!();
    await queue.flush();
    expect(post.mock.calls[0]![1]).toMatchObject({ client_id: 'id-1', queued_ms: 5 * 3600_000 });
  });

  it('should send only the current user’s scores', async () => {
    const { post, queue, store, setUserId } = setup();
    post.mockRejectedValue(offline());
    await queue.submit(QUIZ);
    setUserId('7');
    await queue.submit(QUIZ);
    post.mockReset().mockResolvedValue({ data: {} });
    expect(await queue.flush()).toBe(1);
    expect(post.mock.calls.map((c) => (c[1] as { user_identifier: string }).user_identifier)).toEqual(['7']);
    expect(await store.listFor('42')).toHaveLength(1);
  });

  it('should tell who listens when a queued score is sent or refused, so a result screen can stop saying "not sent yet"', async () => {
    const { post, queue, listeners } = setup();
    const outcomes: unknown[] = [];
    queue.outcome$.subscribe((o) => outcomes.push(o));
    post.mockRejectedValue(offline());
    await queue.submit(QUIZ);
    await queue.submit(QUIZ);
    expect(outcomes).toEqual([]);
    post
      .mockReset()
      .mockResolvedValueOnce({ data: {} })
      .mockRejectedValueOnce(new ApiError('Unknown topic', 'unknown_topic', 400, false));
    listeners.online!();
    await queue.flush();
    expect(outcomes).toEqual([
      { id: 'id-1', outcome: 'sent' },
      { id: 'id-2', outcome: 'rejected' },
    ]);
  });

  it('should keep a score the server refuses, with its reason, for the player to see, retry or remove', async () => {
    const { post, queue, store } = setup();
    post.mockRejectedValue(new ApiError('A score of 900 is more than Jumble level 1 can give', 'score_too_high', 400, false));
    await expect(queue.submit(QUIZ)).rejects.toBeInstanceOf(ScoreRejectedError);
    const [kept] = await store.listFor('42');
    expect(kept).toMatchObject({ id: 'id-1', state: 'rejected', error: { code: 'score_too_high' } });
    expect((await firstValueFrom(queue.summary$)).rejected.map((r) => r.id)).toEqual(['id-1']);
    // a flush does not resend it by itself…
    post.mockReset().mockResolvedValue({ data: {} });
    await queue.flush();
    expect(post).not.toHaveBeenCalled();
    // …the player does
    await queue.retry('id-1');
    expect(post).toHaveBeenCalledTimes(1);
    expect(await store.listFor('42')).toEqual([]);
  });

  it('should remove a refused score only when the player removes it', async () => {
    const { post, queue, store } = setup();
    post.mockRejectedValue(new ApiError('No topic has the key', 'unknown_topic', 400, false));
    await queue.submit(QUIZ).catch(() => undefined);
    await queue.discard('id-1');
    expect(await store.listFor('42')).toEqual([]);
    expect((await firstValueFrom(queue.summary$)).rejected).toEqual([]);
  });

  it('should not remove a score that is only waiting (offline, or until midnight), even when asked to', async () => {
    const { post, queue, store } = setup();
    post.mockRejectedValueOnce(offline());
    post.mockRejectedValueOnce(
      new ApiError("You have played today's free games.", 'daily_limit', 403, false, { resetsAt: new Date(NOW + 3600_000).toISOString() }),
    );
    await queue.submit(QUIZ);
    await queue.submit(QUIZ);
    await queue.discard('id-1');
    await queue.discard('id-2');
    expect((await store.listFor('42')).map((r) => [r.id, r.state])).toEqual([
      ['id-1', 'pending'],
      ['id-2', 'waiting'],
    ]);
  });

  it("should hold a score refused for today's daily limit until the limit resets, then send it", async () => {
    const { post, queue, store, timers, advance } = setup();
    const resetsAt = new Date(NOW + 6 * 3600_000).toISOString();
    post.mockRejectedValue(new ApiError("You have played today's free games.", 'daily_limit', 403, false, { resetsAt }));
    await expect(queue.submit(QUIZ)).resolves.toEqual({ queued: true, id: 'id-1' });
    expect((await store.listFor('42'))[0]).toMatchObject({ state: 'waiting', retryAt: Date.parse(resetsAt) + 1000, error: { code: 'daily_limit' } });
    post.mockReset().mockResolvedValue({ data: {} });
    await queue.flush();
    expect(post).not.toHaveBeenCalled();
    expect(timers.at(-1)!.ms).toBeGreaterThanOrEqual(6 * 3600_000);
    advance(6 * 3600_000 + 2000);
    timers.at(-1)!.fn();
    await queue.flush();
    expect(post).toHaveBeenCalledTimes(1);
    expect(await store.listFor('42')).toEqual([]);
  });

  it('should wait as long as the server asks after a 429, and after a server error', async () => {
    const { post, queue, store } = setup();
    post
      .mockRejectedValueOnce(new ApiError('Too many', 'rate_limited', 429, false, { retryAfterSeconds: 40 }))
      .mockRejectedValueOnce(new ApiError('boom', 'http_error', 503, false));
    await queue.submit(QUIZ);
    await queue.submit(QUIZ);
    const [first, second] = await store.listFor('42');
    expect(first).toMatchObject({ state: 'waiting', retryAt: NOW + 40_000 });
    expect(second).toMatchObject({ state: 'waiting', tries: 1 });
  });

  it('should keep a score when the session needs a new sign-in, and send it after the sign-in', async () => {
    const http = createHttpClient({ baseURL: 'http://api.test', getToken: () => undefined });
    const post = jest.spyOn(http, 'post');
    const store = createScoreStore(new IDBFactory());
    const auth$ = new BehaviorSubject<AuthState>(signedIn('42'));
    const queue = createScoreQueue({ http, store, now: () => NOW, schedule: () => 0, cancel: () => undefined });
    queue.followSession(auth$);
    post.mockRejectedValue(new ApiError('Your session has ended.', 'session_ended', 401, false));
    await queue.submit(QUIZ);
    expect((await store.listFor('42'))[0]).toMatchObject({ state: 'waiting' });
    auth$.next({ status: 'unauthenticated' });
    post.mockReset().mockResolvedValue({ data: {} });
    auth$.next(signedIn('42'));
    await new Promise((r) => setTimeout(r, 0));
    await queue.flush();
    expect(post).toHaveBeenCalledTimes(1);
    expect(await store.listFor('42')).toEqual([]);
  });

  it('should refuse to queue a score without a signed-in user', async () => {
    const { queue, setUserId } = setup();
    setUserId(undefined);
    await expect(queue.submit(QUIZ)).rejects.toThrow('Sign in to save scores.');
  });

  it('should read a record an older app stored (no state yet) as waiting to be sent', async () => {
    const { factory, store, queue, post } = setup();
    await store.listFor('42'); // creates the database
    const db: IDBDatabase = await new Promise((res) => {
      const r = factory.open('app-score-queue', 1);
      r.onsuccess = () => res(r.result);
    });
    await new Promise((res) => {
      const r = db
        .transaction('scores', 'readwrite')
        .objectStore('scores')
        .put({ id: 'old', userId: '42', kind: 'quiz', payload: QUIZ.payload, createdAt: NOW - 5 * 86_400_000, tries: 3 });
      r.onsuccess = res;
    });
    post.mockResolvedValue({ data: {} });
    expect(await queue.flush()).toBe(1);
  });

  // a score waiting to be sent, in a state this version does not know
  const FROM_ANOTHER_VERSION = { id: 'newer', userId: '42', kind: 'quiz', payload: { score: 9 }, createdAt: 1, tries: 0, state: 'held' };
  it('should keep a stored record it cannot read (another version of the app may have written it), neither sending nor deleting it', async () => {
    const { factory, store } = setup();
    await store.listFor('42'); // creates the database
    const db: IDBDatabase = await new Promise((res) => {
      const r = factory.open('app-score-queue', 1);
      r.onsuccess = () => res(r.result);
    });
    await new Promise((res) => {
      const r = db.transaction('scores', 'readwrite').objectStore('scores').put(FROM_ANOTHER_VERSION);
      r.onsuccess = res;
    });
    expect(await store.listFor('42')).toEqual([]);
    const left: unknown[] = await new Promise((res) => {
      const r = db.transaction('scores').objectStore('scores').getAll();
      r.onsuccess = () => res(r.result);
    });
    expect(left).toEqual([FROM_ANOTHER_VERSION]);
  });

  it('should send a contest score to /scores', async () => {
    const { post, queue } = setup();
    post.mockResolvedValue({ data: {} });
    await queue.submit({ kind: 'contest', payload: { score: 5 } });
    expect(post.mock.calls[0]![0]).toBe('/wp-json/custom/v1/scores');
  });
});
