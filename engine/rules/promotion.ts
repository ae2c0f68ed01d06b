/**
 * `promotion`: a discount (percent or amount off, BOGO, a pair deal, a fixed-price deal) under
 * conditions (a code, a minimum subtotal, order and payment types, a time) and limits (valid
 * from / until, a total budget, once per customer, first order only, a minimum of items).
 * Applied by engine/promotions/ through its own registry of conditions and effects.
 */
import { cartTypeWords } from '../cart-types.js';
import type { LintContext } from '../lint/context.js';
import { describeSelector, describeWhen } from '../explain/selector-text.js';
import { matchesProduct } from '../match.js';
import { formatDollars, productPriceToCents } from '../money.js';
import { localInstant } from '../promotions/limits.js';
import type { ExplainContext, RuleKindDef, RuleOf } from './types.js';

function effectText(rule: RuleOf<'promotion'>): string {
  const e = rule.effect;
  const on = (noun: string): string => (e.match ? ` on ${describeSelector(e.match, noun).replace(/^./, (c) => c.toLowerCase())}` : '');
  switch (e.type) {
    case 'percent-off':
      return e.match ? `${e.percent}% off${on('items')}` : `${e.percent}% off the order`;
    case 'amount-off':
      return `${formatDollars(e.amountCents)} off${e.match ? on('items') : ' the order'}`;
    case 'bogo-cheapest-free':
      return `buy one, get one free${on('items')} (the cheaper of each pair is free)`;
    case 'cheapest-of-pair-percent-off':
      return `${e.percent}% off the cheaper of each pair${on('items')}`;
    case 'fixed-price-deal':
      return `${e.dealPriceCents !== undefined ? `deal price ${formatDollars(e.dealPriceCents)}: ` : ''}${e.discountCents !== undefined ? `${formatDollars(e.discountCents)} off` : 'the deal price for'} each of up to ${e.maxDeals ?? 1}${on('items')}, when the rest of the cart is over ${formatDollars(e.remainderMinCents)}`;
  }
}

function conditionsText(rule: RuleOf<'promotion'>, context?: ExplainContext): string {
  const c = rule.conditions;
  const parts: string[] = [];
  if (rule.code !== undefined) parts.push(`code ${rule.code} is entered`);
  if (c?.minSubtotalCents !== undefined) parts.push(`the subtotal is at least ${formatDollars(c.minSubtotalCents)}`);
  if (rule.cartTypes) parts.push(`the order is ${cartTypeWords(rule.cartTypes)}`);
  if (c?.cartTypes) parts.push(`the order is ${c.cartTypes.join(' or ')}`);
  if (c?.paymentTypes) parts.push(`payment is ${c.paymentTypes.join(' or ')}`);
  if (c?.minMatchingQuantity !== undefined) parts.push(`the cart has at least ${c.minMatchingQuantity} matching item(s)`);
  if (c?.when !== undefined) parts.push(`it is ${describeWhen(c.when, context?.schedules)}`);
  return parts.length > 0 ? ` when ${parts.join(' and ')}` : ' automatically';
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** "2026-03-01T09:00" as "March 1, 2026 at 09:00"; a date alone as "March 1, 2026". */
function localText(text: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}(?::\d{2})?))?$/.exec(text);
  if (!m) return text;
  const day = `${MONTHS[Number(m[2]) - 1] ?? m[2]} ${Number(m[3])}, ${m[1]}`;
  return m[4] === undefined ? day : `${day} at ${m[4]}`;
}

