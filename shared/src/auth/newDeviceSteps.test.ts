import { formatCardCode, normalizeCardCode, PICTURE_PAIRS, picturePairKey, picturePasswordAllowed, SIGN_IN_PICTURES } from './newDeviceSteps';

describe('the picture password (docs/adr/0018: two of nine pictures, for Years 1–3)', () => {
  it('has nine pictures and so 36 pairs', () => {
    expect(SIGN_IN_PICTURES).toHaveLength(9);
    expect(PICTURE_PAIRS).toBe(36);
  });

  it.each([
    ['two pictures in either order are the same pair', [4, 1], '1,4'],
    ['the first and the last picture make a pair', [0, 8], '0,8'],
    ['one picture twice is not a pair', [3, 3], null],
    ['one picture alone is not a pair', [3], null],
    ['three pictures are not a pair', [1, 2, 3], null],
    ['a picture past the ninth is not one of them', [2, 9], null],
    ['a fraction is not a picture', [1.5, 2], null],
  ])('%s', (_rule, pair, key) => {
    expect(picturePairKey(pair)).toBe(key);
  });

  const june2026 = new Date('2026-06-15T03:00:00Z');
  const january2026 = new Date('2026-01-10T03:00:00Z');
  it.each([
    ['a child turning 7 this year is in Year 1', 2019, june2026, true],
    ['a child turning 9 this year is in Year 3', 2017, june2026, true],
    ['a child turning 10 this year is in Year 4', 2016, june2026, false],
    ['a child turning 6 this year is not at school yet', 2020, june2026, false],
    ['in January, a Year 3 pupil of the session that began last year may turn 10', 2016, january2026, true],
    ['a teacher is not in Years 1–3', 1985, june2026, false],
    ['an account without a birth year gets no picture password', null, june2026, false],
  ])('%s', (_rule, birthYear, now, allowed) => {
    expect(picturePasswordAllowed(birthYear, now)).toBe(allowed);
  });
});

describe('the sign-in card code', () => {
  it.each([
    ['is read whatever the case, spaces and dashes', 'abc-def', 'ABCDEF'],
    ['keeps digits of the set', 'K7P 4MX', 'K7P4MX'],
    ['refuses a code with a symbol the cards never print (O)', 'ABCDEO', null],
    ['refuses a code that is too short', 'ABC', null],
    ['refuses a code that is too long', 'ABCDEFG', null],
  ])('%s', (_rule, typed, code) => {
    expect(normalizeCardCode(typed)).toBe(code);
  });

  it('prints as two groups of three', () => {
    expect(formatCardCode('K7P4MX')).toBe('K7P-4MX');
  });
});
