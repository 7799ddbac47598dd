import { defaultDueInputs, dueAtFromInputs, inputsFromDueAt } from './dueTime';

describe('due dates on a Malaysian clock', () => {
  it.each([
    ['8 pm on 21 November is 12:00 UTC', '2026-11-21', '20:00', '2026-11-21T12:00:00.000Z'],
    ['half past midnight is the evening before in UTC', '2026-12-01', '00:30', '2026-11-30T16:30:00.000Z'],
  ])('%s', (_, date, time, utc) => expect(new Date(dueAtFromInputs(date, time)!).toISOString()).toBe(utc));

  it.each([
    ['an empty date', '', '20:00'],
    ['a time without minutes', '2026-11-21', '20'],
    ['a date that does not exist', '2026-13-40', '20:00'],
  ])('should refuse %s', (_, date, time) => expect(dueAtFromInputs(date, time)).toBeNull());

  it('should show a stored due time on the Malaysian clock', () => {
    expect(inputsFromDueAt('2026-11-30T16:30:00Z')).toEqual({ date: '2026-12-01', time: '00:30' });
  });

  it('should default to the day after tomorrow at 8 pm in Malaysia', () => {
    expect(defaultDueInputs(Date.parse('2026-11-20T17:00:00Z'))).toEqual({ date: '2026-11-23', time: '20:00' });
  });
});