/** The limits of a promotion in words: ' Limits: once per customer (verified phone), 100 uses in all, ...' */
function limitsText(rule: RuleOf<'promotion'>): string {
  const l = rule.limits;
  if (!l) return '';
  const parts: string[] = [];
  const dates: string[] = [];
  if (l.validFrom !== undefined) dates.push(`from ${localText(l.validFrom)}`);
  if (l.validUntil !== undefined) dates.push(l.validUntil.includes('T') ? `until ${localText(l.validUntil)}` : `until the end of ${localText(l.validUntil)}`);
  if (dates.length > 0) parts.push(`${dates.join(' ')} (the shop's clock)`);
  if (l.maxUses !== undefined) parts.push(`${l.maxUses} use${l.maxUses === 1 ? '' : 's'} in all, across every customer`);
  if (l.oncePerCustomer === true) parts.push('once per customer (by verified phone number)');
  if (l.firstOrderOnly === true) parts.push("only on a customer's first order here (by verified phone number)");
  if (l.minItems !== undefined) parts.push(`at least ${l.minItems} items in the cart`);
  if (parts.length === 0) return '';
  const told = rule.code !== undefined ? '; a code that breaks a limit is refused with its own message' : '';
  return ` Limits: ${parts.join('; ')}${told}.`;
}

/**
 * Limits that cannot apply or can never be met: a budget below 0, validUntil not after
 * validFrom, and a promotion without a code that counts uses or customers (only a code is used
 * by a customer; an automatic discount is never "used up" or kept for a first order).
 */
export function checkPromoLimits(ctx: LintContext): void {
  const zone = ctx.profile.identity.timeZone;
  ctx.profile.rules.forEach((rule, i) => {
    if (rule.kind !== 'promotion' || rule.limits === undefined) return;
    const l = rule.limits;
    const at = `/rules/${i}/limits`;
    if (l.maxUses !== undefined && l.maxUses < 0) {
      ctx.report('PROMO_MAX_USES_NEGATIVE', `${at}/maxUses`, `The promotion "${rule.id}" allows ${l.maxUses} uses; a budget cannot be below 0.`, 'Write maxUses as the number of orders that may use the code in all (e.g. 100). To stop the code, set "enabled": false.');
    }
    if (l.validFrom !== undefined && l.validUntil !== undefined) {
      const from = localInstant(l.validFrom, zone);
      const until = localInstant(l.validUntil, zone, l.validUntil.includes('T') ? 0 : 1);
      if (Number.isFinite(from) && Number.isFinite(until) && until <= from) {
        ctx.report('PROMO_VALID_UNTIL_NOT_AFTER_FROM', `${at}/validUntil`, `The promotion "${rule.id}" ends (validUntil ${l.validUntil}) before or when it starts (validFrom ${l.validFrom}), so it can never be used.`, 'Swap the two, or move validUntil after validFrom (a date alone in validUntil includes that whole day).');
      }
    }
    if (rule.code === undefined) {
      const counted: [string, boolean][] = [['maxUses', l.maxUses !== undefined], ['oncePerCustomer', l.oncePerCustomer === true], ['firstOrderOnly', l.firstOrderOnly === true]];
      for (const [key, given] of counted) {
        if (!given) continue;
        ctx.report('PROMO_LIMIT_WITHOUT_CODE', `${at}/${key}`, `The promotion "${rule.id}" has no code, so its limit ${key} cannot apply: only a code is used by a customer and counted.`, `Give the promotion a "code" (e.g. "WELCOME10"), or remove limits.${key}. Dates and minItems do work without a code.`);
      }
    }
  });
}

/** Codes are matched case-insensitively: two equal codes are ambiguous, and an error when one is exclusive. */
export function checkPromoCodes(ctx: LintContext): void {
  const byCode = new Map<string, { index: number; exclusive: boolean; code: string; id: string }>();
  ctx.profile.rules.forEach((rule, i) => {
    if (rule.kind !== 'promotion' || rule.code === undefined) return;
    const key = rule.code.toLowerCase();
    const prev = byCode.get(key);
    const exclusive = rule.exclusive === true;
    if (!prev) {
      byCode.set(key, { index: i, exclusive, code: rule.code, id: rule.id });
      return;
    }
    if (prev.exclusive || exclusive) {
      ctx.report('PROMO_CODE_CONFLICT', `/rules/${i}/code`, `The promo code "${rule.code}" of rule "${rule.id}" equals "${prev.code}" of rule "${prev.id}" (codes ignore case), and one of them is exclusive, so which applies depends on order.`, 'Give each promotion its own code, or merge the two rules.');
    } else {
      ctx.report('PROMO_CODE_DUPLICATE', `/rules/${i}/code`, `The promo code "${rule.code}" of rule "${rule.id}" is also used by rule "${prev.id}" (codes ignore case); both apply when it is entered.`, 'Use one code per promotion unless both discounts are meant to apply together.');
    }
  });
}

