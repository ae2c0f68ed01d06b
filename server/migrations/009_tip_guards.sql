-- A post-order tip needs the order's tip token: a secret given only in the order's 201 answer to
-- the browser that placed it. Only its SHA-256 hash is kept with the order.
ALTER TABLE orders ADD COLUMN tip_token_hash text;
-- A tip is reserved ('pending') before its card is charged and recorded ('charged') after, so the
-- charge happens outside any database transaction. Tips recorded before this were charged.
ALTER TABLE order_tips ADD COLUMN status text NOT NULL DEFAULT 'charged' CHECK (status IN ('pending', 'charged'));
