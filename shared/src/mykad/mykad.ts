/**
 * MyKad (Malaysian identity card) numbers: `YYMMDD-PB-###G`, 12 digits with or without the two
 * dashes. There is no checksum, so the only checks possible are the shape, a real calendar date
 * of birth and a place-of-birth code that JPN (the National Registration Department) issues.
 * The api validates with this same function before touching the database (docs/architecture.md "api").
 */

export type MykadErrorCode = 'mykad_format' | 'mykad_date' | 'mykad_place_of_birth';

export interface MykadDetails {
  /** the 12 digits without dashes: the form stored and sent to the api */
  digits: string;
  /** `YYMMDD-PB-###G`, for display */
  formatted: string;
  /** ISO date `YYYY-MM-DD`; the century is the latest one that does not put the birth in the future */
  birthDate: string;
  placeOfBirthCode: string;
  /** the last digit: odd for male, even for female */
  gender: 'male' | 'female';
}

export type MykadResult = { ok: true; value: MykadDetails } | { ok: false; code: MykadErrorCode; message: string };

/** JPN place-of-birth codes never issued. */
const INVALID_PLACE_OF_BIRTH = new Set(['00', '17', '18', '19', '20', '69', '70', '73', '80', '81', '94', '95', '96', '97']);

const SHAPE = /^(\d{6})-?(\d{2})-?(\d{4})$/;

function fail(code: MykadErrorCode, message: string): MykadResult {
  return { ok: false, code, message };
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Date.UTC rolls 30 Feb over to 2 Mar, so a round trip exposes dates that do not exist.
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Parses and validates a MyKad number. `now` decides the century (a card holder is never born
 * in the future); pass it in tests for a fixed answer.
 */
export function parseMykad(input: string, now: Date = new Date()): MykadResult {
  const raw = (input ?? '').trim();
  const match = SHAPE.exec(raw);
  if (!match) {
    if (raw.length === 0) return fail('mykad_format', 'MyKad number is required: enter 12 digits, for example 900101-14-5678.');
    if (/[^\d-]/.test(raw))
      return fail('mykad_format', 'MyKad number may contain only digits and dashes, in the form YYMMDD-PB-###G (for example 900101-14-5678).');
    const digitCount = raw.replace(/-/g, '').length;
    if (digitCount !== 12) return fail('mykad_format', `MyKad number must have exactly 12 digits; it has ${digitCount}.`);
    return fail('mykad_format', 'MyKad number has dashes in the wrong place: use YYMMDD-PB-###G (for example 900101-14-5678) or 12 digits without dashes.');
  }
  const [, yymmdd, pb, rest] = match as unknown as [string, string, string, string];
  const yy = Number(yymmdd.slice(0, 2));
  const mm = Number(yymmdd.slice(2, 4));
  const dd = Number(yymmdd.slice(4, 6));

  const currentYear = now.getUTCFullYear();
  let year = 2000 + yy;
  const todayUtc = Date.UTC(currentYear, now.getUTCMonth(), now.getUTCDate());
  if (year > currentYear || (isRealDate(year, mm, dd) && Date.UTC(year, mm - 1, dd) > todayUtc)) year -= 100;
  if (!isRealDate(year, mm, dd)) {
    return fail('mykad_date', `MyKad number must start with a real date of birth (YYMMDD): ${yymmdd} is not a valid date.`);
  }

  if (INVALID_PLACE_OF_BIRTH.has(pb)) {
    return fail('mykad_place_of_birth', `MyKad number has an invalid place-of-birth code (digits 7–8): ${pb} is not issued by JPN.`);
  }

  const digits = `${yymmdd}${pb}${rest}`;
  return {
    ok: true,
    value: {
      digits,
      formatted: `${yymmdd}-${pb}-${rest}`,
      birthDate: `${pad(year, 4)}-${pad(mm, 2)}-${pad(dd, 2)}`,
      placeOfBirthCode: pb,
      gender: Number(rest[3]) % 2 === 1 ? 'male' : 'female',
    },
  };
}

/** True when `input` is a valid MyKad number (see parseMykad). */
export function isValidMykad(input: string, now?: Date): boolean {
  return parseMykad(input, now).ok;
}

/** The 12 digits of a valid MyKad number, or null: the one form used as a key. */
export function normalizeMykad(input: string, now?: Date): string | null {
  const result = parseMykad(input, now);
  return result.ok ? result.value.digits : null;
}