/**
 * A fixed-price deal whose discount is above a matched product's price takes more off than the
 * item costs; one whose shown dealPriceCents is not the price minus the charged discountCents
 * advertises a price the customer does not pay.
 */
export function checkDeals(ctx: LintContext): void {
  ctx.profile.rules.forEach((rule, i) => {
    if (rule.kind !== 'promotion' || rule.effect.type !== 'fixed-price-deal') return;
    const { match, discountCents, dealPriceCents } = rule.effect;
    if (match === undefined || discountCents === undefined) return;
    for (const { product, category } of ctx.products) {
      if (!matchesProduct(match, product, category)) continue;
      const { cents, market } = productPriceToCents(product.price);
      if (!market && dealPriceCents !== undefined && cents - discountCents !== dealPriceCents) {
        ctx.report('DEAL_PRICE_MISMATCH', `/rules/${i}/effect/dealPriceCents`, `The deal "${rule.id}" shows ${formatDollars(dealPriceCents)} for "${product.id}", but charges ${formatDollars(cents)} - ${formatDollars(discountCents)} = ${formatDollars(cents - discountCents)}.`, `Remove discountCents (it is then worked out from dealPriceCents), or make dealPriceCents ${cents - discountCents}.`);
        return;
      }
      if (!market && cents < discountCents) {
        ctx.report('DEAL_DISCOUNT_EXCEEDS_PRICE', `/rules/${i}/effect/discountCents`, `The deal "${rule.id}" takes ${discountCents} cents off each matched item, but "${product.id}" costs only ${cents} cents.`, 'Lower discountCents to at most the cheapest matched price, or narrow the match.');
        return;
      }
    }
  });
}

/** The order types are given once: at the top (as every rule kind) or in conditions (as before). */
export function checkCartTypesOnce(ctx: LintContext): void {
  ctx.profile.rules.forEach((rule, i) => {
    if (rule.kind !== 'promotion' || rule.cartTypes === undefined || rule.conditions?.cartTypes === undefined) return;
    ctx.report('CONFLICTING_FIELDS', `/rules/${i}/conditions/cartTypes`, `The promotion "${rule.id}" gives "cartTypes" both at the top and in "conditions"; it would apply only to order types in both.`,
      'Keep the top-level "cartTypes" and remove conditions.cartTypes.', { key: true });
  });
}

export const promotion: RuleKindDef<'promotion'> = {
  kind: 'promotion',
  title: 'Promotions',
  // A promotion selects products through its effect's match; without one it applies to the order.
  selectors: (rule) => (rule.effect.match ? [{ selector: rule.effect.match, target: 'product', at: '/effect/match' }] : []),
  // A promotion is timed by its conditions (a top-level `when` is read into them when it loads).
  schedules: (rule) => (rule.conditions?.when === undefined ? [] : [{ when: rule.conditions.when, at: '/conditions/when' }]),
  explainsCartTypes: true,
  explain: (r, context) =>
    `Promotion ${r.id}: ${effectText(r)}${conditionsText(r, context)} (priority ${r.priority ?? 0}${r.exclusive ? ', exclusive: never combined with another promotion' : ''}).${limitsText(r)}`,
  lint: [checkPromoCodes, checkDeals, checkPromoLimits, checkCartTypesOnce],
};
