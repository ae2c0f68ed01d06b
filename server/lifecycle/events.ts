/**
 * The append-only events table and its fan-out. An event is written in the transaction of the
 * change it records (`appendEvent`); every instance hears its id through NOTIFY (PostgreSQL: a
 * dedicated LISTEN connection; PGlite: in process) and reads the new rows from the table, so a
 * notification lost while reconnecting costs nothing: the next read starts from the last id seen.
 */
import type { Db, Queryable } from '../db.js';
import type { StaffEvent } from '../staff/contract.js';
import { STAFF_ORDER_COLUMNS, toStaffOrder, type OrderRow } from './staff-order.js';

export const EVENTS_CHANNEL = 'staff_events';
/**
 * Held from an event's insert to its transaction's commit (the order.placed trigger takes the
 * same lock), so ids become visible in id order and a reader that saw id n saw every id below n.
 */
export const EVENTS_LOCK = 72_110_608;

export interface NewEvent {
  readonly shopId: string;
  readonly type: StaffEvent['type'];
  readonly subject: string;
  readonly actor: string | null;
  readonly data: Record<string, unknown>;
  readonly at: string;
}

/** Writes an event row (last in its transaction: it takes the events lock) and notifies; returns its id. */
export async function appendEvent(tx: Queryable, e: NewEvent): Promise<string> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [EVENTS_LOCK]);
  const res = await tx.query<{ id: string }>(
    `INSERT INTO events (shop_id, type, subject, actor, data, at) VALUES ($1, $2, $3, $4, $5::jsonb, $6::timestamptz) RETURNING id::text AS id`,
    [e.shopId, e.type, e.subject, e.actor, JSON.stringify(e.data), e.at],
  );
  const id = res.rows[0]!.id;
  await tx.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, id]);
  return id;
}

interface EventRow extends Partial<OrderRow> {
  event_id: string;
  event_shop_id: string;
  type: StaffEvent['type'];
  subject: string;
  actor: string | null;
  data: unknown;
  at: Date | string;
}

/**
 * Events after `afterId` in id order, order events with `data.order` (the order as it stands
 * now) unless `orders` is false. `shopIds` null = every shop; `subject` narrows to one order.
 */
export async function readEvents(db: Queryable, afterId: string, opts: { shopIds?: readonly string[] | null; subject?: string; limit?: number; orders?: boolean } = {}): Promise<StaffEvent[]> {
  const withOrders = opts.orders ?? true;
  const res = await db.query<EventRow>(
    withOrders
      ? `SELECT e.id::text AS event_id, e.shop_id AS event_shop_id, e.type, e.subject, e.actor, e.data, e.at, ${STAFF_ORDER_COLUMNS}
       FROM events e LEFT JOIN orders o ON o.id = e.subject AND e.type LIKE 'order.%'
      WHERE e.id > $1::bigint AND ($2::text[] IS NULL OR e.shop_id = ANY ($2::text[])) AND ($3::text IS NULL OR e.subject = $3)
      ORDER BY e.id LIMIT $4`
      : `SELECT e.id::text AS event_id, e.shop_id AS event_shop_id, e.type, e.subject, e.actor, e.data, e.at
       FROM events e
      WHERE e.id > $1::bigint AND ($2::text[] IS NULL OR e.shop_id = ANY ($2::text[])) AND ($3::text IS NULL OR e.subject = $3)
      ORDER BY e.id LIMIT $4`,
    [afterId, opts.shopIds ? [...opts.shopIds] : null, opts.subject ?? null, opts.limit ?? 1000],
  );
  return res.rows.map((r) => toEvent(r, r.id ? (r as OrderRow) : undefined));
}

