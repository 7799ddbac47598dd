import type { MykadHasher } from '../auth/mykadHash';
import { hashClearMykads } from './hashClearMykads';
import type { Queryable } from './database';

/** What a data migration may need beside the database: the MyKad key (from the api's config). */
export interface MigrationContext {
  mykad?: MykadHasher;
}

/**
 * Migrations that need code (a secret, a hash), run in their place in the numbered order with the
 * `.sql` files, each once and in one transaction with its bookkeeping row.
 */
export const DATA_MIGRATIONS: Record<string, (tx: Queryable, context: MigrationContext) => Promise<void>> = {
  '061_hash_clear_mykads': hashClearMykads,
};
