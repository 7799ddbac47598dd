import { describe, it } from 'node:test';
import { expect } from 'expect';
import { closeWithin } from '../../src/db/closeWithin';

const never = () => new Promise<never>(() => undefined);

describe('closeWithin: SIGTERM is honoured even when the database never answers', () => {
  it('should run every step in order and report closed', async () => {
    const order: string[] = [];
    const step = (name: string) => async () => void order.push(name);
    expect(await closeWithin(1000, [step('upkeep'), step('app'), step('db')])).toBe('closed');
    expect(order).toEqual(['upkeep', 'app', 'db']);
  });

  it('should report timeout at the deadline when a step never finishes (a PGlite stuck on a full disk)', async () => {
    const order: string[] = [];
    const outcome = await closeWithin(50, [async () => void order.push('app'), never, async () => void order.push('never reached')]);
    expect(outcome).toBe('timeout');
    expect(order).toEqual(['app']);
  });

  it('should report failed, and say why, when a step throws', async () => {
    const errors: unknown[] = [];
    const boom = new Error('ENOSPC: no space left on device');
    expect(
      await closeWithin(
        1000,
        [
          async () => {
            throw boom;
          },
        ],
        (e) => errors.push(e),
      ),
    ).toBe('failed');
    expect(errors).toEqual([boom]);
  });
});
