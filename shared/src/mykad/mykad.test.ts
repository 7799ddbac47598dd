import { isValidMykad, normalizeMykad, parseMykad } from './mykad';

const NOW = new Date('2026-11-22T00:00:00Z');

describe('parseMykad: "YYMMDD-PB-###G, 12 digits, real calendar date, place-of-birth code from JPN\'s list" (docs/architecture.md "api")', () => {
  it.each([
    // input, digits, birth date, place of birth, gender
    ['120315101234', '120315101234', '2012-03-15', '10', 'female'],
    ['120315-10-1234', '120315101234', '2012-03-15', '10', 'female'],
    ['  850612-14-5671 ', '850612145671', '1985-06-12', '14', 'male'],
    ['000229-01-0001', '000229010001', '2000-02-29', '01', 'male'],
    ['960229-59-0002', '960229590002', '1996-02-29', '59', 'female'],
    ['261122-71-0003', '261122710003', '2026-11-22', '71', 'male'],
    ['261123-82-0004', '261123820004', '1926-11-23', '82', 'female'],
    ['991231-99-0005', '991231990005', '1999-12-31', '99', 'male'],
    ['010101-98-0006', '010101980006', '2001-01-01', '98', 'female'],
  ])('accepts %s', (input, digits, birthDate, pb, gender) => {
    const result = parseMykad(input, NOW);
    expect(result).toEqual({
      ok: true,
      value: { digits, formatted: `${digits.slice(0, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`, birthDate, placeOfBirthCode: pb, gender },
    });
  });

  it.each([
    // input, code, message fragment
    ['', 'mykad_format', 'MyKad number is required'],
    ['12031510123', 'mykad_format', 'must have exactly 12 digits; it has 11'],
    ['1203151012345', 'mykad_format', 'must have exactly 12 digits; it has 13'],
    ['120315-10-123', 'mykad_format', 'it has 11'],
    ['12031510123A', 'mykad_format', 'only digits and dashes'],
    ['120315 10 1234', 'mykad_format', 'only digits and dashes'],
    ['1203-1510-1234', 'mykad_format', 'dashes in the wrong place'],
    ['120315--101234', 'mykad_format', 'dashes in the wrong place'],
    ['121315101234', 'mykad_date', '121315 is not a valid date'],
    ['120015101234', 'mykad_date', '120015 is not a valid date'],
    ['120300101234', 'mykad_date', '120300 is not a valid date'],
    ['120431101234', 'mykad_date', '120431 is not a valid date'],
    ['010229101234', 'mykad_date', '010229 is not a valid date'],
    ['990230101234', 'mykad_date', '990230 is not a valid date'],
  ] as const)('rejects %s with %s', (input, code, fragment) => {
    const result = parseMykad(input, NOW);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe(code);
    expect(result.message).toContain(fragment);
  });

  const invalidPlaces = ['00', '17', '18', '19', '20', '69', '70', '73', '80', '81', '94', '95', '96', '97'];
  it.each(invalidPlaces)('rejects place-of-birth code %s ("invalid: 00, 17–20, 69, 70, 73, 80, 81, 94–97")', (pb) => {
    const result = parseMykad(`900101${pb}1234`, NOW);
    expect(result).toEqual({
      ok: false,
      code: 'mykad_place_of_birth',
      message: `MyKad number has an invalid place-of-birth code (digits 7–8): ${pb} is not issued by JPN.`,
    });
  });

  it('accepts every other place-of-birth code from 01 to 99', () => {
    const valid = Array.from({ length: 99 }, (_, i) => String(i + 1).padStart(2, '0')).filter((pb) => !invalidPlaces.includes(pb));
    expect(valid).toHaveLength(86);
    for (const pb of valid) expect(parseMykad(`900101-${pb}-1234`, NOW).ok).toBe(true);
  });

  it('names the date before the place of birth when both are wrong', () => {
    expect(parseMykad('901301001234', NOW)).toMatchObject({ ok: false, code: 'mykad_date' });
  });

  it("accepts the five demo accounts' numbers", () => {
    for (const n of ['120315101234', '850612145671', '800101085523', '790923105337', '880707075541']) expect(isValidMykad(n, NOW)).toBe(true);
  });

  it('normalizes to the 12 digits, or null when invalid', () => {
    expect(normalizeMykad('790923-10-5337', NOW)).toBe('790923105337');
    expect(normalizeMykad('790923-00-5337', NOW)).toBeNull();
  });
});
