import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { computeOrderTotals } from '@app/shared/src/store/orderTotals';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../http/httpError';
import { requireAdmin } from '../../auth/requestUser';
import type { Queryable } from '../../db/database';
import { completeOrder, loadOrder, loadOrders, metaValue, money, productJson, type ProductRow } from './storeRecords';

/** SPEC.md §8 messages, verbatim. */
export const ORDER_NEEDS_EMAIL = 'User not authenticated or email not available';
export const ORDERS_NEED_USER_ID = 'User not authenticated or user ID not available';
export const INVALID_COUPON = 'Invalid coupon code.';
export const invalidCoupon = () => new HttpError(404, 'invalid_coupon', INVALID_COUPON);

const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'a comma-separated list of product ids')
  .transform((s) => s.split(',').map(Number));
const moneyInput = z.union([z.number(), z.string().regex(/^\d+(\.\d{1,2})?$/)]).transform(Number);
const metaInput = z.array(z.object({ key: z.string().min(1).max(100), value: z.unknown() })).max(100);
const productBody = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().min(1).max(200),
  slug: z.string().regex(/^[a-z0-9-]+$/).max(200).optional(),
  type: z.enum(['simple', 'subscription', 'contest']).default('simple'),
  description: z.string().max(20000).default(''),
  regular_price: moneyInput,
  sale_price: z.union([moneyInput, z.literal('')]).optional(),
  stock_status: z.enum(['instock', 'outofstock', 'onbackorder']).default('instock'),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })).default([]),
  meta_data: metaInput.default([]),
});

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
}

