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
  return (await orderedTodayGuarded(db, profile, phone, now)).counts;
}

/** A customer's quantities today and the version of their limit guard, read in one snapshot. */
export interface GuardedHistory {
  readonly counts: Record<string, number>;
  /** The customer's customer_limit_guards version when the counts were read (0: no row yet). */
  readonly version: string;
}

const ORDERED_TODAY_SQL = `SELECT coalesce((SELECT version FROM customer_limit_guards WHERE shop_id = $1 AND phone_key = $2), 0)::text AS version,
         coalesce((SELECT jsonb_object_agg(product_id, qty) FROM (
           SELECT product_id, sum(quantity)::int AS qty FROM order_lines
            WHERE shop_id = $1 AND phone_key = $2 AND created_at >= $3::timestamptz GROUP BY product_id) t), '{}'::jsonb)::text AS counts`;

/**
 * The quantities with the guard's version (migration 014_limit_guards.sql): one statement, so
 * both come from the same snapshot and the version says which orders the counts include.
 */
export async function orderedTodayGuarded(db: Queryable, profile: LoadedProfile, phone: string | null | undefined, now: number): Promise<GuardedHistory> {
  const key = phoneKey(phone);
  if (!key) return { counts: {}, version: '0' };
  const since = new Date(dayStart(profile.identity.timeZone, now)).toISOString();
  const res = await db.query<{ version: string; counts: string }>(ORDERED_TODAY_SQL, [profile.shopId, key, since]);
  const row = res.rows[0];
  return { counts: row ? (JSON.parse(row.counts) as Record<string, number>) : {}, version: row?.version ?? '0' };
}

/**
 * Takes the customer's limit guard for this transaction (bumping its version): any other order of
 * the customer under a daily limit waits for this transaction, and a one-statement write that read
 * the old version writes nothing. Counting again after this sees every order written before it.
 */
export async function takeLimitGuard(tx: Queryable, shopId: string, customer: string): Promise<void> {
  await tx.query(
    `INSERT INTO customer_limit_guards (shop_id, phone_key, version) VALUES ($1, $2, 1)
     ON CONFLICT (shop_id, phone_key) DO UPDATE SET version = customer_limit_guards.version + 1`,
    [shopId, customer],
  );
}
