-- Plan changes that keep what was paid for (docs/adr/0025): a downgrade from a paid plan is an
-- order that starts when the paid year ends. Null = the plan starts at the order date.
ALTER TABLE orders ADD COLUMN starts_at timestamptz;
-- The rule reads a user's unpaid checkouts to supersede or expire them.
CREATE INDEX orders_unpaid_idx ON orders (customer_id) WHERE status IN ('pending', 'on-hold', 'failed') AND date_paid IS NULL;
