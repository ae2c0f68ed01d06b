/**
 * `explainProfile`: every rule of a profile in plain English (`shopctl explain`), one sentence
 * per rule generated from its fields, followed by the rule's own description when it has one.
 * Rule kinds are rendered through a registry keyed by kind.
 */
import type { Rule } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { legacyDeliveryBands, legacyModelName } from '../delivery/index.js';
import { formatDollars } from '../money.js';
import { describeSelector, describeWhen } from './selector-text.js';

export interface ExplainEntry {
  readonly ruleId: string;
  readonly kind: string;
  readonly text: string;
}

type RuleOf<K extends Rule['kind']> = Extract<Rule, { kind: K }>;
type Renderer<K extends Rule['kind']> = (rule: RuleOf<K>) => string;

const TARGET_NOUNS = { category: 'categories', product: 'products', modgroup: 'modifier groups', modifier: 'modifiers' } as const;

function whenSuffix(when: RuleOf<'hide'>['when']): string {
  return when === undefined ? '' : ` ${describeWhen(when)}`;
}

function roundingWords(r: 'floor' | 'ceil' | 'half-up' | undefined): string {
  if (r === 'ceil') return 'rounded up to the cent';
  if (r === 'half-up') return 'rounded half up to the cent';
  return 'rounded down to the cent';
}

function miles(n: number): string {
  return `${n} mile${n === 1 ? '' : 's'}`;
}

function bandsText(bands: readonly { upToMiles?: number; feeCents: number }[]): string {
  return bands
    .map((b) => (b.upToMiles === undefined ? `${formatDollars(b.feeCents)} beyond` : `${formatDollars(b.feeCents)} up to ${miles(b.upToMiles)}`))
    .join(', ');
}

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

function conditionsText(rule: RuleOf<'promotion'>): string {
  const c = rule.conditions;
  const parts: string[] = [];
  if (rule.code !== undefined) parts.push(`code ${rule.code} is entered`);
  if (c?.minSubtotalCents !== undefined) parts.push(`the subtotal is at least ${formatDollars(c.minSubtotalCents)}`);
  if (c?.cartTypes) parts.push(`the order is ${c.cartTypes.join(' or ')}`);
  if (c?.paymentTypes) parts.push(`payment is ${c.paymentTypes.join(' or ')}`);
  if (c?.minMatchingQuantity !== undefined) parts.push(`the cart has at least ${c.minMatchingQuantity} matching item(s)`);
  if (c?.when !== undefined) parts.push(`it is ${describeWhen(c.when)}`);
  return parts.length > 0 ? ` when ${parts.join(' and ')}` : ' automatically';
}

const RENDERERS: { readonly [K in Rule['kind']]: Renderer<K> } = {
  hide: (r) => `${describeSelector(r.match, TARGET_NOUNS[r.target])} are hidden${r.when ? whenSuffix(r.when) : ''}.`,
  'show-only': (r) => `${describeSelector(r.match, TARGET_NOUNS[r.target])} are shown only ${describeWhen(r.when)}.`,
  unavailable: (r) =>
    `${describeSelector(r.match, TARGET_NOUNS[r.target])} cannot be ordered (${r.reason}${r.label ? `, shown as '${r.label}'` : ''})${whenSuffix(r.when)}.`,
  'price-factor': (r) =>
    `${describeSelector(r.match, TARGET_NOUNS[r.target])} cost ${r.factor} × price, ${roundingWords(r.rounding)}${whenSuffix(r.when)}.`,
  'price-increase': (r) =>
    `${describeSelector(r.match, TARGET_NOUNS[r.target])} cost ${formatDollars(r.amountCents)} more${r.skipZeroPriced ? ' (free ones stay free)' : ''}${whenSuffix(r.when)}.`,
  'fixed-price': (r) => `${describeSelector(r.match, TARGET_NOUNS[r.target])} cost ${formatDollars(r.priceCents)}${whenSuffix(r.when)}.`,
  'remove-modifier': (r) => `${describeSelector(r.match, TARGET_NOUNS[r.target])} are removed from the menu${whenSuffix(r.when)}.`,
  promotion: (r) =>
    `Promotion ${r.id}: ${effectText(r)}${conditionsText(r)} (priority ${r.priority ?? 0}${r.exclusive ? ', exclusive: never combined with another promotion' : ''}).`,
  'quantity-limit': (r) => {
    const scope = r.scope === 'cart' ? 'per cart' : r.scope === 'per-name' ? 'per item name in a cart' : 'per customer per day';
    const distinct = r.maxDistinctProducts !== undefined ? `, and at most ${r.maxDistinctProducts} different one(s) per order` : '';
    return `${describeSelector(r.match, 'products')}: at most ${r.max} ${scope}${distinct} ("${r.message}").`;
  },
  'delivery-fee': (r) => {
    const model =
      r.model === 'bands'
        ? `by distance: ${bandsText(r.bands ?? [])}`
        : `${formatDollars(r.baseFeeInCents ?? 0)} plus ${formatDollars(r.feeInCentsPerMile ?? 0)} per mile beyond ${miles(r.baseFeeMiles ?? 0)}`;
    const free = r.freeOverSubtotalCents !== undefined && r.freeOverSubtotalCents > 0 ? `; free when the subtotal is over ${formatDollars(r.freeOverSubtotalCents)}` : '';
    return `Delivery fee ${model}${free}.`;
  },
  'tax-rate': (r) => `${describeSelector(r.match, 'products')} are taxed at ${r.percent}% (an item's own tax rate still wins).`,
  badge: (r) => `${describeSelector(r.match, TARGET_NOUNS[r.target])} show the badge "${r.label}".`,
};

/** Explains one rule: the generated sentence, then "Note:" and its description when it has one. */
export function explainRule(rule: Rule): ExplainEntry {
  const render = RENDERERS[rule.kind] as Renderer<Rule['kind']>;
  let text = render(rule as never);
  if (rule.enabled === false) text = `(disabled) ${text}`;
  if (rule.description !== undefined && rule.description.trim() !== '') text = `${text} Note: ${rule.description.trim()}`;
  return { ruleId: rule.id, kind: rule.kind, text };
}

/**
 * Every rule of the profile in plain English, in the order they apply (presets first). When no
 * `delivery-fee` rule is set, a last entry explains the delivery fee the legacy settings give.
 */
export function explainProfile(profile: LoadedProfile): ExplainEntry[] {
  const out = profile.rules.map(explainRule);
  if (!profile.rules.some((r) => r.kind === 'delivery-fee' && r.enabled !== false)) {
    const d = profile.settings.delivery;
    const bands = legacyDeliveryBands(d);
    const model = bands
      ? `by distance (${legacyModelName(d)}): ${bandsText(bands)}`
      : `${formatDollars(d.baseFeeInCents ?? 0)} plus ${formatDollars(d.feeInCentsPerMile ?? 0)} per mile beyond ${miles(d.baseFeeMiles ?? 0)}`;
    const free = (d.freeDeliveryQualifyingSubtotalInCents ?? 0) > 0 ? `; free when the subtotal is over ${formatDollars(d.freeDeliveryQualifyingSubtotalInCents ?? 0)}` : '';
    out.push({
      ruleId: 'settings.delivery',
      kind: 'delivery-fee',
      text: `Delivery fee ${model}${free}; not delivered at or beyond ${miles(d.maxDistanceInMiles ?? 5)} (from the shop settings).`,
    });
  }
  return out;
}
