// shared has no @types/node; jest runs in Node, where changing TZ changes the local zone.
declare const process: { env: Record<string, string | undefined> };
import { contestStateAt, contestWindowFromMeta, effectiveContestState, formatMalaysiaTime, msUntilStart, wallClockToEpoch } from './contestWindow';

// as api/src/db/seed/contests/solvallar2025.json sets it (the contest record is the one place)
const solvallar = contestWindowFromMeta({ contestDate: '2025-10-05', contestStartTime: '10:00', contestEndTime: '22:00' });
const START = Date.parse('2025-10-05T10:00:00+08:00');
const END = Date.parse('2025-10-05T22:00:00+08:00');

describe('contest window (docs/requirements.md §9 "Contest window: 2025-10-05 10:00 to 22:00 (UTC+8)")', () => {
  it('reads the Solvallar 2025 window as Malaysian wall-clock time', () => {
    expect(solvallar).toEqual({ startsAt: START, endsAt: END });
    expect(new Date(START).toISOString()).toBe('2025-10-05T02:00:00.000Z');
  });

  it.each([
    ['2025-10-05', '10:00 AM', START],
    ['2025-10-05', '10:00 PM', END],
    ['2025-10-05', '22:00:00', END],
    ['2025-10-05', '12:00 AM', Date.parse('2025-10-05T00:00:00+08:00')],
    ['2025-02-31', '10:00', null],
    ['5 Oct 2025', '10:00', null],
    ['2025-10-05', '25:00', null],
  ])('%s %s → %s', (date, time, expected) => expect(wallClockToEpoch(date, time)).toBe(expected));

  it('has no window when a meta field is missing or the end is before the start', () => {
    expect(contestWindowFromMeta({ contestDate: '2025-10-05', contestStartTime: '10:00' })).toBeNull();
    expect(contestWindowFromMeta({ contestDate: '2025-10-05', contestStartTime: '22:00', contestEndTime: '10:00' })).toBeNull();
  });
});

describe('contest state (docs/requirements.md §4 "before (now is before start), during (from start to end inclusive), after")', () => {
  const window = { startsAt: START, endsAt: END };
  it.each([
    ['one millisecond before the start', START - 1, 'before'],
    ['the exact start instant', START, 'during'],
    ['the middle of the day', START + 6 * 3600_000, 'during'],
    ['the exact end instant (inclusive)', END, 'during'],
    ['one millisecond after the end', END + 1, 'after'],
    ['a year later', END + 365 * 86400_000, 'after'],
  ] as const)('at %s the state is %s', (_label, now, state) => expect(contestStateAt(window, now)).toBe(state));

  describe.each(['Asia/Kuala_Lumpur', 'UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati', 'Etc/GMT+12'])('on a device in %s', (zone) => {
    const original = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = zone;
    });
    afterAll(() => {
      process.env.TZ = original;
    });
    it('computes the same window and states from the same instant', () => {
      expect(contestWindowFromMeta({ contestDate: '2025-10-05', contestStartTime: '10:00', contestEndTime: '22:00' })).toEqual(window);
      expect(contestStateAt(window, Date.parse('2025-10-05T01:59:59Z'))).toBe('before');
      expect(contestStateAt(window, Date.parse('2025-10-05T02:00:00Z'))).toBe('during');
      expect(contestStateAt(window, Date.parse('2025-10-05T14:00:00Z'))).toBe('during');
      expect(contestStateAt(window, Date.parse('2025-10-05T14:00:00.001Z'))).toBe('after');
      expect(formatMalaysiaTime(START)).toBe('2025-10-05 10:00');
    });
  });

  it.each([
    // override, allowed, expected at a time that is really "after"
    ['before', true, 'before'],
    ['during', true, 'during'],
    ['after', true, 'after'],
    ['during', false, 'after'],
    [null, true, 'after'],
  ] as const)('"A testing override can force a state": override %s, allowed %s → %s', (override, allowed, expected) => {
    expect(effectiveContestState(window, END + 1, override, allowed)).toBe(expected);
  });

  it('counts down to the start and stops at zero', () => {
    expect(msUntilStart(window, START - 90_000)).toBe(90_000);
    expect(msUntilStart(window, START + 1)).toBe(0);
  });
});
