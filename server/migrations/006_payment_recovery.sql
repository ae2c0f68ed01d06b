-- Recovering card orders a crash left 'pending_payment': the payment sweeper completes the ones
-- whose charge the provider holds and releases the rest ('released': never charged, its lines,
-- cashback debit and Idempotency-Key given back).
ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check
  CHECK (payment_status IN ('not_paid', 'pending', 'paid', 'pending_payment', 'refunded', 'released'));
-- The key the order was placed under, so completing or releasing it finds the key's row.
ALTER TABLE orders ADD COLUMN idempotency_key text;
-- The sweeper's look-up; card orders leave it once paid, cash orders never enter it.
CREATE INDEX orders_pending_payment ON orders (created_at) WHERE payment_status = 'pending_payment';

-- The offline payment provider's charges, as Stripe keeps PaymentIntents: one per idempotency key.
CREATE TABLE offline_charges (
  idempotency_key text PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  shop_id text,
  order_id text,
  status text NOT NULL CHECK (status IN ('succeeded', 'refunded')),
  created_at timestamptz NOT NULL,
  refunded_at timestamptz
);
