/**
 * `quantity-limit`: at most `max` of the matched products per cart, per item name or per
 * customer per day (applied by engine/validate/quantity-limits.ts).
 */
import { describeSelector } from '../explain/selector-text.js';
import { noSchedules, productSelector } from './targeted.js';
import type { RuleKindDef, RuleOf } from './types.js';

/** The name markers the limits match by `nameContains` ('(limit 5)', 'pw2'). */
export function limitMarkersOf(rules: readonly RuleOf<'quantity-limit'>[]): string[] {
  return rules.map((r) => r.match.nameContains).filter((m): m is string => typeof m === 'string' && m.trim() !== '');
}

/**
 * A product name without the quantity-limit markers in it ('Promo Taco (limit 5)' → 'Promo Taco'):
 * the markers are for the rules, not for customers.
 */
export function withoutLimitMarkers(name: string, markers: readonly string[]): string {
  let out = name;
  for (const m of markers) if (out.includes(m)) out = out.split(m).join(' ');
  out = out.replace(/\s+/g, ' ').trim();
  return out === '' ? name : out;
}

export const quantityLimit: RuleKindDef<'quantity-limit'> = {
  kind: 'quantity-limit',
  title: 'Quantity limits',
  selectors: productSelector,
  schedules: noSchedules,
  explain: (r) => {
    const scope = r.scope === 'cart' ? 'per cart' : r.scope === 'per-name' ? 'per item name in a cart' : 'per customer per day';
    const distinct = r.maxDistinctProducts !== undefined ? `, and at most ${r.maxDistinctProducts} different one(s) per order` : '';
    // Without its own message, the customer sees the default one naming the products and the cap.
    return `${describeSelector(r.match, 'products')}: at most ${r.max} ${scope}${distinct}${r.message ? ` ("${r.message}")` : ''}.`;
  },
  lint: [],
};
