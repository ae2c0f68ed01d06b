/**
 * Step 4 of pricing: promotions in priority order (higher first, ties in profile order), each
 * with its limits and conditions, a running cap at the subtotal, and exclusivity: an exclusive
 * promotion fires only when nothing has applied yet, and nothing applies after it. Also says
 * what became of the code the customer entered (the quote's `promo`), and refuses a code whose
 * limit is not met (a blocker, so the order is refused until the code is removed).
 */
import type { Blocker, PromoState, PromotionRule, Rule, TraceEntry } from '../../schemas/generated/types.js';
import { matchesProduct } from '../match.js';
import { message } from '../messages.js';
import type { NamedSchedules } from '../schedule.js';
import { CartFacts, compileConditions, conditionFailureReason, type ConditionTest } from './conditions.js';
import { compileLimits, failedLimit, NO_PROMO_HISTORY, type CompiledLimits, type PromoHistory, type PromoLimitCode } from './limits.js';
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
  /** Its limits with their instants on the shop's clock; undefined without limits. */
  readonly limits: CompiledLimits | undefined;
  /** Its conditions (and top-level cartTypes) compiled against `schedules`. */
  readonly test: ConditionTest;
  /** The named schedules `test` was compiled with: a cart priced with others compiles them again. */
  readonly schedules: NamedSchedules;
}

/**
 * The profile's promotion rules in the order they are considered; `zone` reads their limits'
 * dates and `schedules` are the profile's named schedules, which their `when` may name.
 */
export function compilePromotions(rules: readonly Rule[], zone = 'UTC', schedules?: NamedSchedules): CompiledPromotion[] {
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
        limits: compileLimits(rule, zone),
        test: compileConditions(rule.conditions, rule.cartTypes, schedules),
        schedules,
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
  /** The customer's uses and orders for the codes' limits; none given = nothing stands in the way. */
  readonly history?: PromoHistory | undefined;
}

export interface AppliedPromotion {
  ruleId: string;
  code?: string;
  amountCents: number;
}

export interface PromotionsResult {
  readonly discountCents: number;
  readonly applied: AppliedPromotion[];
  /** What became of the entered code; undefined when none was entered. */
  readonly promo: PromoState | undefined;
  /** A refused code's blockers (a limit not met), at /promoCode. */
  readonly blockers: Blocker[];
}

function skip(trace: TraceEntry[], rule: PromotionRule, reason: string): void {
  trace.push({ step: 'promotion', ruleId: rule.id, fired: false, reason, amountCents: 0 });
}

