/**
 * `unavailable`: the matched products or modifiers are listed but cannot be ordered, with a reason
 * and a label; with `cartTypes` only for those order types (beer for dine-in only is unavailable
 * for PICKUP and DELIVERY and reads 'Dine-in only' there).
 */
import type { UnavailableReason } from '../menu/types.js';
import { describeSelector } from '../explain/selector-text.js';
import { cartTypeWords, onlyForLabel, otherCartTypes, ruleCartTypes } from '../cart-types.js';
import type { LintContext } from '../lint/context.js';
import { TARGET_NOUNS, whenSuffix } from './explain-text.js';
import { ownSchedule, targetSelector } from './targeted.js';
import type { CompileHook, RuleKindDef, RuleOf } from './types.js';

/** Labels shown for an unavailable item when its rule gives none (spec section 2, spelled so). */
export const DEFAULT_UNAVAILABLE_LABELS: Readonly<Record<UnavailableReason, string>> = {
  OUT_OF_STOCK: '*OUT OF STOCK',
  DINE_IN_ONLY: '*not availalbe online',
  TIME_LIMITED: '*not available right now',
  CART_TYPE: '*not available for this order type',
  AGE_RESTRICTED: '*not available for this order type',
};

/** The tile label of a rule: its own, else the order types it still allows, else its reason's. */
function labelOf(rule: RuleOf<'unavailable'>, onlyFor: readonly string[] | undefined): string {
  return rule.label ?? (onlyFor ? onlyForLabel(onlyFor as Parameters<typeof onlyForLabel>[0]) : undefined) ?? DEFAULT_UNAVAILABLE_LABELS[rule.reason];
}

/** A DINE_IN_ONLY rule that holds for dine-in carts too refuses the one order type its reason names. */
function checkDineInOnly(ctx: LintContext): void {
  ctx.profile.rules.forEach((rule, i) => {
    if (rule.kind !== 'unavailable' || rule.reason !== 'DINE_IN_ONLY' || !rule.cartTypes?.includes('DINEIN')) return;
    ctx.report('CART_TYPES_CONTRADICT_REASON', `/rules/${i}/cartTypes`,
      `The rule "${rule.id}" says DINE_IN_ONLY but also holds for DINEIN carts, so its items cannot be ordered for dine-in either.`,
      'Remove DINEIN from cartTypes (or leave cartTypes out: DINE_IN_ONLY holds for PICKUP and DELIVERY), or use the reason CART_TYPE.');
  });
}

/** How the profile compiler attaches an `unavailable` rule to the menu (all menu resolution needs of this kind). */
export const unavailableCompile: CompileHook<'unavailable'> = {
  family: 'unavailable',
  unavailableRef: (rule, index, subject) => {
    if (!subject.matches(rule.match)) return undefined;
    const types = ruleCartTypes(rule);
    const onlyFor = types ? otherCartTypes(types) : undefined;
    return { index, ruleId: rule.id, reason: rule.reason, label: labelOf(rule, onlyFor), ...(onlyFor ? { onlyFor } : {}) };
  },
};

export const unavailable: RuleKindDef<'unavailable'> = {
  kind: 'unavailable',
  title: 'Unavailable',
  selectors: targetSelector,
  schedules: ownSchedule,
  explainsCartTypes: true,
  explain: (r, context) => {
    const types = ruleCartTypes(r);
    const others = types ? otherCartTypes(types) : [];
    const forTypes = types ? ` for ${cartTypeWords(types)} orders${others.length > 0 ? `, only for ${cartTypeWords(others)}` : ''}` : '';
    const label = labelOf(r, types ? otherCartTypes(types) : undefined);
    const shown = r.label !== undefined || types ? `, shown as '${label}'` : '';
    return `${describeSelector(r.match, TARGET_NOUNS[r.target])} cannot be ordered${forTypes} (${r.reason}${shown})${whenSuffix(r.when, context)}.`;
  },
  lint: [checkDineInOnly],
  compile: unavailableCompile,
};