const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/wp-json/wc/v3';
  const db = app.db;

  const findProducts = async (ids: number[]) => (await db.query<ProductRow>('SELECT * FROM products WHERE id = ANY($1::int[])', [ids])).rows;

  app.get(
    `${base}/products`,
    {
      schema: {
        querystring: z.object({
          include: idList.optional(),
          per_page: z.coerce.number().int().min(1).max(100).default(10),
          page: z.coerce.number().int().min(1).default(1),
          category: z.string().max(100).optional(),
          type: z.string().max(40).optional(),
        }),
      },
    },
    async (request) => {
      const { include, per_page, page, category, type } = request.query;
      const where: string[] = [];
      const params: unknown[] = [];
      if (include) where.push(`id = ANY($${params.push(include)}::int[])`);
      if (type) where.push(`type = $${params.push(type)}`);
      if (category) where.push(`EXISTS (SELECT 1 FROM jsonb_array_elements(categories) c WHERE c->>'slug' = $${params.push(category)} OR c->>'id' = $${params.length})`);
      const rows = await db.query<ProductRow>(
        `SELECT * FROM products ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id LIMIT ${per_page} OFFSET ${(page - 1) * per_page}`,
        params,
      );
      return rows.rows.map(productJson);
    },
  );

  app.get(`${base}/products/:id`, { schema: { params: z.object({ id: z.coerce.number().int().positive() }) } }, async (request) => {
    const [row] = await findProducts([request.params.id]);
    if (!row) throw notFound('No product with that id.', 'product_not_found');
    return productJson(row);
  });

  app.post(`${base}/products`, { schema: { body: productBody } }, async (request, reply) => {
    requireAdmin(request);
    const p = request.body;
    const id = p.id ?? Number((await db.query<{ id: string }>(`SELECT nextval('products_id_seq') AS id`)).rows[0]!.id);
    const slug = p.slug ?? `${p.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${id}`;
    const inserted = await db.query<ProductRow>(
      `INSERT INTO products (id, name, slug, type, description, regular_price, sale_price, stock_status, categories, meta_data)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb) ON CONFLICT DO NOTHING RETURNING *`,
      [id, p.name, slug, p.type, p.description, p.regular_price, p.sale_price === '' || p.sale_price === undefined ? null : p.sale_price, p.stock_status, JSON.stringify(p.categories), JSON.stringify(p.meta_data)],
    );
    if (!inserted.rows[0]) throw conflict('A product with that id or slug already exists.');
    return reply.status(201).send(productJson(inserted.rows[0]));
  });

  app.put(
    `${base}/products/:id`,
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }), body: productBody.partial().omit({ id: true }) } },
    async (request) => {
      requireAdmin(request);
      const [current] = await findProducts([request.params.id]);
      if (!current) throw notFound('No product with that id.', 'product_not_found');
      const b = request.body;
      const updated = await db.query<ProductRow>(
        `UPDATE products SET name = $2, description = $3, regular_price = $4, sale_price = $5, stock_status = $6, meta_data = $7::jsonb WHERE id = $1 RETURNING *`,
        [
          current.id,
          b.name ?? current.name,
          b.description ?? current.description,
          b.regular_price ?? current.regular_price,
          b.sale_price === '' ? null : (b.sale_price ?? current.sale_price),
          b.stock_status ?? current.stock_status,
          JSON.stringify(b.meta_data ?? productJson(current).meta_data.map(({ key, value }) => ({ key, value }))),
        ],
      );
      return productJson(updated.rows[0]!);
    },
  );

  app.get(`${base}/coupons`, { schema: { querystring: z.object({ code: z.string().max(100).default('') }) } }, async (request) => {
    if (!request.user && !request.isAdmin) throw unauthorized();
    const coupon = await findUsableCoupon(db, request.query.code);
    if (!coupon) throw invalidCoupon();
    return [{ id: coupon.code, code: coupon.code, amount: money(coupon.amount), discount_type: coupon.discount_type, date_expires: coupon.expires_at ? new Date(coupon.expires_at).toISOString() : null }];
  });

  app.post(
    `${base}/coupons`,
    {
      schema: {
        body: z.object({
          code: z.string().trim().min(2).max(60).regex(/^[A-Za-z0-9_-]+$/),
          amount: moneyInput,
          discount_type: z.enum(['percent', 'fixed_cart']).default('percent'),
          usage_limit: z.number().int().positive().optional(),
          date_expires: z.string().datetime({ offset: true }).optional(),
        }),
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const b = request.body;
      if (b.discount_type === 'percent' && b.amount > 100) throw badRequest('A percent coupon takes at most 100.');
      const row = await db.query<{ code: string }>(
        `INSERT INTO coupons (code, amount, discount_type, usage_limit, expires_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (code) DO NOTHING RETURNING code`,
        [b.code.toLowerCase(), b.amount, b.discount_type, b.usage_limit ?? null, b.date_expires ?? null],
      );
      if (!row.rows[0]) throw conflict('A coupon with that code already exists.');
      return reply.status(201).send({ code: row.rows[0].code, amount: money(b.amount), discount_type: b.discount_type });
    },
  );

  app.post(
    `${base}/orders`,
    {
      schema: {
        // Prices, totals, set_paid and customer_id are accepted for WooCommerce compatibility and ignored.
        body: z.object({
          customer_id: z.union([z.number(), z.string()]).optional(),
          payment_method: z.string().max(50).optional(),
          payment_method_title: z.string().max(100).optional(),
          set_paid: z.boolean().optional(),
          billing: z.record(z.string(), z.unknown()).optional(),
          line_items: z
            .array(z.object({ product_id: z.coerce.number().int().positive(), quantity: z.coerce.number().int().min(1).max(10).default(1), price: z.unknown().optional(), total: z.unknown().optional() }))
            .min(1)
            .max(10),
          coupon_lines: z.array(z.object({ code: z.string().max(100) })).max(1).optional(),
          total: z.unknown().optional(),
          discount_total: z.unknown().optional(),
        }),
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthorized(ORDER_NEEDS_EMAIL, 'no_user_email');
      const user = (await db.query<UserRow>('SELECT id, email, first_name, last_name, role FROM users WHERE id = $1', [Number(request.user.sub)])).rows[0];
      if (!user?.email) throw unauthorized(ORDER_NEEDS_EMAIL, 'no_user_email');
      const body = request.body;

      const products = await findProducts(body.line_items.map((l) => l.product_id));
      const lines = body.line_items.map((l) => {
        const row = products.find((p) => Number(p.id) === l.product_id);
        if (!row) throw badRequest(`Unknown product ${l.product_id}.`, 'unknown_product');
        const product = productJson(row);
        if (product.stock_status !== 'instock') throw conflict(`${product.name} is out of stock.`, 'out_of_stock');
        const meta = product.meta_data;
        if (metaValue(meta, 'is_school_license') === 'yes') throw badRequest('The school license plan comes with your school’s license: redeem it on the License page.', 'school_license_product');
        const category = metaValue(meta, 'plan_category');
        if (category === 'teacher' && user.role !== 'teacher') throw forbidden('This plan is for teacher accounts.', 'wrong_plan_category');
        if (category === 'student' && user.role !== 'student') throw forbidden('This plan is for student accounts.', 'wrong_plan_category');
        return { product, quantity: metaValue(meta, 'plan_id') ? 1 : l.quantity, price: Number(product.price) };
      });

      const orderId = await db.transaction(async (tx) => {
        let couponCode: string | null = null;
        let coupon: CouponRow | undefined;
        const requested = body.coupon_lines?.[0]?.code;
        if (requested) {
          coupon = await findUsableCoupon(tx, requested);
          if (!coupon) throw badRequest(INVALID_COUPON, 'invalid_coupon');
          // conditional increment: a limited coupon is never used past its limit, even concurrently
          const used = await tx.query(`UPDATE coupons SET usage_count = usage_count + 1 WHERE code = $1 AND (usage_limit IS NULL OR usage_count < usage_limit) RETURNING code`, [coupon.code]);
          if (used.rows.length === 0) throw badRequest(INVALID_COUPON, 'invalid_coupon');
          couponCode = coupon.code;
        }
        const totals = computeOrderTotals(lines, coupon ? { amount: Number(coupon.amount), discount_type: coupon.discount_type } : null);
        const free = totals.total === 0;
        const billing = { email: user.email, first_name: user.first_name, last_name: user.last_name };
        const order = await tx.query<{ id: string }>(
          `INSERT INTO orders (customer_id, status, billing, payment_method, payment_method_title, coupon_code, subtotal, discount_total, total, date_paid, date_completed)
           VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
          [user.id, free ? 'completed' : 'pending', JSON.stringify(billing), free ? 'free' : 'card', free ? 'Free plan' : 'Card', couponCode, totals.subtotal, totals.discount_total, totals.total, free ? new Date().toISOString() : null],
        );
        const id = Number(order.rows[0]!.id);
        for (const l of lines) {
          await tx.query('INSERT INTO order_items (order_id, product_id, name, quantity, price, total) VALUES ($1, $2, $3, $4, $5, $6)', [id, l.product.id, l.product.name, l.quantity, l.price, l.price * l.quantity]);
        }
        return id;
      });
      return reply.status(201).send(await loadOrder(db, orderId));
    },
  );

  app.get(
    `${base}/orders`,
    { schema: { querystring: z.object({ customer: z.string().regex(/^\d+$/).optional(), per_page: z.coerce.number().int().min(1).max(100).default(20), page: z.coerce.number().int().min(1).default(1) }) } },
    async (request) => {
      const { customer, per_page, page } = request.query;
      if ((!request.user && !request.isAdmin) || !customer) throw unauthorized(ORDERS_NEED_USER_ID, 'no_user_id');
      if (!request.isAdmin && request.user?.sub !== customer) throw forbidden('You can only read your own orders.', 'not_your_orders');
      return loadOrders(db, 'customer_id = $1', [Number(customer)], per_page, (page - 1) * per_page);
    },
  );

  app.get(`${base}/orders/:id`, { schema: { params: z.object({ id: z.coerce.number().int().positive() }) } }, async (request) => {
    if (!request.user && !request.isAdmin) throw unauthorized(ORDERS_NEED_USER_ID, 'no_user_id');
    const order = await loadOrder(db, request.params.id);
    if (!order || (!request.isAdmin && String(order.customer_id) !== request.user?.sub)) throw notFound('No such order.', 'order_not_found');
    return order;
  });

  app.put(
    `${base}/orders/:id`,
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }), body: z.object({ status: z.enum(['pending', 'on-hold', 'processing', 'completed', 'cancelled', 'refunded', 'failed']), transaction_id: z.string().max(200).optional() }) } },
    async (request) => {
      requireAdmin(request);
      const order = await loadOrder(db, request.params.id);
      if (!order) throw notFound('No such order.', 'order_not_found');
      if (request.body.status === 'completed') await completeOrder(db, order.id, request.body.transaction_id ?? 'manual');
      else await db.query('UPDATE orders SET status = $2 WHERE id = $1', [order.id, request.body.status]);
      return loadOrder(db, order.id);
    },
  );
};

interface CouponRow {
  code: string;
  amount: string | number;
  discount_type: 'percent' | 'fixed_cart';
  usage_limit: number | null;
  usage_count: number;
  expires_at: string | null;
}

/** SPEC.md §5: "A coupon is invalid if the lookup returns no coupon" — expired or used-up ones return none. */
async function findUsableCoupon(db: Queryable, code: string): Promise<CouponRow | undefined> {
  const trimmed = code.trim().toLowerCase();
  if (!trimmed) return undefined;
  const r = await db.query<CouponRow>(`SELECT * FROM coupons WHERE code = $1 AND (expires_at IS NULL OR expires_at > now()) AND (usage_limit IS NULL OR usage_count < usage_limit)`, [trimmed]);
  return r.rows[0];
}

export default storeRoutes;
