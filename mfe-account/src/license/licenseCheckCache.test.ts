import { createLicenseCheckCache } from './licenseCheckCache';

// written out, not imported: a changed constant must fail this test
const MINUTE = 60_000;

describe('school license check cache — docs/requirements.md §7 "cached 5 minutes per school"', () => {
  const school = { school_name: 'SJK(T) Ramakrishna', school_state: 'Pulau Pinang', school_country: 'MY' };
  const rows: [string, number, boolean][] = [
    ['just stored', 0, true],
    ['4 min 59 s later', 5 * MINUTE - 1000, true],
    ['5 minutes later', 5 * MINUTE, false],
  ];
  it.each(rows)('%s → cached: %p', (_name, elapsed, cached) => {
    let now = 1_000_000;
    const cache = createLicenseCheckCache<string>(undefined, () => now);
    cache.set(school, 'result');
    now += elapsed;
    expect(cache.get(school) !== undefined).toBe(cached);
  });
  it('keeps one entry per school, ignoring case and spacing', () => {
    const cache = createLicenseCheckCache<string>();
    cache.set(school, 'a');
    expect(cache.get({ ...school, school_name: 'sjk(t)  ramakrishna' })).toBe('a');
    expect(cache.get({ ...school, school_name: 'SK Other' })).toBeUndefined();
  });
});
