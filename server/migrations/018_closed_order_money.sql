-- A rejected or cancelled order gives back the cashback it spent ('order-debit-reversed', as a
-- withdrawn card order already does) and takes back the cashback it earned
-- ('order-credit-reversed': at most the balance the phone has then, so a balance never goes below
-- zero), in the status change's transaction, once per order.
ALTER TABLE cashback_ledger DROP CONSTRAINT cashback_ledger_reason_check;
ALTER TABLE cashback_ledger ADD CONSTRAINT cashback_ledger_reason_check
  CHECK (reason IN ('order-debit', 'order-credit', 'signup', 'order-debit-reversed', 'order-credit-reversed'));
-- A post-order tip whose charge went through after its order was rejected or cancelled is not
-- added to the order: it is recorded 'refunded', its refund written to the outbox in the same
-- transaction.
ALTER TABLE order_tips DROP CONSTRAINT order_tips_status_check;
ALTER TABLE order_tips ADD CONSTRAINT order_tips_status_check CHECK (status IN ('pending', 'charged', 'refunded'));
