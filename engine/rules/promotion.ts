/**
 * `promotion`: a discount (percent or amount off, BOGO, a pair deal, a fixed-price deal) under
 * conditions (a code, a minimum subtotal, order and payment types, a time). Applied by
 * engine/promotions/ through its own registry of conditions and effects.
 */
import { cartTypeWords } from '../cart-types.js';
import type { LintContext } from '../lint/context.js';
import { describeSelector, describeWhen } from '../explain/selector-text.js';
import { matchesProduct } from '../match.js';
import { dollarsToCents, formatDollars } from '../money.js';
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
      const { cents, market } = dollarsToCents(product.price);
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
  // A promotion is timed by its conditions.
  schedules: (rule) => (rule.conditions?.when === undefined ? [] : [{ when: rule.conditions.when, at: '/conditions/when' }]),
  explainsCartTypes: true,
  explain: (r, context) =>
    `Promotion ${r.id}: ${effectText(r)}${conditionsText(r, context)} (priority ${r.priority ?? 0}${r.exclusive ? ', exclusive: never combined with another promotion' : ''}).`,
  lint: [checkPromoCodes, checkDeals, checkCartTypesOnce],
};
