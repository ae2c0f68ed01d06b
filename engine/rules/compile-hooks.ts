/**
 * The rule kinds as menu resolution needs them: each kind's compile hook (or none), in registry
 * order. The full registry (engine/rules/index.ts `RULE_KIND_DEFS`) adds each kind's title,
 * explain sentence, lint checks, selectors and schedules: authoring tools (`shopctl lint`,
 * `shopctl explain`, the staff console's menu check). The profile compiler and the resolver
 * read this one, so a page that resolves a menu carries no sentence and no lint check.
 * engine/rules/registry.test.ts checks both list the same kinds, in the same order, with the
 * same hooks.
 */
import type { Rule } from '../../schemas/generated/types.js';
import { fixedPriceCompile } from './fixed-price.js';
import { hideCompile } from './hide.js';
import { priceFactorCompile } from './price-factor.js';
import { priceIncreaseCompile } from './price-increase.js';
import { refuseAgeRestrictedCompile } from './refuse-age-restricted.js';
import { removeModifierCompile } from './remove-modifier.js';
import { showOnlyCompile } from './show-only.js';
import type { CompileHook, RuleKind } from './types.js';
import { unavailableCompile } from './unavailable.js';

/** Every rule kind's compile hook (undefined for kinds applied elsewhere), in registry order. */
export const COMPILE_HOOKS: { readonly [K in RuleKind]: CompileHook<K> | undefined } = {
  hide: hideCompile,
  'show-only': showOnlyCompile,
  unavailable: unavailableCompile,
  'refuse-age-restricted': refuseAgeRestrictedCompile,
  'price-factor': priceFactorCompile,
  'price-increase': priceIncreaseCompile,
  'fixed-price': fixedPriceCompile,
  'remove-modifier': removeModifierCompile,
  promotion: undefined,
  'quantity-limit': undefined,
  'tax-rate': undefined,
  'delivery-fee': undefined,
  'service-charge': undefined,
  badge: undefined,
  'lead-time': undefined,
};

/** Every rule kind, in registry order. */
export const RULE_KINDS = Object.keys(COMPILE_HOOKS) as readonly RuleKind[];

/** How the profile compiler attaches a rule of this kind, if it does. */
export function compileHookOf(rule: Rule): CompileHook<RuleKind> | undefined {
  return COMPILE_HOOKS[rule.kind] as CompileHook<RuleKind> | undefined;
}
