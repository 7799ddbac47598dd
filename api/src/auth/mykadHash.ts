import { createHmac } from 'node:crypto';

/**
 * A MyKad is kept only as a keyed hash (HMAC-SHA256 with a server secret) plus its last four
 * digits for display (docs/adr/0018). A database copied without the secret cannot be searched
 * for a child's number: the 10,000 numbers a birthday and a birth state leave are useless
 * without the key.
 *
 * Rotation without the numbers: the stored value is the HMAC of the previous stored value under
 * each newer key ("onion" hashing), so re-keying wraps what is stored and never needs the MyKad
 * itself. `secrets` is that chain, oldest first. While a rotation is under way (the newest key
 * added, the rows not yet re-keyed) a look-up accepts both the full chain and the chain without
 * its newest key.
 */
export class MykadHasher {
  private readonly keys: Buffer[];

  constructor(secrets: readonly string[]) {
    if (secrets.length === 0 || secrets.some((s) => s.length < 32)) {
      throw new Error('MyKad HMAC secrets must be at least 32 characters each (MYKAD_HMAC_SECRET or <DATA_DIR>/mykad.secret).');
    }
    this.keys = secrets.map((s) => Buffer.from(s, 'utf8'));
  }

  /** How many keys the current chain has: stored with each row, so re-keying knows what is left. */
  get generation(): number {
    return this.keys.length;
  }

  /** The stored form of 12 MyKad digits under the whole chain. */
  hash(digits: string): string {
    return this.keys.reduce<string>((value, key) => hmac(key, value), digits);
  }

  /**
   * Every stored form this number may have now: under the whole chain, and (while a rotation is
   * under way) under the chain without its newest key.
   */
  lookupHashes(digits: string): string[] {
    if (this.keys.length === 1) return [this.hash(digits)];
    const previous = this.keys.slice(0, -1).reduce<string>((value, key) => hmac(key, value), digits);
    return [hmac(this.keys.at(-1)!, previous), previous];
  }

  /** Re-keys a value stored under the first `keysApplied` keys of the chain to the whole chain (the rotation command). */
  rekey(stored: string, keysApplied: number): string {
    if (keysApplied < 1 || keysApplied > this.keys.length) throw new Error(`a value hashed with ${keysApplied} keys cannot be re-keyed to ${this.keys.length}`);
    return this.keys.slice(keysApplied).reduce<string>((value, key) => hmac(key, value), stored);
  }
}

function hmac(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/** What the app may show of a MyKad: its last four digits. */
export function mykadLast4(digits: string): string {
  return digits.slice(-4);
}
