const KEY = 'account.deviceId';

/**
 * A random id for this browser, kept in localStorage: with it the api knows a device its owner has
 * signed in on before, so attempts on the account from elsewhere never lock the owner out here.
 * It identifies nothing else (the api stores only a hash of it with the account).
 */
export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): string {
  const existing = storage?.getItem(KEY);
  if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return existing;
  const id = crypto.randomUUID().replace(/-/g, '');
  storage?.setItem(KEY, id);
  return id;
}
