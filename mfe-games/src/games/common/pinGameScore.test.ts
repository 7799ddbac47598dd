import { ApiError, createHttpClient, type ItemAttempt } from '@app/shared';
import { pinPlayerFrom, sendPinScore, type PinRound } from './pinGameScore';

const PLAYER = { pin: '654321', playerToken: 'tok-123456' };
const ITEMS: ItemAttempt[] = [{ word: 'புலி', outcome: 'right', given: 'புலி', wrong: ['கரடி'], wrongTries: 1, hints: 0, ms: 4000 }];
const ROUND: PinRound = { score: 42, durationMs: 61000, level: 2, items: ITEMS };
const URL = '/wp-json/custom/v1/gameboard/654321/score';

function client() {
  const http = createHttpClient({ baseURL: 'http://api.test', getToken: () => undefined });
  return { http, post: jest.spyOn(http, 'post') };
}
const noAnswer = () => new ApiError('Failed to fetch', 'network_error', undefined, true);
const answered = (status: number, code: string) => new ApiError(code, code, status, false);

describe('PIN game scores', () => {
  it.each([
    ['?topic=t&pin=123456&player=tok-abcdef', { pin: '123456', playerToken: 'tok-abcdef' }],
    ['?topic=t&pin=12345&player=tok', undefined],
    ['?topic=t&pin=123456', undefined],
    ['?topic=t', undefined],
  ])('reads %s', (search, expected) => {
    expect(pinPlayerFrom(new URLSearchParams(search))).toEqual(expected);
  });

  it('posts the score, level and answers with the player token and a fresh client id', async () => {
    const { http, post } = client();
    post.mockResolvedValue({ data: {}, status: 200, headers: {} } as never);
    expect(await sendPinScore(http, PLAYER, ROUND)).toBe('sent');
    expect(post).toHaveBeenCalledWith(URL, {
      playerToken: 'tok-123456',
      score: 42,
      durationMs: 61000,
      level: 2,
      items: ITEMS,
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('tries again with the same client id while the school network or the api is down, until it gets through', async () => {
    const { http, post } = client();
    post
      .mockRejectedValueOnce(noAnswer())
      .mockRejectedValueOnce(answered(503, 'database_unavailable'))
      .mockRejectedValueOnce(answered(429, 'rate_limited'))
      .mockResolvedValueOnce({ data: {}, status: 200, headers: {} } as never);
    const waited: number[] = [];
    const outcome = await sendPinScore(http, PLAYER, ROUND, { waits: [100, 200, 300, 400], wait: async (ms) => void waited.push(ms), jitter: () => 1.5 });
    expect(outcome).toBe('sent');
    // spread by the jitter: a class behind one address does not come back all at once
    expect(waited).toEqual([150, 300, 450]);
    const clientIds = post.mock.calls.map(([, body]) => (body as { clientId: string }).clientId);
    expect(clientIds).toHaveLength(4);
    expect(new Set(clientIds).size).toBe(1);
  });

  it.each([
    [403, 'game_ended'],
    [403, 'player_removed'],
    [400, 'item_not_in_topic'],
  ])('stops at a refusal (%i %s): trying again cannot change it', async (status, code) => {
    const { http, post } = client();
    post.mockRejectedValue(answered(status, code));
    const wait = jest.fn(async () => undefined);
    expect(await sendPinScore(http, PLAYER, ROUND, { waits: [1, 2], wait })).toBe('refused');
    expect(post).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });

  it('gives up after the last wait, and says so', async () => {
    const { http, post } = client();
    post.mockRejectedValue(noAnswer());
    expect(await sendPinScore(http, PLAYER, ROUND, { waits: [1, 2], wait: async () => undefined })).toBe('failed');
    expect(post).toHaveBeenCalledTimes(3);
  });
});
