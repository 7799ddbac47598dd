import { createHttpClient } from '@app/shared';
import { pinPlayerFrom, sendPinScore } from './pinGameScore';

describe('PIN game scores', () => {
  it.each([
    ['?topic=t&pin=123456&player=tok-abcdef', { pin: '123456', playerToken: 'tok-abcdef' }],
    ['?topic=t&pin=12345&player=tok', undefined],
    ['?topic=t&pin=123456', undefined],
    ['?topic=t', undefined],
  ])('reads %s', (search, expected) => {
    expect(pinPlayerFrom(new URLSearchParams(search))).toEqual(expected);
  });

  it('posts the score with the player token and a fresh client id', async () => {
    const http = createHttpClient({ baseURL: 'http://api.test', getToken: () => undefined });
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: {} });
    await sendPinScore(http, { pin: '654321', playerToken: 'tok-123456' }, 42, 61000);
    expect(post).toHaveBeenCalledWith('/wp-json/custom/v1/gameboard/654321/score', {
      playerToken: 'tok-123456',
      score: 42,
      durationMs: 61000,
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});
