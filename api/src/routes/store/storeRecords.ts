/** DB rows → WooCommerce-shaped JSON (money as '120.00' strings, as the store REST api sends it). */
export const money = (v: unknown): string => (v === null || v === undefined || v === '' ? '' : Number(v).toFixed(2));
const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const json = <T>(v: unknown, fallback: T): T => (typeof v === 'string' ? (JSON.parse(v) as T) : ((v as T) ?? fallback));

export interface ProductRow {
  id: number;
  name: string;
  slug: string;
  type: string;
  description: string;
  regular_price: string | number;
  sale_price: string | number | null;
  stock_status: string;
  categories: unknown;
  meta_data: unknown;
  created_at: unknown;
}

export function productJson(row: ProductRow) {
  const regular = Number(row.regular_price);
  const sale = row.sale_price === null ? null : Number(row.sale_price);
  const onSale = sale !== null && sale < regular;
  return {
    id: Number(row.id),
    name: row.name,
    slug: row.slug,
    type: row.type,
    status: 'publish',
    description: row.description,
    date_created: iso(row.created_at),
    price: money(onSale ? sale : regular),
    regular_price: money(regular),
    sale_price: onSale ? money(sale) : '',
    on_sale: onSale,
    purchasable: row.stock_status === 'instock',
    stock_status: row.stock_status,
    categories: json<{ id: number; name: string; slug: string }[]>(row.categories, []),
    meta_data: json<{ key: string; value: unknown }[]>(row.meta_data, []).map((m, i) => ({ id: i + 1, key: m.key, value: m.value })),
  };
}
export type ProductJson = ReturnType<typeof productJson>;

export const metaValue = (meta: { key: string; value: unknown }[], key: string): unknown => meta.find((m) => m.key === key)?.value;

export interface OrderRow {
  id: string | number;
  customer_id: string | number;
  status: string;
  currency: string;
  billing: unknown;
  payment_method: string;
  payment_method_title: string;
  transaction_id: string | null;
  coupon_code: string | null;
  subtotal: string | number;
  discount_total: string | number;
  total: string | number;
  date_created: unknown;
  date_paid: unknown;
  date_completed: unknown;
  starts_at?: unknown;
}
export interface ItemRow {
  id: string | number;
  order_id: string | number;
  product_id: number;
  name: string;
  quantity: number;
  price: string | number;
  total: string | number;
}

export function orderJson(row: OrderRow, items: ItemRow[]) {
  return {
    id: Number(row.id),
    status: row.status,
    currency: row.currency,
    date_created: iso(row.date_created),
    date_paid: iso(row.date_paid),
    date_completed: iso(row.date_completed),
    // docs/adr/0025: a plan that starts later than the order date (a downgrade at the end of the paid year)
    starts_at: iso(row.starts_at),
    customer_id: Number(row.customer_id),
    payment_method: row.payment_method,
    payment_method_title: row.payment_method_title,
    transaction_id: row.transaction_id ?? '',
    set_paid: row.date_paid !== null && row.date_paid !== undefined,
    billing: json<Record<string, string>>(row.billing, {}),
    line_items: items.map((i) => ({
      id: Number(i.id),
      product_id: Number(i.product_id),
      name: i.name,
      quantity: Number(i.quantity),
      price: Number(i.price),
      subtotal: money(Number(i.price) * Number(i.quantity)),
      total: money(i.total),
    })),
    coupon_lines: row.coupon_code ? [{ code: row.coupon_code, discount: money(row.discount_total) }] : [],
    subtotal: money(row.subtotal),
    discount_total: money(row.discount_total),
    total: money(row.total),
  };
}
export type OrderJson = ReturnType<typeof orderJson>;
