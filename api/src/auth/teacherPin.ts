import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** 6 to 12 digits: easy on a phone keypad; with the login limits, a million guesses take years. */
export const PIN_PATTERN = /^\d{6,12}$/;
export const PIN_FORMAT_MESSAGE = 'A PIN has 6 to 12 digits.';

/** `scrypt:salt:hash`: the PIN itself is never stored or logged. */
export function hashPin(pin: string): string {
  const salt = randomBytes(16).toString('hex');
  return `scrypt:${salt}:${scryptSync(pin, salt, 32).toString('hex')}`;
}

export function pinMatches(pin: string, stored: string): boolean {
  const [scheme, salt, hex] = stored.split(':');
  if (scheme !== 'scrypt' || !salt || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const actual = scryptSync(pin, salt, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
