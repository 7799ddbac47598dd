import { memoryVerdict, type MemoryTry, type MemoryVerdict } from './memoryTry';

const none: MemoryVerdict = { remembered: false, slipFirst: false, slipSecond: false };

describe('memoryVerdict: a memory game judges memory, not luck', () => {
  const cases: [string, MemoryTry, MemoryVerdict][] = [
    ['two new cards that differ: exploring, no slip', { firstPartnerSeen: false, secondSeen: false, matched: false, cardsDown: 12 }, none],
    ['two new cards that pair: found by luck, not remembered', { firstPartnerSeen: false, secondSeen: false, matched: true, cardsDown: 12 }, none],
    [
      'a card seen before taken as the partner: remembered',
      { firstPartnerSeen: true, secondSeen: true, matched: true, cardsDown: 12 },
      { ...none, remembered: true },
    ],
    ['the last two cards: forced, not remembered', { firstPartnerSeen: true, secondSeen: true, matched: true, cardsDown: 2 }, none],
    [
      'the partner was seen but a new card turned: a slip on the first pair',
      { firstPartnerSeen: true, secondSeen: false, matched: false, cardsDown: 8 },
      { ...none, slipFirst: true },
    ],
    [
      'a known card turned that is not the partner: a slip on both pairs',
      { firstPartnerSeen: false, secondSeen: true, matched: false, cardsDown: 8 },
      { ...none, slipFirst: true, slipSecond: true },
    ],
    [
      'partner seen and a known wrong card turned: a slip on both pairs',
      { firstPartnerSeen: true, secondSeen: true, matched: false, cardsDown: 8 },
      { ...none, slipFirst: true, slipSecond: true },
    ],
  ];
  it.each(cases)('%s', (_, t, verdict) => {
    expect(memoryVerdict(t)).toEqual(verdict);
  });
});