/**
 * A promotion the customer must not learn of (a code not entered, a promotion turned off, an
 * automatic one not offered at this time): kept for staff only.
 */
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
  const blockers: Blocker[] = [];
  const typed = cart.promoCode ? cart.promoCode.trim() : '';
  const entered = typed.toUpperCase();
  const { lines, subtotalCents } = cart;
  const history = cart.history ?? NO_PROMO_HISTORY;
  let itemCount = 0;
  for (const l of lines) itemCount += l.quantity;
  let total = 0;
  let exclusiveFired: string | undefined;
  let codeUsed = false;
  // The entered code's outcome: applied wins over refused, refused over not applicable.
  let codeApplied: PromotionRule | undefined;
  let codeRefused: { rule: PromotionRule; code: PromoLimitCode; message: string } | undefined;
  let codeSkipped: { rule: PromotionRule; reason: string } | undefined;
  const allLines = allTrue(lines.length);
  const facts = new CartFacts(subtotalCents, cart.cartType, cart.paymentType, cart.now, cart.zone);

  for (const promo of promotions) {
    const { rule } = promo;
    if (!promo.enabled) { skipSecret(trace, rule, 'disabled'); continue; }
    const coded = promo.code !== undefined;
    if (coded) {
      if (promo.code !== entered) { skipSecret(trace, rule, `code ${rule.code} not entered`); continue; }
      codeUsed = true;
    }
    // A limit comes before exclusivity: a code that cannot be used is refused whatever else applies.
    const limit = promo.limits ? failedLimit(rule, promo.limits, { now: cart.now, zone: cart.zone, itemCount, history }) : undefined;
    if (limit !== undefined) {
      // An automatic promotion outside its dates is not offered: customers learn of it when it runs.
      if (!coded && (limit.code === 'PROMO_NOT_STARTED' || limit.code === 'PROMO_EXPIRED')) skipSecret(trace, rule, `limit ${limit.code}: ${limit.reason}`);
      else skip(trace, rule, `limit ${limit.code}: ${limit.reason}`);
      if (coded) {
        codeRefused ??= { rule, code: limit.code, message: limit.message };
        if (!blockers.some((b) => b.code === limit.code)) blockers.push({ code: limit.code, message: limit.message, path: '/promoCode' });
      }
      continue;
    }
    const alone = 'it cannot be combined with another promotion that applies';
    if (exclusiveFired !== undefined) {
      skip(trace, rule, `exclusive promotion ${exclusiveFired} already applied`);
      if (coded) codeSkipped ??= { rule, reason: alone };
      continue;
    }
    if (promo.exclusive && applied.length > 0) {
      skip(trace, rule, 'exclusive, and another promotion already applied');
      if (coded) codeSkipped ??= { rule, reason: alone };
      continue;
    }

    const selector = rule.effect.match;
    const matching = selector ? lines.map((l) => l.product !== undefined && l.category !== undefined && matchesProduct(selector, l.product, l.category)) : allLines;
    let matchingQuantity = 0;
    for (let i = 0; i < lines.length; i++) if (matching[i]) matchingQuantity += lines[i]!.quantity;
    const test = promo.schedules === cart.schedules ? promo.test : compileConditions(rule.conditions, rule.cartTypes, cart.schedules);
    const failure = test(facts, matchingQuantity);
    if (failure !== undefined) {
      const reason = conditionFailureReason(failure, rule.conditions, rule.cartTypes, facts, matchingQuantity);
      // An automatic promotion outside its schedule is not offered at this time (an ended one, or
      // one still to be announced): staff-only, like a code not entered.
      if (!coded && failure === 'when') skipSecret(trace, rule, reason);
      else skip(trace, rule, reason);
      if (coded) codeSkipped ??= { rule, reason };
      continue;
    }

    const effect = computeEffect(rule.effect, { lines, matching, subtotalCents });
    const room = subtotalCents - total;
    const amountCents = Math.max(0, Math.min(effect.amountCents, room));
    if (amountCents === 0) {
      skip(trace, rule, effect.amountCents > 0 ? 'the subtotal is already fully discounted' : `no discount: ${effect.reason}`);
      if (coded) codeSkipped ??= { rule, reason: effect.amountCents > 0 ? 'the order is already fully discounted' : 'nothing in the cart is discounted by it' };
      continue;
    }
    total += amountCents;
    applied.push(rule.code !== undefined ? { ruleId: rule.id, code: rule.code, amountCents } : { ruleId: rule.id, amountCents });
    if (coded) codeApplied ??= rule;
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
    trace.push({ step: 'promotion', fired: false, reason: `code ${typed} matches no promotion`, amountCents: 0 });
  }
  return { discountCents: total, applied, promo: promoState(typed, applied, codeUsed, codeApplied, codeRefused, codeSkipped), blockers };
}

/** The entered code's state for the customer (quote.promo). */
function promoState(
  typed: string,
  applied: readonly AppliedPromotion[],
  codeUsed: boolean,
  codeApplied: PromotionRule | undefined,
  refused: { rule: PromotionRule; code: PromoLimitCode; message: string } | undefined,
  skipped: { rule: PromotionRule; reason: string } | undefined,
): PromoState | undefined {
  if (typed === '') return undefined;
  if (!codeUsed) return { code: typed, state: 'unknown', reason: 'PROMO_CODE_UNKNOWN', message: message('PROMO_CODE_UNKNOWN', { code: typed }) };
  if (codeApplied) {
    const code = codeApplied.code!;
    let amountCents = 0;
    for (const a of applied) if (a.code !== undefined && a.code.toUpperCase() === code.toUpperCase()) amountCents += a.amountCents;
    return { code, state: 'applied', reason: 'PROMO_APPLIED', message: message('PROMO_APPLIED', { code }), amountCents };
  }
  if (refused) return { code: refused.rule.code!, state: 'refused', reason: refused.code, message: refused.message };
  const code = skipped?.rule.code ?? typed;
  return { code, state: 'not-applicable', reason: 'PROMO_NOT_APPLICABLE', message: message('PROMO_NOT_APPLICABLE', { code, reason: skipped?.reason }) };
}
