import type { Queryable } from '../../db/database';
import type { ProductRow } from './storeRecords';

export interface ProductFilter {
  include?: number[];
  type?: string;
  category?: string;
  perPage: number;
  page: number;
}

export async function listProducts(db: Queryable, f: ProductFilter): Promise<ProductRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (f.include) where.push(`id = ANY($${params.push(f.include)}::int[])`);
  if (f.type) where.push(`type = $${params.push(f.type)}`);
  if (f.category)
    where.push(`EXISTS (SELECT 1 FROM jsonb_array_elements(categories) c WHERE c->>'slug' = $${params.push(f.category)} OR c->>'id' = $${params.length})`);
  const rows = await db.query<ProductRow>(
    `SELECT * FROM products ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id LIMIT ${f.perPage} OFFSET ${(f.page - 1) * f.perPage}`,
    params,
  );
  return rows.rows;
}

export async function nextProductId(db: Queryable): Promise<number> {
  return Number((await db.query<{ id: string }>(`SELECT nextval('products_id_seq') AS id`)).rows[0]!.id);
}

export interface ProductFields {
  name: string;
  slug: string;
  type: string;
  description: string;
  regularPrice: number;
  salePrice: number | null;
  stockStatus: string;
  categories: unknown[];
  metaData: { key: string; value: unknown }[];
}

export async function insertProduct(db: Queryable, id: number, p: ProductFields): Promise<ProductRow | undefined> {
  const inserted = await db.query<ProductRow>(
    `INSERT INTO products (id, name, slug, type, description, regular_price, sale_price, stock_status, categories, meta_data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb) ON CONFLICT DO NOTHING RETURNING *`,
    [id, p.name, p.slug, p.type, p.description, p.regularPrice, p.salePrice, p.stockStatus, JSON.stringify(p.categories), JSON.stringify(p.metaData)],
  );
  return inserted.rows[0];
}

export async function updateProduct(db: Queryable, id: number, p: Omit<ProductFields, 'slug' | 'type' | 'categories'>): Promise<ProductRow> {
  const updated = await db.query<ProductRow>(
    'UPDATE products SET name = $2, description = $3, regular_price = $4, sale_price = $5, stock_status = $6, meta_data = $7::jsonb WHERE id = $1 RETURNING *',
    [id, p.name, p.description, p.regularPrice, p.salePrice, p.stockStatus, JSON.stringify(p.metaData)],
  );
  return updated.rows[0]!;
}
