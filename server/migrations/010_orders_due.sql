-- Slot capacity counts a shop's orders by due time: index them so the count reads one range.
CREATE INDEX IF NOT EXISTS orders_shop_due ON orders (shop_id, due_at);
