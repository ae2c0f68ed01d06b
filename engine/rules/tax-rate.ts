/** `tax-rate`: the matched products are taxed at a percent instead of the shop's rate. */
import type { Product, SubMenu } from '../../schemas/generated/types.js';
import { describeSelector } from '../explain/selector-text.js';
import { matchesProduct } from '../match.js';
import { formatDecimal, parseDecimal } from '../money.js';
import { noSchedules, productSelector } from './targeted.js';
import type { RuleKindDef, RuleOf } from './types.js';

function percentText(value: number | string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const d = parseDecimal(value);
  return d ? formatDecimal(d) : undefined;
}

/**
 * A product's tax percent, as exact decimal text, or undefined for the shop's rate.
 * Precedence: the item's own `taxP` wins; otherwise the LAST matching tax-rate rule wins,
 * so a profile's own rule overrides a preset's (presets come first).
 */
export function taxPercentOf(product: Product, category: SubMenu, rules: readonly RuleOf<'tax-rate'>[]): string | undefined {
  let taxPercent = percentText(product.taxP);
  if (taxPercent === undefined) {
    for (const r of rules) if (matchesProduct(r.match, product, category)) taxPercent = percentText(r.percent) ?? taxPercent;
  }
  return taxPercent;
}

export const taxRate: RuleKindDef<'tax-rate'> = {
  kind: 'tax-rate',
  title: 'Tax rates',
  selectors: productSelector,
  schedules: noSchedules,
  explain: (r) => `${describeSelector(r.match, 'products')} are taxed at ${r.percent}% (an item's own tax rate still wins).`,
  lint: [],
};
