-- Each shop's live operations: a pause (until a time or until resumed, of some or every kind of
-- order), busy minutes added to every estimate, and products or modifiers out of stock (each until
-- a time or until someone says so). One row per shop, changed one change at a time in a
-- transaction that also writes its operations.changed event and its audit row, so every instance
-- reads the same.
CREATE TABLE shop_operations (
  shop_id text PRIMARY KEY,
  -- null = not paused; otherwise { "until": ISO | null, "types"?: [...] }
  pause jsonb,
  busy_minutes integer NOT NULL DEFAULT 0 CHECK (busy_minutes BETWEEN 0 AND 120),
  -- [{ "productId" | "modifierId": id, "until": ISO | null }]
  out_of_stock jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL,
  updated_by text
);
