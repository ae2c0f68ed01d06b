/** A customer's earlier orders today: what per-customer-day quantity limits count. */
import { DateTime } from 'luxon';
import { compileProfile, matchesProduct } from '../../engine/index.js';
import type { CartInput } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { phoneKey } from '../customers.js';
import type { Queryable } from '../db.js';

// The start and end of the current shop-zone day, per zone: orders arrive many times a day.
const shopDays = new Map<string, { readonly start: number; readonly end: number }>();

/** Epoch ms of the start of `now`'s day in `zone` (midnight, or the first instant after a DST gap). */
function dayStart(zone: string, now: number): number {
  const cached = shopDays.get(zone);
  if (cached && now >= cached.start && now < cached.end) return cached.start;
  const start = DateTime.fromMillis(now, { zone }).startOf('day');
  const day = { start: start.toMillis(), end: start.plus({ days: 1 }).toMillis() };
  shopDays.set(zone, day);
  return day.start;
}

// Per profile: the products a per-customer-day quantity limit counts.
const dailyLimited = new WeakMap<LoadedProfile, ReadonlySet<string>>();

/** Ids of the menu products that some per-customer-day quantity-limit rule matches. */
export function productsWithDailyLimits(profile: LoadedProfile): ReadonlySet<string> {
  let ids = dailyLimited.get(profile);
  if (!ids) {
    const compiled = compileProfile(profile);
    const rules = compiled.rulesByKind['quantity-limit'].filter((r) => r.scope === 'per-customer-day');
    const found = new Set<string>();
    if (rules.length > 0) {
      for (const [id, p] of compiled.productsById) {
        if (rules.some((r) => matchesProduct(r.match, p.src, p.category.src))) found.add(id);
      }
    }
    ids = found;
    dailyLimited.set(profile, ids);
  }
  return ids;
}

/**
 * Whether pricing this cart needs the customer's earlier orders today: only a per-customer-day
 * limit reads them, and only for a rule that matches a line of this cart.
 */
export function needsOrderHistory(profile: LoadedProfile, cart: CartInput): boolean {
  if (!phoneKey(cart.phone)) return false;
  const limited = productsWithDailyLimits(profile);
  return limited.size > 0 && (cart.products ?? []).some((l) => limited.has(l.productId));
}

/** Today's (shop zone) ordered quantities per product for this phone: feeds the per-day limits. */
export async function orderedToday(db: Queryable, profile: LoadedProfile, phone: string | null | undefined, now: number): Promise<Record<string, number>> {
  const key = phoneKey(phone);
  if (!key) return {};
  const since = new Date(dayStart(profile.identity.timeZone, now)).toISOString();
  const res = await db.query<{ product_id: string; qty: number }>(
    `SELECT product_id, sum(quantity)::int AS qty FROM order_lines
      WHERE shop_id = $1 AND phone_key = $2 AND created_at >= $3 GROUP BY product_id`,
    [profile.shopId, key, since],
  );
  return Object.fromEntries(res.rows.map((r) => [r.product_id, Number(r.qty)]));
}
