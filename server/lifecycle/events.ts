/**
 * The append-only events table and its fan-out. An event is written in the transaction of the
 * change it records (`appendEvent`, or the order.placed trigger). After the commit, the instance
 * that wrote it reads the new rows at once and tells the others with one NOTIFY carrying the
 * newest id (PostgreSQL: each listens on a dedicated connection; PGlite: one process); every
 * instance reads the new rows from the table, so a notification lost while reconnecting costs
 * nothing: the next read (at the latest the poll, every second) starts from the last id delivered.
 *
 * Ids come from one sequence and writers commit in any order, so a row can become visible while
 * a lower id is still uncommitted. No lock orders the commits (one held to commit serialised every
 * order's commit on the server, and NOTIFY in the transaction did the same): the reader delivers
 * in id order and stops at a gap until it is settled. A missing id below a visible row belongs to
 * a transaction that was running when the reader looked, with an id below that snapshot's xmax;
 * once the oldest running transaction is past that xmax, the missing id was rolled back or is
 * visible now. Ids therefore reach every listener in increasing order, and a client that has seen
 * id n has seen every id below n.
 */
import type { Db, Queryable } from '../db.js';
import type { StaffEvent } from '../staff/contract.js';
import { STAFF_ORDER_COLUMNS, toStaffOrder, type OrderRow } from './staff-order.js';

export const EVENTS_CHANNEL = 'staff_events';

export interface NewEvent {
  readonly shopId: string;
  readonly type: StaffEvent['type'];
  readonly subject: string;
  readonly actor: string | null;
  readonly data: Record<string, unknown>;
  readonly at: string;
}

/**
 * Writes an event row; returns its id. Best last in its transaction (the id is taken close to the
 * commit, so readers wait less at its gap); after the commit, call the hub's `changed()`.
 */
