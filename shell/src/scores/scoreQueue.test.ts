import { IDBFactory } from 'fake-indexeddb';
import axios from 'axios';
import { ApiError } from '@app/shared';
import { createScoreQueue, ScoreRejectedError } from './scoreQueue';
import { createScoreStore } from './scoreStore';

const QUIZ = { kind: 'quiz' as const, payload: { quiz_category: 'Jumble', topic_key: 'pre-generated-ta-animals', score: 30, level: 1, time_submitted: '2026-11-22T00:00:00.000Z' } };
const offline = () => new ApiError('Network Error', 'network_error', undefined, true);

function setup() {
  const http = axios.create();
  const post = jest.spyOn(http, 'post');
  const factory = new IDBFactory();
  const store = createScoreStore(factory);
  const listeners: Record<string, () => void> = {};
  const events = { addEventListener: (type: string, fn: () => void) => void (listeners[type] = fn) } as unknown as Pick<Window, 'addEventListener'>;
  let n = 0;
  const queue = createScoreQueue({ http, store, events, newId: () => `id-${++n}` });
  let user: string | undefined = '42';
  queue.setUser(() => user);
  return { http, post, store, queue, listeners, factory, setUserId: (u: string | undefined) => (user = u) };
}

describe('scoreQueue', () => {
  it('should send a score at once with its client id and keep nothing', async () => {
    const { post, queue, store } = setup();
    post.mockResolvedValue({ data: {} });
    await expect(queue.submit(QUIZ)).resolves.toEqual({ queued: false, id: 'id-1' });
    expect(post).toHaveBeenCalledWith('/wp-json/custom/v1/save-quiz-score', { ...QUIZ.payload, client_id: 'id-1', user_identifier: '42' });
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

  it('should drop a score the server rejects for good and say so', async () => {
    const { post, queue, store } = setup();
    post.mockRejectedValue(new ApiError('level must be 1-3', 'bad_request', 400, false));
    await expect(queue.submit(QUIZ)).rejects.toBeInstanceOf(ScoreRejectedError);
    expect(await store.listFor('42')).toEqual([]);
  });

  it('should keep a score when the server fails or the session needs a new sign-in', async () => {
    const { post, queue, store } = setup();
    post.mockRejectedValueOnce(new ApiError('boom', 'http_error', 503, false)).mockRejectedValueOnce(new ApiError('expired', 'unauthorized', 401, false));
    await queue.submit(QUIZ);
    await queue.submit(QUIZ);
    expect((await store.listFor('42')).map((r) => r.tries)).toEqual([1, 1]);
  });

  it('should refuse to queue a score without a signed-in user', async () => {
    const { queue, setUserId } = setup();
    setUserId(undefined);
    await expect(queue.submit(QUIZ)).rejects.toThrow('Sign in to save scores.');
  });

  it('should drop a stored record that no longer fits the schema instead of crashing', async () => {
    const { factory, store } = setup();
    await store.listFor('42'); // creates the database
    const db: IDBDatabase = await new Promise((res) => { const r = factory.open('app-score-queue', 1); r.onsuccess = () => res(r.result); });
    await new Promise((res) => { const r = db.transaction('scores', 'readwrite').objectStore('scores').put({ id: 'bad', userId: 42, kind: 'quiz' }); r.onsuccess = res; });
    expect(await store.listFor('42')).toEqual([]);
    const left: unknown[] = await new Promise((res) => { const r = db.transaction('scores').objectStore('scores').getAll(); r.onsuccess = () => res(r.result); });
    expect(left).toEqual([]);
  });

  it('should send a contest score to /scores', async () => {
    const { post, queue } = setup();
    post.mockResolvedValue({ data: {} });
    await queue.submit({ kind: 'contest', payload: { score: 5 } });
    expect(post.mock.calls[0]![0]).toBe('/wp-json/custom/v1/scores');
  });
});
