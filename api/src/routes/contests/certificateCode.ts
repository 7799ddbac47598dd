import { createHmac } from 'node:crypto';

/** A certificate's public code: the contest's prefix and an HMAC of contest and participant. */
export function certificateCode(secret: string, key: string, userId: string): string {
  const prefix = key
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 4)
    .toUpperCase();
  return `${prefix}-${createHmac('sha256', secret).update(`${key}:${userId}`).digest('hex').slice(0, 10).toUpperCase()}`;
}
