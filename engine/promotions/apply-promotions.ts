/**
 * Step 4 of pricing (DESIGN section 4): promotions in priority order (higher first, ties in
 * profile order), each with its conditions, a running cap at the subtotal, and exclusivity:
 * an exclusive promotion fires only when nothing has applied yet, and nothing applies after it.
 */
import type { PromotionRule, Rule, TraceEntry } from '../../schemas/generated/types.js';
import { matchesProduct } from '../match.js';
import { localParts, type LocalParts, type NamedSchedules } from '../schedule.js';
import { failedCondition } from './conditions.js';
import { computeEffect } from './registry.js';
import type { PromoLine } from './types.js';

/** A promotion rule prepared once per profile. */
export interface CompiledPromotion {
  readonly rule: PromotionRule;
  /** The code upper-cased, for the case-insensitive comparison. */
  readonly code: string | undefined;
  readonly priority: number;
  readonly exclusive: boolean;
  readonly enabled: boolean;
}

/** The profile's promotion rules in the order they are considered. */
export function compilePromotions(rules: readonly Rule[]): CompiledPromotion[] {
  const out: { p: CompiledPromotion; i: number }[] = [];
  rules.forEach((rule, i) => {
    if (rule.kind !== 'promotion') return;
    out.push({
      i,
      p: {
        rule,
        code: rule.code?.trim().toUpperCase(),
        priority: rule.priority ?? 0,
        exclusive: rule.exclusive ?? false,
        enabled: rule.enabled !== false,
      },
    });
  });
  out.sort((a, b) => b.p.priority - a.p.priority || a.i - b.i);
  return out.map((x) => x.p);
}

export interface PromotionCart {
  readonly lines: readonly PromoLine[];
  readonly subtotalCents: number;
  readonly cartType: string;
  readonly paymentType: string;
  readonly promoCode?: string | null | undefined;
  readonly now: number;
  readonly zone: string;
  readonly schedules: NamedSchedules;
}

export interface AppliedPromotion {
  ruleId: string;
  code?: string;
  amountCents: number;
}

export interface PromotionsResult {
  readonly discountCents: number;
  readonly applied: AppliedPromotion[];
}

function skip(trace: TraceEntry[], rule: PromotionRule, reason: string): void {
  trace.push({ step: 'promotion', ruleId: rule.id, fired: false, reason, amountCents: 0 });
}

/** A promotion the customer must not learn of (a code not entered, a promotion turned off): kept for staff only. */
function skipSecret(trace: TraceEntry[], rule: PromotionRule, reason: string): void {
  trace.push({ step: 'promotion', ruleId: rule.id, fired: false, reason, amountCents: 0, staffOnly: true });
}

const allTrueCache: boolean[][] = [];

/** A shared all-true array of length n (never mutated). */
function allTrue(n: number): readonly boolean[] {
  let a = allTrueCache[n];
  if (!a) {
    a = new Array<boolean>(n).fill(true);
    if (n <= 200) allTrueCache[n] = a;
  }
  return a;
}

/** Applies the promotions to a cart, pushing one trace entry per promotion considered. */
export function applyPromotions(
  promotions: readonly CompiledPromotion[],
  cart: PromotionCart,
  trace: TraceEntry[],
): PromotionsResult {
  const applied: AppliedPromotion[] = [];
  if (promotions.length === 0) return { discountCents: 0, applied };
  const entered = cart.promoCode ? cart.promoCode.trim().toUpperCase() : '';
  const { lines, subtotalCents } = cart;
  let parts: LocalParts | undefined;
  const partsOf = (): LocalParts => (parts ??= localParts(cart.now, cart.zone));
  let total = 0;
  let exclusiveFired: string | undefined;
  let codeUsed = false;
  const allLines = allTrue(lines.length);

  for (const promo of promotions) {
    const { rule } = promo;
    if (!promo.enabled) { skipSecret(trace, rule, 'disabled'); continue; }
    if (promo.code !== undefined) {
      if (promo.code !== entered) { skipSecret(trace, rule, `code ${rule.code} not entered`); continue; }
      codeUsed = true;
    }
    if (exclusiveFired !== undefined) { skip(trace, rule, `exclusive promotion ${exclusiveFired} already applied`); continue; }
    if (promo.exclusive && applied.length > 0) { skip(trace, rule, 'exclusive, and another promotion already applied'); continue; }

    const selector = rule.effect.match;
    const matching = selector ? lines.map((l) => l.product !== undefined && l.category !== undefined && matchesProduct(selector, l.product, l.category)) : allLines;
    let matchingQuantity = 0;
    for (let i = 0; i < lines.length; i++) if (matching[i]) matchingQuantity += lines[i]!.quantity;
    const failed = failedCondition(rule.conditions, {
      subtotalCents,
      cartType: cart.cartType,
      paymentType: cart.paymentType,
      matchingQuantity,
      localParts: partsOf,
      schedules: cart.schedules,
    }, rule.cartTypes);
    if (failed !== undefined) { skip(trace, rule, failed); continue; }

    const effect = computeEffect(rule.effect, { lines, matching, subtotalCents });
    const room = subtotalCents - total;
    const amountCents = Math.max(0, Math.min(effect.amountCents, room));
    if (amountCents === 0) {
      skip(trace, rule, effect.amountCents > 0 ? 'the subtotal is already fully discounted' : `no discount: ${effect.reason}`);
      continue;
    }
    total += amountCents;
    applied.push(rule.code !== undefined ? { ruleId: rule.id, code: rule.code, amountCents } : { ruleId: rule.id, amountCents });
    if (promo.exclusive) exclusiveFired = rule.id;
    trace.push({
      step: 'promotion',
      ruleId: rule.id,
      fired: true,
      reason: amountCents < effect.amountCents ? `${effect.reason}, capped at the subtotal` : effect.reason,
      amountCents,
    });
  }
  if (entered !== '' && !codeUsed) {
    trace.push({ step: 'promotion', fired: false, reason: `code ${cart.promoCode?.trim()} matches no promotion`, amountCents: 0 });
  }
  return { discountCents: total, applied };
}
