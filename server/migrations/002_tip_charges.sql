-- A post-order tip is charged to the order's card: the provider's reference of that charge.
ALTER TABLE order_tips ADD COLUMN payment_ref text;
