/**
 * Slot capacity (`settings.capacity`): how many orders and items one time slot takes. The orders
 * already due in each slot are an argument (`SlotLoad`, counted by the caller from its orders:
 * every order not rejected or cancelled), like a customer's order history.
 */
import type { Capacity, CapacityLimits } from '../../schemas/generated/types.js';
import type { OrderKind } from '../operations.js';

/** Orders already due in one slot: its start (ISO), the kind of order, how many orders and items. */
export interface SlotCount {
  readonly start: string;
  readonly cartType?: OrderKind | undefined;
  readonly orders: number;
  readonly items: number;
}

/** Every slot's count that the caller knows of (slots not listed hold nothing). */
export type SlotLoad = readonly SlotCount[];

/** The limits that apply to an order of this kind, and whether other kinds count toward them. */
function limitsFor(capacity: Capacity, kind: OrderKind): { limits: CapacityLimits | undefined; apart: boolean } {
  const per = capacity.perType;
  if (per === undefined || per === false) return { limits: capacity, apart: false };
  if (per === true) return { limits: capacity, apart: true };
  const key = kind === 'PICKUP' ? 'pickup' : kind === 'DELIVERY' ? 'delivery' : 'dinein';
  return { limits: per[key], apart: true };
}

/**
 * A test of whether the slot starting at an instant (epoch ms) has room for one more order of
 * `items` items of this kind; undefined when the shop sets no capacity or the kind is not limited.
 * A slot with no order yet always takes one, so an order larger than `maxItems` is never refused
 * everywhere.
 */
export function roomTest(
  capacity: Capacity | undefined,
  kind: OrderKind,
  load: SlotLoad | undefined,
  items: number,
  bucketOf: (t: number) => number,
): ((slotStart: number) => boolean) | undefined {
  if (!capacity) return undefined;
  const { limits, apart } = limitsFor(capacity, kind);
  if (!limits || (limits.maxOrders === undefined && limits.maxItems === undefined)) return undefined;
  const bySlot = new Map<number, { orders: number; items: number }>();
  for (const c of load ?? []) {
    if (apart && (c.cartType ?? 'PICKUP') !== kind) continue;
    const t = Date.parse(c.start);
    if (!Number.isFinite(t)) continue;
    const key = bucketOf(t);
    const sum = bySlot.get(key) ?? { orders: 0, items: 0 };
    sum.orders += Math.max(0, c.orders);
    sum.items += Math.max(0, c.items);
    bySlot.set(key, sum);
  }
  return (slotStart) => {
    const used = bySlot.get(slotStart);
    if (!used || used.orders === 0) return true;
    if (limits.maxOrders !== undefined && used.orders + 1 > limits.maxOrders) return false;
    if (limits.maxItems !== undefined && used.items + items > limits.maxItems) return false;
    return true;
  };
}
