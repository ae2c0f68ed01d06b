/**
 * The orders board's state as pure functions: the list read from the server, then every event
 * applied in order. Duplicates (a replayed event after a reconnect) and stale versions of an
 * order are ignored; what the board shows in each column is derived from the state and `now`.
 */
import type { BoardOrder, OrderStatus, StaffEvent } from '../../../server/staff/contract.js';

export interface BoardState {
  /** The shop on screen; events of other shops are ignored. */
  readonly shopId: string;
  readonly orders: Readonly<Record<string, BoardOrder>>;
  /** The highest event id applied (ids are a bigint sequence sent as strings). */
  readonly lastEventId: string | null;
  /** New orders someone has acknowledged (the ring stops for them). */
  readonly acknowledged: ReadonlySet<string>;
}

export function emptyBoard(shopId: string): BoardState {
  return { shopId, orders: {}, lastEventId: null, acknowledged: new Set() };
}

const STATUS_RANK: Record<OrderStatus, number> = { placed: 0, accepted: 1, ready: 2, completed: 3, rejected: 3, cancelled: 3 };

/** True when `incoming` is the same or an older version of `current` (it must not replace it). */
function isStale(current: BoardOrder, incoming: BoardOrder): boolean {
  const a = Date.parse(current.statusChangedAt);
  const b = Date.parse(incoming.statusChangedAt);
  if (b !== a) return b < a;
  return STATUS_RANK[incoming.status] < STATUS_RANK[current.status];
}

function isNewerId(id: string, than: string | null): boolean {
  if (than === null) return true;
  try {
    return BigInt(id) > BigInt(than);
  } catch {
    return id !== than;
  }
}

/** Replaces the orders with a fresh read of the list (on open, on reconnect), keeping acknowledgements. */
export function loadOrders(state: BoardState, orders: readonly BoardOrder[]): BoardState {
  const next: Record<string, BoardOrder> = {};
  for (const o of orders) {
    if (o.shopId !== state.shopId) continue;
    // An event that arrived while the list was being read may be newer than the list's copy.
    const live = state.orders[o.orderId];
    next[o.orderId] = live && isStale(live, o) ? live : withEscalation(o, live?.escalatedAt ?? null);
  }
  return { ...state, orders: next };
}

export interface Applied {
  readonly state: BoardState;
  /** The order an `order.placed` event added (the board rings and notifies); null otherwise. */
  readonly placed: BoardOrder | null;
}

/** The order, keeping an escalation already known for it (a list read just before the escalation). */
function withEscalation(order: BoardOrder, escalatedAt: string | null): BoardOrder {
  return order.escalatedAt === null && escalatedAt !== null && order.status === 'placed' ? { ...order, escalatedAt } : order;
}

/** Applies one event from the stream; a duplicate, another shop's or an unknown event changes nothing. */
export function applyEvent(state: BoardState, event: StaffEvent): Applied {
  if (!isNewerId(event.id, state.lastEventId)) return { state, placed: null };
  const seen = { ...state, lastEventId: event.id };
  if (event.type !== 'order.placed' && event.type !== 'order.status') return { state: seen, placed: null };
  const data = event.data as { order?: BoardOrder; escalated?: boolean };
  if (!data.order || data.order.shopId !== state.shopId || event.shopId !== state.shopId) return { state: seen, placed: null };
  const current = state.orders[data.order.orderId];
  if (current && isStale(current, data.order)) return { state: seen, placed: null };
  // The server's escalation (an order.status event with data.escalated) carries escalatedAt in its
  // order; the event's own time stands in should an older server leave it out.
  const order = withEscalation({ ...data.order, escalatedAt: data.order.escalatedAt ?? null }, data.escalated === true ? event.at : current?.escalatedAt ?? null);
  const placed = event.type === 'order.placed' && !current && order.status === 'placed' ? order : null;
  return { state: { ...seen, orders: { ...state.orders, [order.orderId]: order } }, placed };
}

/** Marks new orders as acknowledged (the ring stops for them; escalation still sounds). */
export function acknowledge(state: BoardState, orderIds: readonly string[]): BoardState {
  const acknowledged = new Set(state.acknowledged);
  for (const id of orderIds) acknowledged.add(id);
  return { ...state, acknowledged };
}

