import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../http/httpError';
import { requireAdmin } from '../../auth/requestUser';
import { findProducts, findUsableCoupon, insertCoupon, loadOrder, loadOrders, setOrderStatus } from './orderRepository';
import { completePaidOrder } from './completePaidOrder';
import { INVALID_COUPON, ORDERS_NEED_USER_ID, ORDER_NEEDS_EMAIL, placeOrder } from './placeOrder';
import { insertProduct, listProducts, nextProductId, updateProduct } from './productRepository';
import { mergeMeta } from './productUpdate';
import { money, productJson } from './storeRecords';
import { couponSchema, orderSchema, productSchema } from './storeSchemas';
import { paymentProviderFor } from '../payments/paymentProviders';
import { abandonOwnOrder, type PaymentContext } from '../payments/cardPayments';

export { INVALID_COUPON, ORDERS_NEED_USER_ID, ORDER_NEEDS_EMAIL } from './placeOrder';
export const invalidCoupon = () => new HttpError(404, 'invalid_coupon', INVALID_COUPON);

const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'a comma-separated list of product ids')
  .transform((s) => s.split(',').map(Number));
const moneyInput = z.union([z.number(), z.string().regex(/^\d+(\.\d{1,2})?$/)]).transform(Number);
const metaInput = z.array(z.object({ key: z.string().min(1).max(100), value: z.unknown() })).max(100);
const productFields = {
  name: z.string().min(1).max(200),
  description: z.string().max(20000),
  regular_price: moneyInput,
  sale_price: z.union([moneyInput, z.literal('')]),
  stock_status: z.enum(['instock', 'outofstock', 'onbackorder']),
};
const productBody = z.object({
  ...productFields,
  id: z.number().int().positive().optional(),
  slug: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .max(200)
    .optional(),
  type: z.enum(['simple', 'subscription', 'contest']).default('simple'),
  description: productFields.description.default(''),
  sale_price: productFields.sale_price.optional(),
  stock_status: productFields.stock_status.default('instock'),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })).default([]),
  meta_data: metaInput.default([]),
});
// No defaults here: a field left out keeps its stored value; meta entries merge by key.
const productUpdateBody = z.object({
  name: productFields.name.optional(),
  description: productFields.description.optional(),
  regular_price: productFields.regular_price.optional(),
  sale_price: productFields.sale_price.optional(),
  stock_status: productFields.stock_status.optional(),
  meta_data: metaInput.optional(),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['store'];

const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/wp-json/wc/v3';
  const db = app.db;
  const payments: PaymentContext = {
    db,
    provider: paymentProviderFor(app.config),
    contestOverrideAllowed: app.config.contestOverrideAllowed,
    warn: (error) => app.log.warn({ err: error }, 'payment provider call failed'),
  };

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
        response: { 200: z.array(productSchema) },
        tags,
      },
    },
    async (request) => {
      const q = request.query;
      return (await listProducts(db, { include: q.include, type: q.type, category: q.category, perPage: q.per_page, page: q.page })).map(productJson);
    },
  );

  app.get(`${base}/products/:id`, { schema: { params: idParams, response: { 200: productSchema }, tags } }, async (request) => {
    const [row] = await findProducts(db, [request.params.id]);
    if (!row) throw notFound('No product with that id.', 'product_not_found');
    return productJson(row);
  });

  app.post(`${base}/products`, { schema: { body: productBody, response: { 201: productSchema }, tags } }, async (request, reply) => {
    requireAdmin(request);
    const p = request.body;
    const id = p.id ?? (await nextProductId(db));
    const slug =
      p.slug ??
      `${p.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}-${id}`;
    const row = await insertProduct(db, id, {
      name: p.name,
      slug,
      type: p.type,
      description: p.description,
      regularPrice: p.regular_price,
      salePrice: p.sale_price === '' || p.sale_price === undefined ? null : p.sale_price,
      stockStatus: p.stock_status,
      categories: p.categories,
      metaData: p.meta_data,
    });
    if (!row) throw conflict('A product with that id or slug already exists.');
    return reply.status(201).send(productJson(row));
  });

  app.put(`${base}/products/:id`, { schema: { params: idParams, body: productUpdateBody, response: { 200: productSchema }, tags } }, async (request) => {
    requireAdmin(request);
    const [row] = await findProducts(db, [request.params.id]);
    if (!row) throw notFound('No product with that id.', 'product_not_found');
    const current = productJson(row);
    const b = request.body;
    const updated = await updateProduct(db, current.id, {
      name: b.name ?? current.name,
      description: b.description ?? current.description,
      regularPrice: b.regular_price ?? Number(row.regular_price),
      salePrice: b.sale_price === '' ? null : (b.sale_price ?? (row.sale_price === null ? null : Number(row.sale_price))),
      stockStatus: b.stock_status ?? current.stock_status,
      metaData: mergeMeta(current.meta_data, b.meta_data),
    });
    return productJson(updated);
  });

  app.get(
    `${base}/coupons`,
    { schema: { querystring: z.object({ code: z.string().max(100).default('') }), response: { 200: z.array(couponSchema) }, tags } },
    async (request) => {
      if (!request.user && !request.isAdmin) throw unauthorized();
      const coupon = await findUsableCoupon(db, request.query.code);
      if (!coupon) throw invalidCoupon();
      return [
        {
          id: coupon.code,
          code: coupon.code,
          amount: money(coupon.amount),
          discount_type: coupon.discount_type,
          date_expires: coupon.expires_at ? new Date(coupon.expires_at).toISOString() : null,
        },
      ];
    },
  );

  app.post(
    `${base}/coupons`,
    {
      schema: {
        body: z.object({
          code: z
            .string()
            .trim()
            .min(2)
            .max(60)
            .regex(/^[A-Za-z0-9_-]+$/),
          amount: moneyInput,
          discount_type: z.enum(['percent', 'fixed_cart']).default('percent'),
          usage_limit: z.number().int().positive().optional(),
          date_expires: z.string().datetime({ offset: true }).optional(),
        }),
        response: { 201: z.object({ code: z.string(), amount: z.string(), discount_type: z.enum(['percent', 'fixed_cart']) }) },
        tags,
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const b = request.body;
      if (b.discount_type === 'percent' && b.amount > 100) throw badRequest('A percent coupon takes at most 100.');
      const code = b.code.toLowerCase();
      if (
        !(await insertCoupon(db, {
          code,
          amount: b.amount,
          discountType: b.discount_type,
          usageLimit: b.usage_limit ?? null,
          expiresAt: b.date_expires ?? null,
        }))
      ) {
        throw conflict('A coupon with that code already exists.');
      }
      return reply.status(201).send({ code, amount: money(b.amount), discount_type: b.discount_type });
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
            .array(
              z.object({
                product_id: z.coerce.number().int().positive(),
                quantity: z.coerce.number().int().min(1).max(10).default(1),
                price: z.unknown().optional(),
                total: z.unknown().optional(),
              }),
            )
            .min(1)
            .max(10),
          coupon_lines: z
            .array(z.object({ code: z.string().max(100) }))
            .max(1)
            .optional(),
          total: z.unknown().optional(),
          discount_total: z.unknown().optional(),
          // docs/adr/0025: { key: 'plan_change', value: 'at_period_end' } confirms a downgrade that starts when the paid year ends
          meta_data: z
            .array(z.object({ key: z.string().max(100), value: z.unknown() }))
            .max(20)
            .optional(),
        }),
        response: { 201: orderSchema },
        tags,
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthorized(ORDER_NEEDS_EMAIL, 'no_user_email');
      const order = await placeOrder(
        db,
        {
          userId: Number(request.user.sub),
          lines: request.body.line_items.map((l) => ({ productId: l.product_id, quantity: l.quantity })),
          couponCode: request.body.coupon_lines?.[0]?.code,
          confirmDowngradeAtPeriodEnd: request.body.meta_data?.some((m) => m.key === 'plan_change' && m.value === 'at_period_end'),
        },
        { contestOverrideAllowed: app.config.contestOverrideAllowed },
      );
      return reply.status(201).send(order);
    },
  );

  app.get(
    `${base}/orders`,
    {
      schema: {
        querystring: z.object({
          customer: z.string().regex(/^\d+$/).optional(),
          per_page: z.coerce.number().int().min(1).max(100).default(20),
          page: z.coerce.number().int().min(1).default(1),
        }),
        response: { 200: z.array(orderSchema) },
        tags,
      },
    },
    async (request) => {
      const { customer, per_page, page } = request.query;
      if ((!request.user && !request.isAdmin) || !customer) throw unauthorized(ORDERS_NEED_USER_ID, 'no_user_id');
      if (!request.isAdmin && request.user?.sub !== customer) throw forbidden('You can only read your own orders.', 'not_your_orders');
      return loadOrders(db, 'customer', Number(customer), per_page, (page - 1) * per_page);
    },
  );

  app.get(`${base}/orders/:id`, { schema: { params: idParams, response: { 200: orderSchema }, tags } }, async (request) => {
    if (!request.user && !request.isAdmin) throw unauthorized(ORDERS_NEED_USER_ID, 'no_user_id');
    const order = await loadOrder(db, request.params.id);
    if (!order || (!request.isAdmin && String(order.customer_id) !== request.user?.sub)) throw notFound('No such order.', 'order_not_found');
    return order;
  });

  app.put(
    `${base}/orders/:id`,
    {
      schema: {
        params: idParams,
        body: z.object({
          status: z.enum(['pending', 'on-hold', 'processing', 'completed', 'cancelled', 'refunded', 'failed']),
          transaction_id: z.string().max(200).optional(),
        }),
        response: { 200: orderSchema },
        tags,
      },
    },
    async (request) => {
      // the owner may cancel an order that is unpaid or has not started (abandon a checkout, keep the paid plan: docs/adr/0025)
      if (!request.isAdmin && request.user && request.body.status === 'cancelled') {
        await abandonOwnOrder(payments, Number(request.user.sub), request.params.id);
        return (await loadOrder(db, request.params.id))!;
      }
      requireAdmin(request);
      const order = await loadOrder(db, request.params.id);
      if (!order) throw notFound('No such order.', 'order_not_found');
      if (request.body.status === 'completed') await completePaidOrder(db, order.id, request.body.transaction_id ?? 'manual');
      else await setOrderStatus(db, order.id, request.body.status);
      return (await loadOrder(db, order.id))!;
    },
  );
};

export default storeRoutes;
