/**
 * A shop's live operations (pause, busy minutes, items out of stock) as the engine takes them.
 *
 * Stored in `shop_operations`, one row per shop, changed one change at a time: each change is one
 * transaction with its audit row and its `operations.changed` event (data: the change and the
 * operations it left). Every instance keeps an in-memory copy per shop, loaded at start and
 * replaced by the operations an `operations.changed` event carries when the events hub delivers it
 * (LISTEN/NOTIFY on PostgreSQL, in process on PGlite), so `currentOperations` costs a map lookup
 * and a change reaches every instance as fast as its event does.
 */
import { DateTime } from 'luxon';
import type { Operations, OrderKind } from '../engine/index.js';
import type { LoadedProfile } from '../schemas/profile-types.js';
import type { Db, Queryable } from './db.js';
import { appendEvent, type EventHub } from './lifecycle/events.js';
import type { StaffEvent } from './staff/contract.js';
import { audit } from './versions/store.js';

export type { Operations } from '../engine/index.js';

export const ORDER_KINDS: readonly OrderKind[] = ['PICKUP', 'DELIVERY', 'DINEIN'];
export const MAX_BUSY_MINUTES = 120;

/** An item named by a change: a product or a modifier of the shop's menu. */
export type ItemRef = { readonly productId: string; readonly modifierId?: undefined } | { readonly modifierId: string; readonly productId?: undefined };

/** One change, as POST /api/staff/shops/{shopId}/operations takes it (after checking). */
export type OperationsChange =
  | { readonly pause: { readonly until: string | null; readonly types?: readonly OrderKind[] } }
  | { readonly resume: true }
  | { readonly busyMinutes: number }
  | { readonly outOfStock: ItemRef & { readonly until: string | null } }
  | { readonly backInStock: ItemRef };

/** Operations in their full shape: every field present, nothing expired. */
export interface FullOperations {
  readonly paused: { readonly until: string | null; readonly types?: OrderKind[] } | null;
  readonly busyMinutes: number;
  readonly outOfStock: { readonly productId?: string; readonly modifierId?: string; readonly until: string | null }[];
}

const holds = (until: string | null | undefined, now: number): boolean => until === null || until === undefined || Date.parse(until) > now;

/** The operations in force at `now`: expired pause and entries dropped, every field present. */
export function liveOperations(ops: Operations | undefined, now: number): FullOperations {
  const p = ops?.paused;
  return {
    paused: p && holds(p.until, now) ? { until: p.until ?? null, ...(p.types && p.types.length > 0 ? { types: [...p.types] } : {}) } : null,
    busyMinutes: ops?.busyMinutes ?? 0,
    outOfStock: (ops?.outOfStock ?? []).filter((e) => holds(e.until, now)).map((e) => ({ ...(e.productId !== undefined ? { productId: e.productId } : { modifierId: e.modifierId! }), until: e.until ?? null })),
  };
}

/** True when the operations change nothing (business as usual). */
function isEmpty(ops: FullOperations): boolean {
  return ops.paused === null && ops.busyMinutes === 0 && ops.outOfStock.length === 0;
}

const sameItem = (a: { productId?: string | undefined; modifierId?: string | undefined }, b: ItemRef): boolean =>
  b.productId !== undefined ? a.productId === b.productId : a.modifierId === b.modifierId;

/** The operations after one change (expired entries dropped on the way). */
export function applyChange(ops: Operations | undefined, change: OperationsChange, now: number): FullOperations {
  const cur = liveOperations(ops, now);
  if ('pause' in change) return { ...cur, paused: { until: change.pause.until, ...(change.pause.types && change.pause.types.length > 0 ? { types: [...change.pause.types] } : {}) } };
  if ('resume' in change) return { ...cur, paused: null };
  if ('busyMinutes' in change) return { ...cur, busyMinutes: change.busyMinutes };
  if ('outOfStock' in change) {
    const { until, ...item } = change.outOfStock;
    const ref = item as ItemRef;
    return { ...cur, outOfStock: [...cur.outOfStock.filter((e) => !sameItem(e, ref)), { ...(ref.productId !== undefined ? { productId: ref.productId } : { modifierId: ref.modifierId! }), until }] };
  }
  return { ...cur, outOfStock: cur.outOfStock.filter((e) => !sameItem(e, change.backInStock)) };
}

/** The audit action of a change. */
export function actionOf(change: OperationsChange): string {
  if ('pause' in change) return 'operations.pause';
  if ('resume' in change) return 'operations.resume';
  if ('busyMinutes' in change) return 'operations.busy';
  if ('outOfStock' in change) return 'operations.out-of-stock';
  return 'operations.back-in-stock';
}

/** The end of the shop's day at `now`: midnight that starts its next day, in its zone, as ISO with the offset. */
export function endOfShopDay(profile: LoadedProfile, now: number): string {
  const zone = profile.identity.timeZone;
  return DateTime.fromMillis(now, { zone }).startOf('day').plus({ days: 1 }).toISO({ suppressMilliseconds: true })!;
}

