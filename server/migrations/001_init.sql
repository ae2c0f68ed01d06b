-- Orders, idempotency keys, cashback ledger, tips, e-mail sign-ups, form submissions.
-- Money is integer cents; times are written by the server clock.

CREATE TABLE orders (
  id text PRIMARY KEY,
  shop_id text NOT NULL,
  created_at timestamptz NOT NULL,
  due_at timestamptz,
  phone_key text,
  name text,
  phone text,
  cart_type text NOT NULL CHECK (cart_type IN ('PICKUP', 'DELIVERY', 'DINEIN')),
  payment_type text NOT NULL CHECK (payment_type IN ('CASH', 'CARD')),
  payment_status text NOT NULL CHECK (payment_status IN ('not_paid', 'pending', 'paid')),
  payment_ref text,
  invoice_cents integer NOT NULL CHECK (invoice_cents >= 0),
  tip_cents integer NOT NULL DEFAULT 0 CHECK (tip_cents >= 0),
  cart jsonb NOT NULL,
  quote jsonb NOT NULL
);
CREATE INDEX orders_shop_created ON orders (shop_id, created_at);
CREATE INDEX orders_payment_ref ON orders (payment_ref) WHERE payment_ref IS NOT NULL;

CREATE TABLE order_lines (
  order_id text NOT NULL REFERENCES orders (id),
  line_no integer NOT NULL,
  shop_id text NOT NULL,
  phone_key text,
  product_id text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 1),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (order_id, line_no)
);
CREATE INDEX order_lines_customer_day ON order_lines (shop_id, phone_key, created_at);

CREATE TABLE idempotency_keys (
  shop_id text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  order_id text,
  response_status integer,
  response_body text,
  PRIMARY KEY (shop_id, key)
);

CREATE TABLE cashback_accounts (
  shop_id text NOT NULL,
  phone_key text NOT NULL,
  balance_cents integer NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  PRIMARY KEY (shop_id, phone_key)
);

CREATE TABLE cashback_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shop_id text NOT NULL,
  phone_key text NOT NULL,
  delta_cents integer NOT NULL,
  reason text NOT NULL CHECK (reason IN ('order-debit', 'order-credit', 'signup')),
  order_id text,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX cashback_signup_once ON cashback_ledger (shop_id, phone_key) WHERE reason = 'signup';
CREATE UNIQUE INDEX cashback_order_once ON cashback_ledger (order_id, reason) WHERE order_id IS NOT NULL;

CREATE TABLE order_tips (
  order_id text PRIMARY KEY REFERENCES orders (id),
  shop_id text NOT NULL,
  tip_cents integer NOT NULL CHECK (tip_cents > 0),
  created_at timestamptz NOT NULL
);

CREATE TABLE subscriptions (
  shop_id text NOT NULL,
  email_key text NOT NULL,
  email text NOT NULL,
  name text,
  order_id text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (shop_id, email_key)
);

CREATE TABLE rewards_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shop_id text NOT NULL,
  action text NOT NULL,
  original_phone text NOT NULL,
  preferred_phone text,
  created_at timestamptz NOT NULL
);

CREATE TABLE form_submissions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shop_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('contact', 'catering')),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
