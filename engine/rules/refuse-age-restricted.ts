/**
 * `refuse-age-restricted`: products with a minimumAge (alcohol) cannot be ordered for the order
 * types in `cartTypes` (no alcohol by delivery). The menu shows them unavailable for those types
 * ('Not for delivery'); checkout blocks them with AGE_RESTRICTED_REFUSED and the rule's message.
 */
import { describeSelector } from '../explain/selector-text.js';
import { cartTypeWords, onlyForLabel, otherCartTypes } from '../cart-types.js';
import { DEFAULT_UNAVAILABLE_LABELS } from './unavailable.js';
import type { CompileHook, RuleKindDef, RuleOf } from './types.js';

/** The blocker's message: the rule's own (or the profile's `messages` entry), with {name}, {age} and {types}. */
export function ageRefusalMessage(rule: RuleOf<'refuse-age-restricted'> | undefined, p: { name: string; age: number; types: string }): string {
  const template = rule?.message ?? '{name} is for customers {age} or older and cannot be ordered for {types}; choose another order type or remove it from your cart.';
  // One pass with a function: a product name is shop data, and may hold `$&`, `$$` or `{age}`.
  const fills: Record<string, string> = { name: p.name, age: String(p.age), types: p.types };
  return template.replace(/\{(name|age|types)\}/g, (_slot, key: string) => fills[key]!);
}

/** How the profile compiler attaches a `refuse-age-restricted` rule to the menu (all menu resolution needs of this kind). */
export const refuseAgeRestrictedCompile: CompileHook<'refuse-age-restricted'> = {
  family: 'unavailable',
  unavailableRef: (rule, index, subject) => {
    if (subject.minimumAge === undefined) return undefined;
    if (rule.match && !subject.matches(rule.match)) return undefined;
    const onlyFor = otherCartTypes(rule.cartTypes);
    return { index, ruleId: rule.id, reason: 'AGE_RESTRICTED', label: rule.label ?? onlyForLabel(onlyFor) ?? DEFAULT_UNAVAILABLE_LABELS.AGE_RESTRICTED, onlyFor };
  },
};

export const refuseAgeRestricted: RuleKindDef<'refuse-age-restricted'> = {
  kind: 'refuse-age-restricted',
  title: 'Age-restricted items refused',
  selectors: (rule) => (rule.match ? [{ selector: rule.match, target: 'product', at: '/match' }] : []),
  schedules: () => [],
  explainsCartTypes: true,
  explain: (r) => {
    const what = r.match ? `${describeSelector(r.match, 'age-restricted products')}` : 'Age-restricted products (with a minimumAge)';
    return `${what} cannot be ordered for ${cartTypeWords(r.cartTypes)} (AGE_RESTRICTED_REFUSED${r.message ? `: "${r.message}"` : ''}).`;
  },
  lint: [],
  compile: refuseAgeRestrictedCompile,
};
