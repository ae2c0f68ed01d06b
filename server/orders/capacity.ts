/**
 * Slot capacity on the server: the orders already due in each slot (what the engine's capacity
 * check counts), and the slot an order falls in, for the lock that serialises the last place.
 */
import { DateTime } from 'luxon';
import { computeSlots, type Operations, type SlotLoad } from '../../engine/index.js';
import type { Quote } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import type { Queryable } from '../db.js';

/** True when the shop limits orders per slot. */
export function hasCapacity(profile: LoadedProfile): boolean {
  return profile.settings.capacity !== undefined;
}

/**
 * The orders due from an hour ago to past the last bookable day, per due time and kind: every
 * order that holds a place: not rejected, cancelled, released or refunded (placed but not yet
 * accepted and unpaid ones included).
 */
export async function slotLoad(db: Queryable, profile: LoadedProfile, now: number): Promise<SlotLoad> {
  const days = profile.settings.disableScheduling ? 1 : profile.settings.scheduledOrderDaysAllowed + 2;
  const res = await db.query<{ due_at: Date | string; cart_type: 'PICKUP' | 'DELIVERY' | 'DINEIN'; orders: number; items: number }>(
    `SELECT o.due_at, o.cart_type, count(*)::int AS orders,
            coalesce(sum((SELECT sum(l.quantity) FROM order_lines l WHERE l.order_id = o.id)), 0)::int AS items
       FROM orders o
      WHERE o.shop_id = $1 AND o.due_at >= $2::timestamptz AND o.due_at < $3::timestamptz
        AND o.payment_status NOT IN ('refunded', 'released') AND o.status NOT IN ('rejected', 'cancelled')
      GROUP BY o.due_at, o.cart_type`,
    [profile.shopId, new Date(now - 3_600_000).toISOString(), new Date(now + days * 86_400_000).toISOString()],
  );
  return res.rows.map((r) => ({
    start: (r.due_at instanceof Date ? r.due_at : new Date(r.due_at)).toISOString(),
    cartType: r.cart_type,
    orders: Number(r.orders),
    items: Number(r.items),
  }));
}

/** The start of the capacity slot holding an instant, on the shop's wall clock (ISO), as the lock's name. */
export function slotKey(profile: LoadedProfile, due: number): string {
  const step = profile.settings.capacity?.slotMinutes ?? 30;
  const t = DateTime.fromMillis(due, { zone: profile.identity.timeZone });
  const into = ((t.hour * 60 + t.minute) % step) * 60_000 + t.second * 1000 + t.millisecond;
  return new Date(due - into).toISOString();
}

/**
 * When an ASAP order is due under capacity: the engine's ASAP start (now + the lead time, or for a
 * delivery the drop-off minutes plus `routeMinutes`, the server's measured traffic time, with the
 * live operations' busy minutes; or the first slot with room when that one is full); undefined
 * when ASAP is not offered.
 */
export function asapDue(profile: LoadedProfile, quote: Quote, now: number, load: SlotLoad, operations?: Operations, routeMinutes?: number): number | undefined {
  const type = quote.cartType === 'DELIVERY' ? 'delivery' : 'pickup';
  const items = quote.lines.reduce((n, l) => n + l.quantity, 0);
  // As the quote's ASAP: the measured route counts only for an address it could deliver to.
  const route = quote.delivery?.etaMinutes === null || quote.delivery?.etaMinutes === undefined ? undefined : routeMinutes;
  const first = computeSlots(profile, type, now, { load, operations, order: { kind: quote.cartType, items }, routeMinutes: route }).slots[0];
  return first?.value === 'ASAP' ? Date.parse(first.start) : undefined;
}
