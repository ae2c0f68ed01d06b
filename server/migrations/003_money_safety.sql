-- Card orders are stored before the card is charged ('pending_payment'), then marked paid; an
-- order whose completion failed after the charge is refunded ('refunded'). Money columns are
-- bigint, so no total can overflow a column.
ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check
  CHECK (payment_status IN ('not_paid', 'pending', 'paid', 'pending_payment', 'refunded'));
ALTER TABLE orders ALTER COLUMN invoice_cents TYPE bigint, ALTER COLUMN tip_cents TYPE bigint;
ALTER TABLE order_tips ALTER COLUMN tip_cents TYPE bigint;
ALTER TABLE cashback_accounts ALTER COLUMN balance_cents TYPE bigint;
ALTER TABLE cashback_ledger ALTER COLUMN delta_cents TYPE bigint;
ALTER TABLE cashback_ledger DROP CONSTRAINT cashback_ledger_reason_check;
ALTER TABLE cashback_ledger ADD CONSTRAINT cashback_ledger_reason_check
  CHECK (reason IN ('order-debit', 'order-credit', 'signup', 'order-debit-reversed'));
