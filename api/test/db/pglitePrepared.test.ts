import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { openPglite, type Database } from '../../src/db/database';

/**
 * The PGlite Database runs every statement text as a named prepared statement (ADR 0017). These
 * hold what PGlite's own query() did: parameters and rows through the same type handlers, errors
 * with their SQLSTATE, and transactions; plus what preparing adds: a statement whose result
 * shape changed under it, and more texts than stay prepared.
 */
describe('PGlite prepared statements (db/database.ts)', () => {
  let db: Database;
  before(async () => {
    db = await openPglite();
    await db.exec(`CREATE TABLE prep_probe (id bigserial PRIMARY KEY, tags text[], doc jsonb, at timestamptz, ok boolean, n numeric)`);
  });
  after(() => db.close());

  it('should pass parameters and return rows of each type as before', async () => {
    const at = new Date('2026-11-20T08:00:00.000Z');
    const inserted = await db.query<{ id: string | number }>('INSERT INTO prep_probe (tags, doc, at, ok, n) VALUES ($1, $2::jsonb, $3, $4, $5) RETURNING id', [
      ['a', 'b c'],
      JSON.stringify({ k: [1, 'x'] }),
      at,
      true,
      '12.50',
    ]);
    expect(inserted.rowCount).toBe(1);
    const { rows } = await db.query('SELECT tags, doc, at, ok, n FROM prep_probe WHERE id = $1', [inserted.rows[0]!.id]);
    expect(rows).toEqual([{ tags: ['a', 'b c'], doc: { k: [1, 'x'] }, at, ok: true, n: '12.50' }]);
    const nulls = await db.query('SELECT $1::text AS a, $2::int AS b', [null, undefined]);
    expect(nulls.rows).toEqual([{ a: null, b: null }]);
  });

  it('should report affected rows and keep answering after an error', async () => {
    await expect(db.query('SELECT $1::int AS x', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    await expect(db.query('INSERT INTO prep_probe (id) VALUES (1), (1)')).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('SELECT $1::int AS x', [7])).rows).toEqual([{ x: 7 }]);
    await db.query('INSERT INTO prep_probe (ok) SELECT false FROM generate_series(1, 3)');
    expect((await db.query('UPDATE prep_probe SET n = 1 WHERE ok = $1', [false])).rowCount).toBe(3);
  });

  it('should roll a failed transaction back and reuse its statements afterwards', async () => {
    const count = async () => Number((await db.query<{ n: string | number }>('SELECT count(*) AS n FROM prep_probe')).rows[0]!.n);
    const before = await count();
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO prep_probe (ok) VALUES ($1)', [true]);
        await tx.query('SELECT $1::int AS x', ['nope']);
      }),
    ).rejects.toMatchObject({ code: '22P02' });
    expect(await count()).toBe(before);
    await db.transaction(async (tx) => tx.query('INSERT INTO prep_probe (ok) VALUES ($1)', [true]));
    expect(await count()).toBe(before + 1);
  });

  it('should prepare a statement again when a column is added under its SELECT *', async () => {
    await db.exec('CREATE TABLE prep_shape (id int PRIMARY KEY)');
    await db.query('INSERT INTO prep_shape VALUES (1)');
    expect((await db.query('SELECT * FROM prep_shape')).rows).toEqual([{ id: 1 }]);
    await db.exec(`ALTER TABLE prep_shape ADD COLUMN label text NOT NULL DEFAULT 'one'`);
    expect((await db.query('SELECT * FROM prep_shape')).rows).toEqual([{ id: 1, label: 'one' }]);
  });

  it('should answer correctly past the number of texts that stay prepared, the oldest included', async () => {
    const text = (i: number) => `SELECT ${i} AS i, $1::text AS tag`;
    for (let i = 0; i < 1050; i++) expect((await db.query(text(i), [`t${i}`])).rows).toEqual([{ i, tag: `t${i}` }]);
    expect((await db.query(text(0), ['again'])).rows).toEqual([{ i: 0, tag: 'again' }]);
  });
});
