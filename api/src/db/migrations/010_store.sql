-- Store (docs/requirements.md §3 Plan / Order / Coupon, §9 plans): WooCommerce-shaped products, orders and
-- coupons, kept server-side so prices, totals and set_paid never come from a browser.
CREATE TABLE products (
  id integer PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  type text NOT NULL DEFAULT 'simple',
  description text NOT NULL DEFAULT '',
  regular_price numeric(10, 2) NOT NULL DEFAULT 0 CHECK (regular_price >= 0),
  sale_price numeric(10, 2) CHECK (sale_price >= 0),
  stock_status text NOT NULL DEFAULT 'instock' CHECK (stock_status IN ('instock', 'outofstock', 'onbackorder')),
  categories jsonb NOT NULL DEFAULT '[]'::jsonb,
  meta_data jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE SEQUENCE products_id_seq START WITH 900;

CREATE TABLE coupons (
  code text PRIMARY KEY,                -- stored lower-case; lookups are case-insensitive
  amount numeric(10, 2) NOT NULL CHECK (amount >= 0),
  discount_type text NOT NULL DEFAULT 'percent' CHECK (discount_type IN ('percent', 'fixed_cart')),
  usage_limit integer,
  usage_count integer NOT NULL DEFAULT 0,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'on-hold', 'processing', 'completed', 'cancelled', 'refunded', 'failed')),
  currency text NOT NULL DEFAULT 'MYR',
  billing jsonb NOT NULL DEFAULT '{}'::jsonb,
  payment_method text NOT NULL DEFAULT '',
  payment_method_title text NOT NULL DEFAULT '',
  transaction_id text,
  coupon_code text REFERENCES coupons (code),
  subtotal numeric(10, 2) NOT NULL DEFAULT 0,
  discount_total numeric(10, 2) NOT NULL DEFAULT 0,
  total numeric(10, 2) NOT NULL DEFAULT 0,
  date_created timestamptz NOT NULL DEFAULT now(),
  date_paid timestamptz,
  date_completed timestamptz
);
CREATE INDEX orders_customer_idx ON orders (customer_id, date_created DESC);

CREATE TABLE order_items (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  price numeric(10, 2) NOT NULL,
  total numeric(10, 2) NOT NULL
);
CREATE INDEX order_items_order_idx ON order_items (order_id);
CREATE INDEX order_items_product_idx ON order_items (product_id);

-- Payments (docs/architecture.md "api"): one row per provider customer / payment intent; test mode and Stripe alike.
CREATE TABLE payment_customers (
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  provider text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payment_intents (
  id text PRIMARY KEY,
  provider text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id),
  order_id bigint NOT NULL REFERENCES orders (id),
  customer_id text,
  amount integer NOT NULL,              -- smallest currency unit (sen), as Stripe counts
  currency text NOT NULL DEFAULT 'myr',
  status text NOT NULL,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_intents_order_idx ON payment_intents (order_id);

-- Family coupons (docs/requirements.md §7 validate-family-coupon): one code per family per contest, tied to the
-- parent's phone number and last name, usable by one account.
CREATE TABLE family_coupons (
  code text PRIMARY KEY,
  contest_id integer NOT NULL REFERENCES products (id),
  phone_number text NOT NULL,
  last_name text NOT NULL,
  redeemed_by bigint REFERENCES users (id),
  redeemed_at timestamptz,
  order_id bigint REFERENCES orders (id)
);