interface OperationsRow {
  pause: unknown;
  busy_minutes: number;
  out_of_stock: unknown;
}

const json = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

function fromRow(r: OperationsRow): Operations {
  const pause = json(r.pause) as FullOperations['paused'];
  return { paused: pause ?? null, busyMinutes: r.busy_minutes, outOfStock: (json(r.out_of_stock) as FullOperations['outOfStock']) ?? [] } as Operations;
}

/** The stored operations of a shop (straight from the table; undefined when it has none). */
export async function readOperations(db: Queryable, shopId: string): Promise<Operations | undefined> {
  const res = await db.query<OperationsRow>('SELECT pause, busy_minutes, out_of_stock FROM shop_operations WHERE shop_id = $1', [shopId]);
  return res.rows[0] ? fromRow(res.rows[0]) : undefined;
}

/**
 * Makes one change in one transaction: locks the shop's row, applies the change, writes the row,
 * the audit entry and the `operations.changed` event. Returns the operations it left and the
 * event's id.
 */
export async function changeOperations(db: Db, input: { shopId: string; change: OperationsChange; actor: string; now: number }): Promise<{ operations: FullOperations; eventId: string }> {
  const { shopId, change, actor, now } = input;
  return db.transaction(async (tx) => {
    await tx.query('INSERT INTO shop_operations (shop_id, updated_at) VALUES ($1, $2) ON CONFLICT (shop_id) DO NOTHING', [shopId, new Date(now)]);
    const res = await tx.query<OperationsRow>('SELECT pause, busy_minutes, out_of_stock FROM shop_operations WHERE shop_id = $1 FOR UPDATE', [shopId]);
    const operations = applyChange(fromRow(res.rows[0]!), change, now);
    await tx.query('UPDATE shop_operations SET pause = $2::jsonb, busy_minutes = $3, out_of_stock = $4::jsonb, updated_at = $5, updated_by = $6 WHERE shop_id = $1', [
      shopId,
      JSON.stringify(operations.paused),
      operations.busyMinutes,
      JSON.stringify(operations.outOfStock),
      new Date(now),
      actor,
    ]);
    const at = new Date(now).toISOString();
    await audit(tx, { shopId, actor, action: actionOf(change), at: now, detail: { change, operations } });
    const eventId = await appendEvent(tx, { shopId, type: 'operations.changed', subject: 'operations', actor, data: { change, operations }, at });
    return { operations, eventId };
  });
}

/** One instance's copy of every shop's operations. */
export interface OperationsStore {
  /** The shop's operations (undefined = business as usual). */
  get(shopId: string): Operations | undefined;
  /** Takes the operations a change left (after its commit), unless a newer event was seen. */
  set(shopId: string, operations: Operations, eventId: string): void;
  close(): void;
}

const stores = new WeakMap<object, OperationsStore>();

/**
 * Loads every shop's operations and follows `operations.changed` events on the hub. Registered for
 * `db`, so `currentOperations(db, shopId)` of this instance answers from it.
 */
export async function startOperations(db: Db, hub: EventHub): Promise<OperationsStore> {
  const copies = new Map<string, { ops: Operations | undefined; eventId: bigint }>();
  const put = (shopId: string, ops: Operations, eventId: bigint): void => {
    const had = copies.get(shopId);
    if (had && had.eventId >= eventId) return;
    const full = liveOperations(ops, Number.NEGATIVE_INFINITY);
    copies.set(shopId, { ops: isEmpty(full) ? undefined : (full as Operations), eventId });
  };
  // Subscribed before the load: an event committed meanwhile wins over the row read before it.
  const unsubscribe = hub.subscribe((e: StaffEvent) => {
    if (e.type !== 'operations.changed') return;
    const ops = (e.data as { operations?: Operations }).operations;
    if (ops) put(e.shopId, ops, BigInt(e.id));
  });
  const rows = await db.query<OperationsRow & { shop_id: string }>('SELECT shop_id, pause, busy_minutes, out_of_stock FROM shop_operations');
  for (const r of rows.rows) put(r.shop_id, fromRow(r), 0n);
  const store: OperationsStore = {
    get: (shopId) => copies.get(shopId)?.ops,
    set: (shopId, ops, eventId) => put(shopId, ops, BigInt(eventId)),
    close() {
      unsubscribe();
      if (stores.get(db) === store) stores.delete(db);
    },
  };
  stores.set(db, store);
  return store;
}

/**
 * The live operations of a shop right now, as this instance knows them (undefined = business as
 * usual). The one place quotes, orders and menus get them: a map lookup, no query.
 */
export function currentOperations(db: Db, shopId: string): Operations | undefined {
  return stores.get(db)?.get(shopId);
}
