import { levelNumber, levelPath, parseLevelRoute, roundAndLevel, roundNeedsPayment } from './contestRules';
import { checkContestPayment, isContestPaymentFound } from './contestPayment';

describe('docs/requirements.md §5 "Level number = 3 × (round − 1) + level."', () => {
  it.each([
    [1, 1, 1],
    [1, 3, 3],
    [2, 1, 4],
    [2, 2, 5],
    [3, 3, 9],
    [4, 1, 10],
    [5, 3, 15],
  ])('round %i level %i is level number %i', (round, level, number) => {
    expect(levelNumber(round, level)).toBe(number);
    expect(roundAndLevel(number)).toEqual({ round, level });
  });
});

describe('docs/requirements.md §5 "for rounds 2 to 5 a payment exists"', () => {
  it.each([
    [1, false],
    [2, true],
    [3, true],
    [4, true],
    [5, true],
  ])('round %i needs payment: %s', (round, needs) => expect(roundNeedsPayment(round)).toBe(needs));
});

describe('contest level route params', () => {
  it.each([
    [
      { round: 'round1', level: 'level1' },
      { round: 1, level: 1, number: 1 },
    ],
    [
      { round: 'round2', level: 'level3' },
      { round: 2, level: 3, number: 6 },
    ],
    [
      { round: 'round5', level: 'level3' },
      { round: 5, level: 3, number: 15 },
    ],
    [{ round: 'round6', level: 'level1' }, null],
    [{ round: 'round1', level: 'level4' }, null],
    [{ round: 'round0', level: 'level1' }, null],
    [{ round: 'round01', level: 'level1' }, null],
    [{ round: '1', level: '1' }, null],
    [{ round: 'roundx', level: 'level1' }, null],
    [{}, null],
  ])('%j → %j', (params, expected) => expect(parseLevelRoute(params)).toEqual(expected));

  it('builds the route back', () => expect(levelPath(2, 3)).toBe('/solvallarcontest/round2/level3'));
});

describe('docs/requirements.md §5 "Payment counts as found when an order with status completed or processing contains the contest product (id 815)."', () => {
  const order = (status: string, ...ids: (number | string)[]) => ({ status, line_items: ids.map((product_id) => ({ product_id })) });
  it.each([
    ['a completed order with 815', [order('completed', 815)], true],
    ['a processing order with 815', [order('processing', 770, 815)], true],
    ['815 given as a string id', [order('completed', '815')], true],
    ['a pending order with 815', [order('pending', 815)], false],
    ['an on-hold order with 815', [order('on-hold', 815)], false],
    ['a cancelled order with 815', [order('cancelled', 815)], false],
    ['a refunded order with 815', [order('refunded', 815)], false],
    ['a completed order for another product', [order('completed', 775)], false],
    ['no orders', [], false],
    ['an order without line items', [{ status: 'completed' }], false],
  ])('%s → %s', (_label, orders, found) => expect(isContestPaymentFound(orders, 815)).toBe(found));

  it('uses the orders when the lookup works, whatever the stored flag says', async () => {
    await expect(
      checkContestPayment(
        async () => [order('completed', 815)],
        815,
        () => false,
      ),
    ).resolves.toEqual({ paid: true, source: 'orders' });
    await expect(
      checkContestPayment(
        async () => [],
        815,
        () => true,
      ),
    ).resolves.toEqual({ paid: false, source: 'orders' });
  });

  it.each([true, false])('docs/requirements.md §8 "Payment status check error: falls back to the stored flag" (%s)', async (flag) => {
    await expect(
      checkContestPayment(
        () => Promise.reject(new Error('offline')),
        815,
        () => flag,
      ),
    ).resolves.toEqual({ paid: flag, source: 'stored-flag' });
  });
});
