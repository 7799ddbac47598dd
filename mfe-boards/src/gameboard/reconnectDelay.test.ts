import { RECONNECT_MAX_MS, reconnectDelay } from './reconnectDelay';

// issue 28.3: "reconnects by itself after any drop (exponential back-off with jitter)"
describe('the live board’s reconnect delay', () => {
  it.each([
    // attempt, random, delay (ms)
    [0, 0, 500],
    [0, 1, 1000],
    [1, 0, 1000],
    [1, 0.5, 1500],
    [2, 1, 4000],
    [4, 0, 8000],
    [5, 1, 30_000], // 32 s capped at 30 s
    [20, 0, 15_000],
    [20, 1, RECONNECT_MAX_MS],
  ])('attempt %i with random %d waits %i ms', (attempt, random, delay) => expect(reconnectDelay(attempt, () => random)).toBe(delay));

  it('spreads boards dropped together (jitter)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const delays = new Set(Array.from({ length: 40 }, () => reconnectDelay(3, random)));
    expect(delays.size).toBeGreaterThan(30);
  });
});
