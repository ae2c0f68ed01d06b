/**
 * Promo code limits on the server: what the engine is told (`PromoHistory`: is the cart's phone
 * verified, which codes it used, whether it ordered here before, the uses taken of each budget)
 * and the uses an order takes, counted again in the order's transaction so that concurrent orders
 * and servers never take more than a budget allows nor let one phone use a code twice. A use is
 * given back when its order is rejected, cancelled, refunded or released unpaid, and removed with
 * a declined card order. The tables are server/migrations/013_promo_uses.sql.
 */
import { countsUses, preparePricing, type PromoHistory } from '../../engine/index.js';
import type { CartInput, PromotionRule, Quote } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { phoneKey } from '../customers.js';
import type { Queryable } from '../db.js';

/** The phone (digits) the request proved it holds at this shop, asked only when a code needs it. */
export type VerifiedPhone = () => Promise<string | undefined>;

/** The enabled promotions whose code is the one entered and whose uses the server counts. */
export function countedPromotions(profile: LoadedProfile, promoCode: string | null | undefined): PromotionRule[] {
  const entered = promoCode?.trim().toUpperCase();
  if (!entered) return [];
  return preparePricing(profile).promotions.filter((p) => p.enabled && p.code === entered && countsUses(p.rule)).map((p) => p.rule);
}

/** Orders that count as a customer's earlier orders: not given back (rejected, cancelled, refunded, released unpaid). */
const LIVE_ORDER = `payment_status NOT IN ('released', 'refunded') AND status NOT IN ('rejected', 'cancelled')`;