function toEvent(r: EventRow, order: OrderRow | undefined): StaffEvent {
  const data = (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown>;
  return {
    id: r.event_id,
    type: r.type,
    shopId: r.event_shop_id,
    subject: r.subject,
    actor: r.actor,
    at: new Date(r.at).toISOString(),
    data: order ? { ...data, order: toStaffOrder(order) } : data,
  };
}

const isOrderEvent = (e: StaffEvent): boolean => e.type.startsWith('order.');

/** The same events with `data.order` on each order event (for events read with `orders: false`), in one read. */
async function withOrders(db: Queryable, events: readonly StaffEvent[]): Promise<StaffEvent[]> {
  const ids = [...new Set(events.filter(isOrderEvent).map((e) => e.subject))];
  if (ids.length === 0) return [...events];
  const res = await db.query<OrderRow>(`SELECT ${STAFF_ORDER_COLUMNS} FROM orders o WHERE o.id = ANY ($1::text[])`, [ids]);
  const orders = new Map(res.rows.map((r) => [r.id, toStaffOrder(r)]));
  return events.map((e) => {
    const order = isOrderEvent(e) ? orders.get(e.subject) : undefined;
    return order ? { ...e, data: { ...e.data, order } } : e;
  });
}

/** The id of the newest event (0 when there is none). */
export async function lastEventId(db: Queryable): Promise<string> {
  const res = await db.query<{ id: string }>('SELECT coalesce(max(id), 0)::text AS id FROM events');
  return res.rows[0]?.id ?? '0';
}

export type EventListener = (e: StaffEvent) => void;

export interface EventHub {
  /**
   * Calls `fn` with every event committed from now on, in id order; returns the unsubscribe.
   * With `orders`, order events carry `data.order`; the hub reads the orders only while such a
   * listener is subscribed (placing an order then costs no read of it back).
   */
  subscribe(fn: EventListener, opts?: { readonly orders?: boolean }): () => void;
  /** Reads new rows now (after a local write, so this instance does not wait for its own NOTIFY). */
  poke(): void;
  /** Calls `fn` when the hub closes (open streams end then, so the server can stop); returns the removal. */
  onClose(fn: () => void): () => void;
  /** The newest id this hub has delivered. */
  readonly cursor: string;
  close(): Promise<void>;
}

/** Starts the hub: listens for new event ids and reads them from the table in order. */
export async function startEventHub(db: Db, opts: { onError?: (err: unknown) => void; pollMs?: number } = {}): Promise<EventHub> {
  const listeners = new Map<EventListener, boolean>();
  const wantOrders = (): boolean => [...listeners.values()].some(Boolean);
  const closers = new Set<() => void>();
  let cursor = await lastEventId(db);
  let reading: Promise<void> | undefined;
  let again = false;
  let closed = false;
  const read = async (): Promise<void> => {
    do {
      again = false;
      for (;;) {
        const orders = wantOrders();
        const read = await readEvents(db, cursor, { limit: 500, orders });
        // A listener that wants orders may have subscribed while the events were read without them.
        const batch = !orders && read.length > 0 && wantOrders() ? await withOrders(db, read) : read;
        for (const e of batch) {
          cursor = e.id;
          for (const fn of listeners.keys()) {
            try {
              fn(e);
            } catch (err) {
              opts.onError?.(err);
            }
          }
        }
        if (batch.length < 500) break;
      }
    } while (again && !closed);
  };
  const poke = (): void => {
    if (closed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = read()
      .catch((err: unknown) => opts.onError?.(err))
      .finally(() => {
        reading = undefined;
        if (again) poke();
      });
  };
  // A notification only says "something new": the read goes through the queue, never inside the
  // driver's callback.
  const stopListening = db.listen ? await db.listen(EVENTS_CHANNEL, () => setImmediate(poke)) : undefined;
  // A safety net for a notification lost on a connection that has not noticed it is broken yet.
  const timer = setInterval(poke, opts.pollMs ?? 5000);
  timer.unref();
  return {
    subscribe(fn, subscribeOpts) {
      listeners.set(fn, subscribeOpts?.orders ?? false);
      return () => listeners.delete(fn);
    },
    poke,
    onClose(fn) {
      closers.add(fn);
      return () => closers.delete(fn);
    },
    get cursor() {
      return cursor;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      for (const fn of closers) fn();
      closers.clear();
      await stopListening?.();
      await reading;
    },
  };
}
