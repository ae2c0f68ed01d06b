-- One row per shop and customer whose orders a per-customer-day limit counts. Its version moves
-- with every order written under such a limit, so that a cash order can be written in one
-- statement: it reads the customer's lines today with the version (one snapshot), prices the
-- cart, and writes only if the version is still the one it read (ON CONFLICT ... DO UPDATE ...
-- WHERE sees the newest row, waiting for a writer that holds it). When another order of the same
-- customer came in between, nothing is written and the order takes the locked path: it bumps the
-- row first (holding its lock to commit), counts again and writes. Lines that go away (a released
-- or declined card order) only lower a count, so they leave the version alone.
CREATE TABLE customer_limit_guards (
  shop_id text NOT NULL,
  phone_key text NOT NULL,
  version bigint NOT NULL,
  PRIMARY KEY (shop_id, phone_key)
);
