/**
 * A promotion's limits (`limits` in the profile): valid from / until (instants on the shop's
 * clock), a total budget of uses, once per customer and first order only (by verified phone), a
 * minimum number of items. A coded promotion whose limit is not met is refused with the limit's
 * code and message (the customer removes the code or fixes the cart); an automatic one simply
 * does not apply (only the dates and the item minimum can hold for it: lint refuses the others).
 *
 * The customer's history is an argument (`PromoHistory`): the server reads it from its database
 * (and counts the uses again when the order is written); without one the engine simulates a
 * verified phone that has used nothing, on its first order, with no use of any budget taken.
 */
import type { PromotionLimits, PromotionRule } from '../../schemas/generated/types.js';
import { message } from '../messages.js';
import { zoneOf } from '../schedule.js';
import { boundInstant, clockLabel, wallOf } from '../slots/wall-clock.js';
import { dayWords } from '../slots/shop-status.js';
const MS_PER_DAY = 86_400_000;

/** What the server knows of the customer and the codes' uses, for the limits. */
export interface PromoHistory {
  /** The cart's phone was proven by a texted code (the server's verification). */
  readonly phoneVerified: boolean;
  /** Promotions (rule ids) this verified phone has already used at this shop. */
  readonly usedByPhone?: readonly string[] | undefined;
  /** Earlier orders of this verified phone at this shop (rejected, cancelled, refunded and released ones not counted). */
  readonly ordersBefore?: number | undefined;
  /** Uses already taken of each promotion's budget (rule id to count), across all customers. */
  readonly usesTaken?: Readonly<Record<string, number>> | undefined;
}

/** The history assumed when none is given (`shopctl price`, a replay): nothing stands in the way. */
export const NO_PROMO_HISTORY: PromoHistory = { phoneVerified: true, usedByPhone: [], ordersBefore: 0, usesTaken: {} };

/** The permanent codes of the limits, in the order they are checked. */
export const PROMO_LIMIT_CODES = [
  'PROMO_NOT_STARTED',
  'PROMO_EXPIRED',
  'PROMO_USED_UP',
  'PROMO_PHONE_NOT_VERIFIED',
  'PROMO_FIRST_ORDER_ONLY',
  'PROMO_ALREADY_USED',
  'PROMO_MIN_ITEMS',
] as const;
export type PromoLimitCode = (typeof PROMO_LIMIT_CODES)[number];

/** A limit's bounds read once per profile. */
export interface CompiledLimits {
  readonly limits: PromotionLimits;
  /** The first instant the code may be used (epoch ms). */
  readonly fromMs: number | undefined;
  /** The first instant it may no longer be used (epoch ms): a date alone ends at the next midnight. */
  readonly untilMs: number | undefined;
}

/** Epoch ms of a local "YYYY-MM-DD[THH:mm[:ss]]" on the zone's clock (a time in a spring-forward gap: the change). */
export function localInstant(text: string, zone: string, dayOffset = 0): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!m) throw new RangeError(`not a local date-time: ${text}`);
  const day = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / MS_PER_DAY + dayOffset;
  const ms = ((Number(m[4] ?? 0) * 60 + Number(m[5] ?? 0)) * 60 + Number(m[6] ?? 0)) * 1000;
  return boundInstant(zoneOf(zone), day, ms);
}

const hasTime = (text: string): boolean => text.includes('T');

/** The limits of a promotion with their instants on the shop's clock; undefined when it has none. */
export function compileLimits(rule: PromotionRule, zone: string): CompiledLimits | undefined {
  const limits = rule.limits;
  if (!limits || Object.keys(limits).length === 0) return undefined;
  const { validFrom, validUntil } = limits;
  return {
    limits,
    fromMs: validFrom === undefined ? undefined : localInstant(validFrom, zone),
    untilMs: validUntil === undefined ? undefined : localInstant(validUntil, zone, hasTime(validUntil) ? 0 : 1),
  };
}

