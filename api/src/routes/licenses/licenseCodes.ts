import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** No 0/O, 1/I/L: a code read aloud or copied from paper is typed right the first time. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** XXXX-XXXX-XXXX from 31 symbols: about 59 bits, far beyond guessing under the redeem limits. */
export function newRedemptionCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

/** Case, spaces and dashes do not matter when a teacher types the code. */
export function normaliseCode(code: string): string {
  return code.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

export function hashRedemptionCode(code: string): string {
  return createHash('sha256')
    .update(`school-licence:${normaliseCode(code)}`)
    .digest('hex');
}

export function codeMatches(code: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(hashRedemptionCode(code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
