/**
 * docs/requirements.md §8 "Payment status check error: falls back to the stored flag." The flag is this
 * remote's own (one key per user and contest product), written whenever a lookup finds the
 * payment, read only when the lookup fails. The server re-checks payment on every write anyway.
 */
const key = (userId: string, productId: number) => `mfe-contests.paid.${productId}.${userId}`;

export function readPaidFlag(userId: string, productId: number): boolean {
  try {
    return window.localStorage.getItem(key(userId, productId)) === 'true';
  } catch {
    return false;
  }
}

export function writePaidFlag(userId: string, productId: number, paid: boolean): void {
  try {
    if (paid) window.localStorage.setItem(key(userId, productId), 'true');
    else window.localStorage.removeItem(key(userId, productId));
  } catch {
    // private mode or storage full: the flag is only a fallback
  }
}
