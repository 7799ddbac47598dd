import type { Queryable } from '../db/database';
import type { MykadHasher } from './mykadHash';

/** Every table that keeps a MyKad, by its keyed hash and the number of keys it went through. */
const TABLES = [
  { name: 'users', id: 'id' },
  { name: 'license_redemptions', id: 'id' },
  { name: 'contest_certificates', id: 'code' },
] as const;

export interface RekeyReport {
  generation: number;
  rekeyed: Record<(typeof TABLES)[number]['name'], number>;
  /** rows still under an older chain (none once a run has finished) */
  remaining: number;
}

/**
 * Step 2 of a MyKad key rotation (docs/adr/0018): once every api instance runs with the new key
 * appended to its chain, wraps every stored hash made with fewer keys, in batches. Each row is
 * updated only if it is still what was read, so two runs at once (or an instance writing a new
 * account meanwhile) never wrap a value twice. Safe to run again; it stops when nothing is left.
 */
export async function rekeyStoredMykads(db: Queryable, hasher: MykadHasher, batchSize = 500): Promise<RekeyReport> {
  const generation = hasher.generation;
  const rekeyed = { users: 0, license_redemptions: 0, contest_certificates: 0 };
  for (const table of TABLES) {
    for (;;) {
      const { rows } = await db.query<{ id: string; mykad_hash: string; mykad_keys: number }>(
        `SELECT ${table.id}::text AS id, mykad_hash, mykad_keys FROM ${table.name}
         WHERE mykad_hash IS NOT NULL AND mykad_keys < $1 ORDER BY ${table.id} LIMIT $2`,
        [generation, batchSize],
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        const updated = await db.query(
          `UPDATE ${table.name} SET mykad_hash = $2, mykad_keys = $3 WHERE ${table.id}::text = $1 AND mykad_hash = $4 AND mykad_keys = $5 RETURNING 1`,
          [row.id, hasher.rekey(row.mykad_hash, Number(row.mykad_keys)), generation, row.mykad_hash, row.mykad_keys],
        );
        rekeyed[table.name] += updated.rows.length;
      }
    }
  }
  return { generation, rekeyed, remaining: await rowsToRekey(db, generation) };
}

export async function rowsToRekey(db: Queryable, generation: number): Promise<number> {
  let remaining = 0;
  for (const table of TABLES) {
    const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table.name} WHERE mykad_hash IS NOT NULL AND mykad_keys < $1`, [generation]);
    remaining += Number(rows[0]?.n ?? 0);
  }
  return remaining;
}