export async function appendEvent(tx: Queryable, e: NewEvent): Promise<string> {
  const res = await tx.query<{ id: string }>(
    `INSERT INTO events (shop_id, type, subject, actor, data, at) VALUES ($1, $2, $3, $4, $5::jsonb, $6::timestamptz) RETURNING id::text AS id`,
    [e.shopId, e.type, e.subject, e.actor, JSON.stringify(e.data), e.at],
  );
  return res.rows[0]!.id;
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
export async function readEvents(db: Queryable, afterId: string, opts: EventFilter = {}): Promise<StaffEvent[]> {
  return (await queryEvents(db, afterId, opts)).events;
}

export interface EventFilter {
  readonly shopIds?: readonly string[] | null;
  readonly subject?: string;
  readonly limit?: number;
  /** Order events with `data.order` (default true). */
  readonly orders?: boolean;
  /** Only ids up to this one (a replay stops at what the hub has delivered, whose ids are settled). */
  readonly upTo?: string | null;
}

/** The events, with the xmin and xmax of the snapshot they were read in (the hub's gap rule). */
async function queryEvents(db: Queryable, afterId: string, opts: EventFilter): Promise<{ events: StaffEvent[]; xmin: bigint; xmax: bigint }> {
  const withOrders = opts.orders ?? true;
  const res = await db.query<EventRow & { snap_xmin: string; snap_xmax: string }>(
    `SELECT e.id::text AS event_id, e.shop_id AS event_shop_id, e.type, e.subject, e.actor, e.data, e.at,
            pg_snapshot_xmin(pg_current_snapshot())::text AS snap_xmin, pg_snapshot_xmax(pg_current_snapshot())::text AS snap_xmax${withOrders ? `, ${STAFF_ORDER_COLUMNS}` : ''}
       FROM events e${withOrders ? ` LEFT JOIN orders o ON o.id = e.subject AND e.type LIKE 'order.%'` : ''}
      WHERE e.id > $1::bigint AND ($5::bigint IS NULL OR e.id <= $5::bigint)
        AND ($2::text[] IS NULL OR e.shop_id = ANY ($2::text[])) AND ($3::text IS NULL OR e.subject = $3)
      ORDER BY e.id LIMIT $4`,
    [afterId, opts.shopIds ? [...opts.shopIds] : null, opts.subject ?? null, opts.limit ?? 1000, opts.upTo ?? null],
  );
  const first = res.rows[0];
  return {
    events: res.rows.map((r) => toEvent(r, r.id ? (r as OrderRow) : undefined)),
    xmin: BigInt(first?.snap_xmin ?? 0),
    xmax: BigInt(first?.snap_xmax ?? 0),
  };
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
  /** Reads new rows now (on a notification, or when a gap may have settled). */
  poke(): void;
  /**
   * After a commit that wrote events: reads them now and tells the other instances (one NOTIFY
   * with the newest id, sent outside the writers' transactions and at most one at a time).
   */
  changed(): void;
  /** Calls `fn` when the hub closes (open streams end then, so the server can stop); returns the removal. */
  onClose(fn: () => void): () => void;
  /** The newest id this hub has delivered. */
  readonly cursor: string;
  close(): Promise<void>;
}

/** The least time between the starts of two reads of new events (see poke in startEventHub). */
const READ_SPACING_MS = 5;

/** How long a gap may hold the stream back before it is taken as settled (a writer stuck that long is logged). */
const GAP_LIMIT_MS = 30_000;

/** Starts the hub: listens for new event ids and reads them from the table in order. */
export async function startEventHub(db: Db, opts: { onError?: (err: unknown) => void; onGapGiveUp?: (beforeId: string) => void; pollMs?: number; now?: () => number } = {}): Promise<EventHub> {
  const listeners = new Map<EventListener, boolean>();
  const wantOrders = (): boolean => [...listeners.values()].some(Boolean);
  const closers = new Set<() => void>();
  const now = opts.now ?? Date.now;
  let cursor = await lastEventId(db);
  // The gap the stream waits at: the first id above it that is visible, and the xmax of the
  // snapshot that first saw it (settled once no transaction below that xmax is running).
  let gap: { beforeId: bigint; until: bigint; since: number } | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = 2;
  let reading: Promise<void> | undefined;
  let again = false;
  let closed = false;
  const deliver = (e: StaffEvent): void => {
    cursor = e.id;
    for (const fn of listeners.keys()) {
      try {
        fn(e);
      } catch (err) {
        opts.onError?.(err);
      }
    }
  };
  /** Delivers the settled prefix of `events` (in id order); false when it stopped at a gap. */
  const deliverSettled = (events: readonly StaffEvent[], xmin: bigint, xmax: bigint): boolean => {
    for (const e of events) {
      const id = BigInt(e.id);
      if (id !== BigInt(cursor) + 1n) {
        if (!gap || gap.beforeId !== id) gap = { beforeId: id, until: xmax, since: now() };
        if (xmin < gap.until) {
          if (now() - gap.since < GAP_LIMIT_MS) return false;
          opts.onGapGiveUp?.(e.id);
        }
        gap = undefined;
      }
      deliver(e);
    }
    return true;
  };
  const read = async (): Promise<void> => {
    for (;;) {
      const orders = wantOrders();
      const { events, xmin, xmax } = await queryEvents(db, cursor, { limit: 500, orders });
      // A listener that wants orders may have subscribed while the events were read without them.
      const batch = !orders && events.length > 0 && wantOrders() ? await withOrders(db, events) : events;
      if (!deliverSettled(batch, xmin, xmax)) {
        // Look again soon: the writer below is about to commit or roll back.
        if (!retry && !closed) {
          retry = setTimeout(() => {
            retry = undefined;
            poke();
          }, retryMs);
          retryMs = Math.min(retryMs * 2, 250);
        }
        return;
      }
      retryMs = 2;
      if (batch.length < 500) return;
    }
  };
  // Under a rush every order calls changed(): a read starts at most every READ_SPACING_MS, so one
  // read delivers the orders of those milliseconds (an order alone is read at once).
  let lastReadAt = Number.NEGATIVE_INFINITY;
  let spaced: NodeJS.Timeout | undefined;
  const poke = (): void => {
    if (closed || spaced) return;
    if (reading) {
      again = true;
      return;
    }
    const wait = lastReadAt + READ_SPACING_MS - performance.now();
    if (wait > 0) {
      spaced = setTimeout(() => {
        spaced = undefined;
        poke();
      }, wait);
      return;
    }
    again = false;
    lastReadAt = performance.now();
    reading = read()
      .catch((err: unknown) => opts.onError?.(err))
      .finally(() => {
        reading = undefined;
        if (again) poke();
      });
  };
  // One NOTIFY in flight at a time; changes meanwhile are told by the next one. Only other
  // instances need it (this one reads at once), and only on PostgreSQL. The notification is a
  // hint (the table is the record), so its commit does not wait for the disk.
  let announcing = false;
  let announceAgain = false;
  const announce = (): void => {
    if (closed || db.kind !== 'postgres') return;
    if (announcing) {
      announceAgain = true;
      return;
    }
    announcing = true;
    db.query(`SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, (SELECT coalesce(max(id), 0) FROM events)::text)`, [EVENTS_CHANNEL])
      .catch((err: unknown) => opts.onError?.(err))
      .finally(() => {
        announcing = false;
        if (announceAgain) {
          announceAgain = false;
          announce();
        }
      });
  };
  // A notification only says "something new": the read goes through the queue, never inside the
  // driver's callback.
  const stopListening = db.listen ? await db.listen(EVENTS_CHANNEL, () => setImmediate(poke)) : undefined;
  // A safety net for a notification lost on a connection that has not noticed it is broken yet,
  // and for a write that did not call changed().
  const timer = setInterval(poke, opts.pollMs ?? 1000);
  timer.unref();
  return {
    subscribe(fn, subscribeOpts) {
      listeners.set(fn, subscribeOpts?.orders ?? false);
      return () => listeners.delete(fn);
    },
    poke,
    changed() {
      poke();
      announce();
    },
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
      if (retry) clearTimeout(retry);
      if (spaced) clearTimeout(spaced);
      for (const fn of closers) fn();
      closers.clear();
      await stopListening?.();
      await reading;
    },
  };
}