/** When the kitchen should start an order: its due time less its prep minutes. */
export function prepStartsAt(order: BoardOrder, defaultPrepMinutes: number): number {
  return Date.parse(order.dueAt) - (order.prepMinutes ?? defaultPrepMinutes) * 60_000;
}

/** A scheduled order waits in Upcoming until its prep should start. */
export function isUpcoming(order: BoardOrder, now: number, defaultPrepMinutes: number): boolean {
  return order.scheduled && (order.status === 'placed' || order.status === 'accepted') && prepStartsAt(order, defaultPrepMinutes) > now;
}

/**
 * A new order the server escalated (nobody accepted or rejected it within the shop's
 * acceptWithinMinutes): the server decides, so every tablet agrees. A scheduled order still in
 * Upcoming does not sound yet.
 */
export function isEscalated(order: BoardOrder, now: number, defaultPrepMinutes: number): boolean {
  return order.status === 'placed' && order.escalatedAt !== null && !isUpcoming(order, now, defaultPrepMinutes);
}

export interface BoardColumns {
  readonly upcoming: BoardOrder[];
  readonly placed: BoardOrder[];
  readonly accepted: BoardOrder[];
  readonly ready: BoardOrder[];
  /** Completed, rejected and cancelled since `dayStart`, newest first. */
  readonly done: BoardOrder[];
}

const byTime = (key: (o: BoardOrder) => string | null, desc = false) => (a: BoardOrder, b: BoardOrder) => {
  const d = Date.parse(key(a) ?? a.dueAt) - Date.parse(key(b) ?? b.dueAt);
  return desc ? -d : d;
};

/** The board's columns at `now`; `dayStart` (epoch ms) bounds the Done list to today. */
export function boardColumns(state: BoardState, now: number, dayStart: number, defaultPrepMinutes: number): BoardColumns {
  const all = Object.values(state.orders);
  const upcoming = all.filter((o) => isUpcoming(o, now, defaultPrepMinutes));
  const active = all.filter((o) => !upcoming.includes(o));
  return {
    upcoming: upcoming.sort(byTime((o) => o.dueAt)),
    placed: active.filter((o) => o.status === 'placed').sort(byTime((o) => o.createdAt)),
    accepted: active.filter((o) => o.status === 'accepted').sort(byTime((o) => o.promisedAt ?? o.dueAt)),
    ready: active.filter((o) => o.status === 'ready').sort(byTime((o) => o.statusChangedAt)),
    done: all.filter((o) => STATUS_RANK[o.status] === 3 && Date.parse(o.statusChangedAt) >= dayStart).sort(byTime((o) => o.statusChangedAt, true)),
  };
}

export type RingMode = 'off' | 'normal' | 'loud';

/**
 * The orders in New: placed and not waiting in Upcoming. Only these ring and count in the ring
 * bar (a scheduled order in Upcoming does not sound until its prep should start), so the ring
 * always agrees with the New column.
 */
export function newOrders(state: BoardState, now: number, defaultPrepMinutes: number): BoardOrder[] {
  return Object.values(state.orders).filter((o) => o.status === 'placed' && !isUpcoming(o, now, defaultPrepMinutes));
}

/** Loud while any order in New is escalated, normal while one is unacknowledged, else off. */
export function ringMode(state: BoardState, now: number, defaultPrepMinutes: number): RingMode {
  const waiting = newOrders(state, now, defaultPrepMinutes);
  if (waiting.some((o) => isEscalated(o, now, defaultPrepMinutes))) return 'loud';
  return waiting.some((o) => !state.acknowledged.has(o.orderId)) ? 'normal' : 'off';
}

/** Orders in New nobody has acknowledged yet (a scheduled order rings once it leaves Upcoming). */
export function unacknowledged(state: BoardState, now: number, defaultPrepMinutes: number): BoardOrder[] {
  return newOrders(state, now, defaultPrepMinutes).filter((o) => !state.acknowledged.has(o.orderId));
}

/**
 * When the customer will be told the order is ready if accepted with `minutes` of prep, as the
 * server promises it: now plus the prep, or the time the customer chose when that is later.
 */
export function promisedIfAccepted(order: Pick<BoardOrder, 'scheduled' | 'dueAt'>, minutes: number, now: number): number {
  const ready = now + minutes * 60_000;
  return order.scheduled ? Math.max(ready, Date.parse(order.dueAt)) : ready;
}
