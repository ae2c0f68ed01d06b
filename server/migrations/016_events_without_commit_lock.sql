-- The order.placed event no longer takes an advisory lock held to commit, nor sends NOTIFY in the
-- order's transaction. Both serialised every order's commit (its flush to disk included) across
-- all shops: a NOTIFY in a transaction holds PostgreSQL's notification queue lock until the
-- commit. Readers now deliver ids in order by waiting at a gap until the transactions that could
-- still fill it have ended (server/lifecycle/events.ts), and the instance that wrote an event
-- sends one NOTIFY after its commit, for the other instances.
CREATE OR REPLACE FUNCTION orders_placed_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ev bigint;
BEGIN
  IF NEW.placed_at IS NULL OR (TG_OP = 'UPDATE' AND OLD.placed_at IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  INSERT INTO events (shop_id, type, subject, actor, data, at)
    VALUES (NEW.shop_id, 'order.placed', NEW.id, NULL, jsonb_build_object('status', NEW.status), NEW.placed_at)
    RETURNING id INTO ev;
  INSERT INTO outbox (event_id, shop_id, subject, kind, channel, recipient, payload, created_at, next_attempt_at)
    SELECT ev, NEW.shop_id, NEW.id, 'order.placed', 'webhook', w.id, '{}'::jsonb, NEW.placed_at, NEW.placed_at
      FROM webhook_endpoints w
     WHERE w.shop_id = NEW.shop_id AND w.active AND 'order.placed' = ANY (w.events)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
