import { z } from 'zod';

/** Response shapes of the store routes (WooCommerce field names), so /docs describes every answer. */
export const productSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  type: z.string(),
  status: z.string(),
  description: z.string(),
  date_created: z.string().nullable(),
  price: z.string(),
  regular_price: z.string(),
  sale_price: z.string(),
  on_sale: z.boolean(),
  purchasable: z.boolean(),
  stock_status: z.string(),
  categories: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() })),
  meta_data: z.array(z.object({ id: z.number(), key: z.string(), value: z.unknown() })),
});

export const orderSchema = z.object({
  id: z.number(),
  status: z.string(),
  currency: z.string(),
  date_created: z.string().nullable(),
  date_paid: z.string().nullable(),
  date_completed: z.string().nullable(),
  starts_at: z.string().nullable(),
  customer_id: z.number(),
  payment_method: z.string(),
  payment_method_title: z.string(),
  transaction_id: z.string(),
  set_paid: z.boolean(),
  billing: z.record(z.string(), z.string()),
  line_items: z.array(
    z.object({ id: z.number(), product_id: z.number(), name: z.string(), quantity: z.number(), price: z.number(), subtotal: z.string(), total: z.string() }),
  ),
  coupon_lines: z.array(z.object({ code: z.string(), discount: z.string() })),
  subtotal: z.string(),
  discount_total: z.string(),
  total: z.string(),
});

export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  amount: z.string(),
  discount_type: z.enum(['percent', 'fixed_cart']),
  date_expires: z.string().nullable(),
});

export const familyCouponSchema = z.object({ valid: z.literal(true), message: z.string(), order_id: z.number() });
