-- The order lifecycle (placed, accepted, ready, completed, rejected, cancelled), the append-only
-- events table, the outbox of texts, e-mails, webhooks and refunds, and per-shop webhook endpoints.
--
-- Orders stored before this migration become 'completed': they were handled outside the board,
-- and a board that opened with every past order as new would ring for nothing. Card orders still
-- waiting for their payment become 'placed' and reach the board when they are paid.
ALTER TABLE orders ADD COLUMN status text NOT NULL DEFAULT 'completed'
  CHECK (status IN ('placed', 'accepted', 'ready', 'completed', 'rejected', 'cancelled'));
UPDATE orders SET status = 'placed' WHERE payment_status IN ('pending_payment', 'pending');
ALTER TABLE orders ALTER COLUMN status SET DEFAULT 'placed';
-- placed_at: when the order reached the board (a cash order at once, a card order once paid);
-- NULL while it waits for its payment. Set by orders_visible below, never by the application.
ALTER TABLE orders ADD COLUMN placed_at timestamptz;
UPDATE orders SET placed_at = created_at WHERE payment_status NOT IN ('pending_payment', 'pending', 'refunded', 'released');
ALTER TABLE orders ADD COLUMN status_changed_at timestamptz;
UPDATE orders SET status_changed_at = created_at;
ALTER TABLE orders ADD COLUMN prep_minutes integer CHECK (prep_minutes BETWEEN 1 AND 1440);
ALTER TABLE orders ADD COLUMN promised_at timestamptz;
ALTER TABLE orders ADD COLUMN reject_reason text CHECK (reject_reason IN ('TOO_BUSY', 'OUT_OF_ITEMS', 'CLOSED', 'OTHER'));
ALTER TABLE orders ADD COLUMN escalated_at timestamptz;
CREATE INDEX orders_board ON orders (shop_id, status, placed_at) WHERE placed_at IS NOT NULL;

CREATE TABLE events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shop_id text NOT NULL,
  type text NOT NULL,
  subject text NOT NULL,
  actor text,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  at timestamptz NOT NULL
);
CREATE INDEX events_shop_id ON events (shop_id, id);
CREATE INDEX events_subject ON events (subject, id);

-- Every message, webhook delivery and refund an event causes, written in the event's transaction
-- and delivered by the outbox worker. One row per (subject, kind, channel, recipient): a status
-- reached twice, or two instances writing the same row, never sends twice.
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id bigint REFERENCES events (id),
  shop_id text NOT NULL,
  subject text NOT NULL,
  kind text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('sms', 'email', 'webhook', 'refund')),
  recipient text NOT NULL,
  payload jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  next_attempt_at timestamptz NOT NULL,
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text,
  last_status integer,
  UNIQUE (subject, kind, channel, recipient)
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_webhooks ON outbox (shop_id, id) WHERE channel = 'webhook';

-- A shop's webhook endpoints: from its profile (orderHandling.webhooks, replaced at every start)
-- or set in the console (PUT /api/staff/shops/{shopId}/webhooks).
CREATE TABLE webhook_endpoints (
  id text PRIMARY KEY,
  shop_id text NOT NULL,
  url text NOT NULL,
  secret text NOT NULL,
  events text[] NOT NULL,
  active boolean NOT NULL DEFAULT true,
  source text NOT NULL CHECK (source IN ('profile', 'console')),
  UNIQUE (shop_id, source, url)
);

-- The events table is append-only: a row, once written, is what every client was or will be sent.
CREATE FUNCTION events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events are append-only';
END
$$;
CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION events_append_only();

-- An order reaches the board when it is stored with its payment settled (cash, or cashback that
-- covers it) or when its card payment is confirmed later (by the request that charged it, the
-- payment webhook, or the sweeper that completes orders a crash left pending). A trigger, rather
-- than a call in each of those places, means no path that makes an order visible can forget its
-- event: placed_at is set here and the order.placed event follows from it.
CREATE FUNCTION orders_visible() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.placed_at IS NULL AND NEW.payment_status NOT IN ('pending_payment', 'pending', 'refunded', 'released') THEN
    -- The server's clock wrote created_at; the database clock may differ (tests pin the server's).
    NEW.placed_at := NEW.created_at;
    NEW.status_changed_at := NEW.created_at;
  END IF;
  IF NEW.status_changed_at IS NULL THEN
    NEW.status_changed_at := NEW.created_at;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER orders_visible BEFORE INSERT OR UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_visible();

-- The order.placed event and its webhook deliveries. Deferred to the end of the transaction and
-- serialised by an advisory lock held until commit, so event ids become visible in id order: a
-- client that has seen event n has seen every event below n, and Last-Event-ID replay misses
-- nothing. Taking the lock last keeps it from waiting on any row another writer holds.
CREATE FUNCTION orders_placed_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ev bigint;
BEGIN
  IF NEW.placed_at IS NULL OR (TG_OP = 'UPDATE' AND OLD.placed_at IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(72110608);
  INSERT INTO events (shop_id, type, subject, actor, data, at)
    VALUES (NEW.shop_id, 'order.placed', NEW.id, NULL, jsonb_build_object('status', NEW.status), NEW.placed_at)
    RETURNING id INTO ev;
  INSERT INTO outbox (event_id, shop_id, subject, kind, channel, recipient, payload, created_at, next_attempt_at)
    SELECT ev, NEW.shop_id, NEW.id, 'order.placed', 'webhook', w.id, '{}'::jsonb, NEW.placed_at, NEW.placed_at
      FROM webhook_endpoints w
     WHERE w.shop_id = NEW.shop_id AND w.active AND 'order.placed' = ANY (w.events)
    ON CONFLICT DO NOTHING;
  PERFORM pg_notify('staff_events', ev::text);
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER orders_placed_event AFTER INSERT OR UPDATE ON orders
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION orders_placed_event();