/** A written local date-time in words for a customer: 'Friday, March 6 at 9:00 AM', 'today at 6:00 PM', 'Tuesday, March 31'. */
function whenWords(text: string, zone: string, now: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(text)!;
  const day = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / MS_PER_DAY;
  const today = wallOf(zoneOf(zone), now).dayNumber;
  const words = dayWords(day, today);
  return m[4] === undefined ? words : `${words} at ${clockLabel(Number(m[4]), Number(m[5]))}`;
}

/** A limit that is not met: its code, the customer's message and the trace's reason. */
export interface FailedLimit {
  readonly code: PromoLimitCode;
  readonly message: string;
  readonly reason: string;
}

export interface LimitInput {
  readonly now: number;
  readonly zone: string;
  /** Units in the cart (the sum of its lines' quantities). */
  readonly itemCount: number;
  readonly history: PromoHistory;
}

/**
 * The first limit of a promotion that is not met, or undefined. For a promotion without a code
 * only the dates and the item minimum are read (the others need a code to be counted against).
 */
export function failedLimit(rule: PromotionRule, compiled: CompiledLimits, input: LimitInput): FailedLimit | undefined {
  const { limits } = compiled;
  const code = rule.code ?? '';
  const coded = rule.code !== undefined;
  const { now, zone, history } = input;
  if (compiled.fromMs !== undefined && now < compiled.fromMs) {
    const when = whenWords(limits.validFrom!, zone, now);
    return { code: 'PROMO_NOT_STARTED', message: message('PROMO_NOT_STARTED', { code, when }), reason: `not offered before ${limits.validFrom}` };
  }
  if (compiled.untilMs !== undefined && now >= compiled.untilMs) {
    const when = whenWords(limits.validUntil!, zone, now);
    return { code: 'PROMO_EXPIRED', message: message('PROMO_EXPIRED', { code, when }), reason: `offered until ${limits.validUntil}` };
  }
  if (coded && limits.maxUses !== undefined && (history.usesTaken?.[rule.id] ?? 0) >= limits.maxUses) {
    return { code: 'PROMO_USED_UP', message: message('PROMO_USED_UP', { code }), reason: 'every use of its budget is taken' };
  }
  const perCustomer = coded && limits.oncePerCustomer === true;
  const firstOnly = coded && limits.firstOrderOnly === true;
  if ((perCustomer || firstOnly) && !history.phoneVerified) {
    return {
      code: 'PROMO_PHONE_NOT_VERIFIED',
      message: message('PROMO_PHONE_NOT_VERIFIED', { code, firstOrderOnly: firstOnly }),
      reason: `${firstOnly ? 'first order only' : 'once per customer'}: the phone number is not verified`,
    };
  }
  if (firstOnly && (history.ordersBefore ?? 0) > 0) {
    return { code: 'PROMO_FIRST_ORDER_ONLY', message: message('PROMO_FIRST_ORDER_ONLY', { code }), reason: 'first order only: this phone has ordered here before' };
  }
  if (perCustomer && (history.usedByPhone ?? []).includes(rule.id)) {
    return { code: 'PROMO_ALREADY_USED', message: message('PROMO_ALREADY_USED', { code }), reason: 'once per customer: this phone has used it' };
  }
  if (limits.minItems !== undefined && input.itemCount < limits.minItems) {
    return {
      code: 'PROMO_MIN_ITEMS',
      message: message('PROMO_MIN_ITEMS', { code, min: limits.minItems, count: input.itemCount }),
      reason: `needs ${limits.minItems} items, the cart has ${input.itemCount}`,
    };
  }
  return undefined;
}

/** Whether a promotion's uses are counted by the server (a budget, once per customer, first order only). */
export function countsUses(rule: PromotionRule): boolean {
  const l = rule.limits;
  return rule.code !== undefined && l !== undefined && (l.maxUses !== undefined || l.oncePerCustomer === true || l.firstOrderOnly === true);
}