/** The customer's earlier orders at the shop. */
async function ordersBefore(q: Queryable, shopId: string, customer: string): Promise<number> {
  const res = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE shop_id = $1 AND phone_key = $2 AND ${LIVE_ORDER}`, [shopId, customer]);
  return Number(res.rows[0]?.n ?? 0);
}

/** The promotions (of `ruleIds`) this phone holds a live use of. */
async function usedByPhone(q: Queryable, shopId: string, customer: string, ruleIds: readonly string[]): Promise<string[]> {
  const res = await q.query<{ rule_id: string }>(
    `SELECT DISTINCT rule_id FROM promo_uses WHERE shop_id = $1 AND phone_key = $2 AND rule_id = ANY($3::text[]) AND released_at IS NULL`,
    [shopId, customer, ruleIds],
  );
  return res.rows.map((r) => r.rule_id);
}

/** The uses taken of each promotion's budget. */
async function usesTaken(q: Queryable, shopId: string, ruleIds: readonly string[]): Promise<Record<string, number>> {
  const res = await q.query<{ rule_id: string; used: number }>(`SELECT rule_id, used FROM promo_budgets WHERE shop_id = $1 AND rule_id = ANY($2::text[])`, [shopId, ruleIds]);
  return Object.fromEntries(res.rows.map((r) => [r.rule_id, Number(r.used)]));
}

/**
 * What the engine needs for the limits of the code the cart names; undefined when the code is
 * not counted (then nothing is read from the database, and the engine's default holds).
 */
export async function promoHistoryOf(q: Queryable, profile: LoadedProfile, cart: CartInput, verifiedPhone: VerifiedPhone | undefined): Promise<PromoHistory | undefined> {
  const rules = countedPromotions(profile, cart.promoCode);
  if (rules.length === 0) return undefined;
  const customer = phoneKey(cart.phone);
  const byPhone = rules.some((r) => r.limits?.oncePerCustomer === true || r.limits?.firstOrderOnly === true);
  const phoneVerified = byPhone && customer !== null && verifiedPhone !== undefined && (await verifiedPhone()) === customer;
  const ids = rules.map((r) => r.id);
  const budgeted = rules.filter((r) => r.limits?.maxUses !== undefined).map((r) => r.id);
  return {
    phoneVerified,
    usedByPhone: phoneVerified && customer ? await usedByPhone(q, profile.shopId, customer, ids) : [],
    ordersBefore: phoneVerified && customer && rules.some((r) => r.limits?.firstOrderOnly === true) ? await ordersBefore(q, profile.shopId, customer) : 0,
    usesTaken: budgeted.length > 0 ? await usesTaken(q, profile.shopId, budgeted) : {},
  };
}

/** The counted promotions the quote applied: the uses the order takes. */
export function usesOf(profile: LoadedProfile, cart: CartInput, quote: Quote): PromotionRule[] {
  const applied = new Set((quote.appliedPromotions ?? []).map((a) => a.ruleId));
  return countedPromotions(profile, cart.promoCode).filter((r) => applied.has(r.id)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** What an order's uses are written with. */
export interface UseWrite {
  readonly shopId: string;
  readonly orderId: string;
  /** The cart's phone (digits), verified when a rule needs it. */
  readonly customer: string | null;
  readonly at: string;
  /** The counted promotions the order applied. */
  readonly rules: readonly PromotionRule[];
}

/** Which fact stood in the way when the uses were counted again: the engine is asked again with it. */
export type UseRefusal = { readonly ruleId: string; readonly fact: 'usedUp' | 'usedByPhone' | 'orderedBefore' };

/**
 * Takes the order's uses inside its transaction, or says which limit another order reached
 * first. Per customer (a first-order or once-per-customer code) a transaction lock on (shop,
 * phone) is taken and the phone's orders and uses are counted again under it; a budget is raised
 * by one statement that raises it only while it is below the budget (the row lock makes
 * concurrent orders wait, then read the new count). Rules are taken in id order, so two orders
 * never wait on each other's locks.
 */
export async function takeUses(tx: Queryable, w: UseWrite): Promise<UseRefusal | undefined> {
  if (w.rules.length === 0) return undefined;
  const byPhone = w.rules.some((r) => r.limits?.oncePerCustomer === true || r.limits?.firstOrderOnly === true);
  if (byPhone && w.customer) {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`promo-customer:${w.shopId}:${w.customer}`]);
  }
  for (const rule of w.rules) {
    const limits = rule.limits ?? {};
    if (limits.firstOrderOnly === true && w.customer && (await ordersBefore(tx, w.shopId, w.customer)) > 0) return { ruleId: rule.id, fact: 'orderedBefore' };
    if (limits.oncePerCustomer === true && w.customer && (await usedByPhone(tx, w.shopId, w.customer, [rule.id])).length > 0) return { ruleId: rule.id, fact: 'usedByPhone' };
    const budget = limits.maxUses;
    if (budget !== undefined) {
      const raised = await tx.query(
        `INSERT INTO promo_budgets (shop_id, rule_id, used) SELECT $1, $2, 1 WHERE $3::int >= 1
         ON CONFLICT (shop_id, rule_id) DO UPDATE SET used = promo_budgets.used + 1 WHERE promo_budgets.used < $3::int
         RETURNING used`,
        [w.shopId, rule.id, budget],
      );
      if (raised.rows.length === 0) return { ruleId: rule.id, fact: 'usedUp' };
    }
    const written = await tx.query(
      `INSERT INTO promo_uses (order_id, shop_id, rule_id, code, phone_key, once_key, budgeted, used_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz) ON CONFLICT DO NOTHING RETURNING order_id`,
      [w.orderId, w.shopId, rule.id, rule.code ?? '', w.customer, limits.oncePerCustomer === true ? w.customer : null, budget !== undefined, w.at],
    );
    // The unique index on a phone's live use of a once-per-customer code is the last word.
    if (written.rows.length === 0) return { ruleId: rule.id, fact: 'usedByPhone' };
  }
  return undefined;
}

/** The history the engine is asked again with after `takeUses` found a limit reached. */
export function historyAfter(history: PromoHistory | undefined, refusal: UseRefusal, rules: readonly PromotionRule[]): PromoHistory {
  const base: PromoHistory = history ?? { phoneVerified: true };
  const rule = rules.find((r) => r.id === refusal.ruleId);
  switch (refusal.fact) {
    case 'usedUp':
      return { ...base, usesTaken: { ...base.usesTaken, [refusal.ruleId]: rule?.limits?.maxUses ?? Number.MAX_SAFE_INTEGER } };
    case 'usedByPhone':
      return { ...base, usedByPhone: [...(base.usedByPhone ?? []), refusal.ruleId] };
    case 'orderedBefore':
      return { ...base, ordersBefore: Math.max(1, base.ordersBefore ?? 0) };
  }
}

/** Why an order's uses are given back. */
export type ReleaseWhy = 'rejected' | 'cancelled' | 'refunded' | 'released';

/**
 * Gives an order's uses back (once: a use already released is left as it is): each is marked
 * released, and the budgets they took are lowered, in one statement.
 */
export async function releaseUses(q: Queryable, orderId: string, why: ReleaseWhy, at: string): Promise<number> {
  const res = await q.query<{ n: number }>(
    `WITH r AS (
       UPDATE promo_uses SET released_at = $2::timestamptz, released_why = $3 WHERE order_id = $1 AND released_at IS NULL
       RETURNING shop_id, rule_id, budgeted
     ), b AS (
       UPDATE promo_budgets SET used = promo_budgets.used - x.n
         FROM (SELECT shop_id, rule_id, count(*)::int AS n FROM r WHERE budgeted GROUP BY shop_id, rule_id) x
        WHERE promo_budgets.shop_id = x.shop_id AND promo_budgets.rule_id = x.rule_id
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM r`,
    [orderId, at, why],
  );
  return Number(res.rows[0]?.n ?? 0);
}

/** Removes a declined card order's uses, giving their budgets back: the order never was. */
export async function dropUses(q: Queryable, orderId: string): Promise<void> {
  await q.query(
    `WITH d AS (DELETE FROM promo_uses WHERE order_id = $1 RETURNING shop_id, rule_id, budgeted, released_at)
     UPDATE promo_budgets SET used = promo_budgets.used - x.n
       FROM (SELECT shop_id, rule_id, count(*)::int AS n FROM d WHERE budgeted AND released_at IS NULL GROUP BY shop_id, rule_id) x
      WHERE promo_budgets.shop_id = x.shop_id AND promo_budgets.rule_id = x.rule_id`,
    [orderId],
  );
}
