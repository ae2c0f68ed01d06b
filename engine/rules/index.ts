/**
 * The rule kinds of a shop profile, one file each (after Vendure's promotion conditions and
 * actions). A rule kind lives in engine/rules/<kind>.ts and exports one `RuleKindDef`:
 *
 * - `kind`: its code, as written in the profile (`"kind": "price-factor"`), and `title`, the
 *   heading `shopctl explain` lists its rules under;
 * - its arguments: `RuleOf<kind>`, generated from schemas/shop-profile.schema.json;
 * - what it does: a `compile` hook when the profile compiler attaches it to menu entities
 *   (visibility, availability, price), or helpers the engine calls (tax precedence, limit
 *   markers, badges) — promotions, limits and fees are applied by their engine folders;
 * - `explain`: its plain-English sentence (`shopctl explain`, docs/rules.md);
 * - `lint`: the lint checks about it; `selectors` and `schedules`: what its selectors pick out
 *   and the `when`s that time it (lint checks both for every kind).
 *
 * The compile hook is its own export (`hideCompile`), listed again in engine/rules/compile-hooks.ts:
 * the profile compiler reads that list, not this registry, so the sentences and lint checks stay
 * out of what the storefront ships (the engine's modules are side-effect free and the bundler
 * drops what no page calls).
 *
 * Add a kind by adding it to the schema, regenerating the types, adding a file here and an
 * entry in `RULE_KIND_DEFS` and `COMPILE_HOOKS`: the registry's type makes a missing kind a compile error, and
 * engine/rules/registry.test.ts checks it against the schema.
 */
import type { Rule } from '../../schemas/generated/types.js';
import { badge } from './badge.js';
import { deliveryFee } from './delivery-fee.js';
import { fixedPrice } from './fixed-price.js';
import { hide } from './hide.js';
import { leadTime } from './lead-time.js';
import { priceFactor } from './price-factor.js';
import { priceIncrease } from './price-increase.js';
import { promotion } from './promotion.js';
import { quantityLimit } from './quantity-limit.js';
import { refuseAgeRestricted } from './refuse-age-restricted.js';
import { removeModifier } from './remove-modifier.js';
import { serviceCharge } from './service-charge.js';
import { showOnly } from './show-only.js';
import { taxRate } from './tax-rate.js';
import type { RuleKind, RuleKindDef } from './types.js';
import { unavailable } from './unavailable.js';

export type { CompileHook, RuleKind, RuleKindDef, RuleLintCheck, RuleOf, RuleSchedule, RuleSelector, SelectorTarget } from './types.js';
export { DEFAULT_UNAVAILABLE_LABELS } from './unavailable.js';
export { explainSettingsDelivery } from './delivery-fee.js';
export { badgeLabels } from './badge.js';
export { taxPercentOf } from './tax-rate.js';
export { humanizeMinutes, selectsByCategory } from './lead-time.js';
export { limitMarkersOf, withoutLimitMarkers } from './quantity-limit.js';
export { serviceChargeRuleFor } from './service-charge.js';
export { ageRefusalMessage } from './refuse-age-restricted.js';

/** Every rule kind, keyed by kind, in the order `shopctl explain` lists them (and their lint checks run). */
export const RULE_KIND_DEFS: { readonly [K in RuleKind]: RuleKindDef<K> } = {
  hide,
  'show-only': showOnly,
  unavailable,
  'refuse-age-restricted': refuseAgeRestricted,
  'price-factor': priceFactor,
  'price-increase': priceIncrease,
  'fixed-price': fixedPrice,
  'remove-modifier': removeModifier,
  promotion,
  'quantity-limit': quantityLimit,
  'tax-rate': taxRate,
  'delivery-fee': deliveryFee,
  'service-charge': serviceCharge,
  badge,
  'lead-time': leadTime,
};

// Every rule kind in registry order, and the compile hooks alone (what menu resolution reads).
export { COMPILE_HOOKS, compileHookOf, RULE_KINDS } from './compile-hooks.js';

/** The definition of a rule's kind. */
export function ruleKindDef(rule: Rule): RuleKindDef<RuleKind> {
  return RULE_KIND_DEFS[rule.kind] as RuleKindDef<RuleKind>;
}
