import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * `scrypt:salt:hash` of a short secret (a teacher's PIN, a sign-in card's code, a picture pair):
 * the secret itself is never stored or logged, and a copied table gives no list of them.
 */
export function hashSecret(secret: string): string {
  const salt = randomBytes(16).toString('hex');
  return `scrypt:${salt}:${scryptSync(secret, salt, 32).toString('hex')}`;
}

export function secretMatches(secret: string, stored: string): boolean {
  const [scheme, salt, hex] = stored.split(':');
  if (scheme !== 'scrypt' || !salt || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const actual = scryptSync(secret, salt, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
