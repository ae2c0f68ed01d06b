/**
 * A shop's live operations (schemas/operations.schema.json): a pause, busy minutes, items out of
 * stock. They are an argument, like the clock: the engine reads them, never fetches them. An entry
 * whose `until` has passed is ignored.
 */
import type { Operations } from '../schemas/generated/types.js';

export type { Operations } from '../schemas/generated/types.js';

export type OrderKind = 'PICKUP' | 'DELIVERY' | 'DINEIN';

/** True while `until` (ISO, or null = indefinitely) has not passed at `at` (epoch ms). */
function holds(until: string | null | undefined, at: number): boolean {
  if (until === null || until === undefined) return true;
  const t = Date.parse(until);
  return !Number.isFinite(t) || t > at;
}

/** True when orders of this kind are paused at `now`. */
export function isPaused(operations: Operations | undefined, kind: OrderKind, now: number): boolean {
  const p = operations?.paused;
  if (!p || !holds(p.until, now)) return false;
  return p.types === undefined || p.types.length === 0 || p.types.includes(kind);
}

/** True when some kind of order is paused at `now`. */
export function isAnyPaused(operations: Operations | undefined, now: number): boolean {
  return (['PICKUP', 'DELIVERY', 'DINEIN'] as const).some((k) => isPaused(operations, k, now));
}

/** Minutes the busy kitchen adds to every estimate (0 when not busy). */
export function busyMinutesOf(operations: Operations | undefined): number {
  const n = operations?.busyMinutes ?? 0;
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export interface OutOfStock {
  readonly products: ReadonlySet<string>;
  readonly modifiers: ReadonlySet<string>;
}

const EMPTY: OutOfStock = { products: new Set(), modifiers: new Set() };

/** The product and modifier ids out of stock at `at` (epoch ms). */
export function outOfStockAt(operations: Operations | undefined, at: number): OutOfStock {
  const list = operations?.outOfStock;
  if (!list || list.length === 0) return EMPTY;
  const products = new Set<string>();
  const modifiers = new Set<string>();
  for (const e of list) {
    if (!holds(e.until, at)) continue;
    if (e.productId !== undefined) products.add(e.productId);
    if (e.modifierId !== undefined) modifiers.add(e.modifierId);
  }
  return products.size === 0 && modifiers.size === 0 ? EMPTY : { products, modifiers };
}
