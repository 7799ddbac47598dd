import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  /** user id */
  sub: string;
  role: 'student' | 'teacher' | 'admin';
  /** expiry, seconds since epoch */
  exp: number;
  /** this token's id: sign-out revokes exactly this one */
  jti?: string;
  /** the account's token version when issued: "sign out everywhere" raises it */
  ver?: number;
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');

/** A compact HS256 JWT: any api instance can verify it; revocation is checked against the database. */
export function signToken(claims: Omit<TokenClaims, 'exp' | 'jti'>, secret: string, ttlSeconds: number, now = Date.now()): string {
  const header = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64(JSON.stringify({ ...claims, jti: randomBytes(12).toString('base64url'), exp: Math.floor(now / 1000) + ttlSeconds }));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export function verifyToken(token: string, secret: string, now = Date.now()): TokenClaims | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
    if (typeof claims.sub !== 'string' || !/^\d{1,18}$/.test(claims.sub)) return null;
    return claims;
  } catch {
    return null;
  }
}
