-- Promo code limits: the uses of codes that are counted (a total budget, once per customer, first
-- order only). One row per order and promotion, written in the order's transaction, released
-- (kept for the record) when the order is rejected, cancelled, refunded or released unpaid; a
-- declined card order's rows are removed with it.
CREATE TABLE promo_uses (
  order_id text NOT NULL,
  shop_id text NOT NULL,
  -- The promotion (its rule id): the code's text may change, the promotion's count stays.
  rule_id text NOT NULL,
  code text NOT NULL,
  -- The phone the order was placed with (its digits), verified when the code needs it.
  phone_key text,
  -- The phone again for a once-per-customer code, so that a phone holds one live use of it.
  once_key text,
  -- Whether the use took one of the promotion's budget (promo_budgets), given back on release.
  budgeted boolean NOT NULL DEFAULT false,
  used_at timestamptz NOT NULL,
  released_at timestamptz,
  released_why text CHECK (released_why IN ('rejected', 'cancelled', 'refunded', 'released')),
  PRIMARY KEY (order_id, rule_id)
);
CREATE UNIQUE INDEX promo_uses_once ON promo_uses (shop_id, rule_id, once_key) WHERE released_at IS NULL AND once_key IS NOT NULL;
CREATE INDEX promo_uses_phone ON promo_uses (shop_id, phone_key, rule_id) WHERE released_at IS NULL;

-- The uses taken of each promotion's budget. An order raises its count in one statement that
-- only raises it while it is below the budget, so with every use but one taken, concurrent orders
-- (on any number of servers) take the last one exactly once; a release lowers it again.
CREATE TABLE promo_budgets (
  shop_id text NOT NULL,
  rule_id text NOT NULL,
  used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
  PRIMARY KEY (shop_id, rule_id)
);

-- A customer's earlier orders at a shop (a first-order-only code counts them).
CREATE INDEX orders_shop_phone ON orders (shop_id, phone_key) WHERE phone_key IS NOT NULL;
