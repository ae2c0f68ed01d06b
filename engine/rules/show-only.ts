/** `show-only`: the matched entities are shown only while the rule's `when` holds and, with `cartTypes`, only for those order types. */
import { cartTypeWords } from '../cart-types.js';
import { describeSelector, describeWhen } from '../explain/selector-text.js';
import type { LintContext } from '../lint/context.js';
import { TARGET_NOUNS } from './explain-text.js';
import { ownSchedule, targetSelector } from './targeted.js';
import type { CompileHook, RuleKindDef } from './types.js';

/** A show-only rule without a condition shows its entities always: it does nothing. */
function checkHasCondition(ctx: LintContext): void {
  ctx.profile.rules.forEach((rule, i) => {
    if (rule.kind !== 'show-only' || rule.when !== undefined || rule.cartTypes !== undefined) return;
    ctx.report('RULE_WITHOUT_CONDITION', `/rules/${i}`, `The show-only rule "${rule.id}" has neither "when" nor "cartTypes", so its entities are always shown and it does nothing.`,
      'Add "when" (e.g. { "days": "tue" }) and/or "cartTypes" (e.g. ["DINEIN"]), or remove the rule.', { key: true });
  });
}

/** How the profile compiler attaches a `show-only` rule to the menu: hidden while the rule is NOT active. */
export const showOnlyCompile: CompileHook<'show-only'> = { family: 'visibility', visibilityRef: (_rule, index) => ({ index, hideWhileActive: false }) };

export const showOnly: RuleKindDef<'show-only'> = {
  kind: 'show-only',
  title: 'Shown only at certain times',
  selectors: targetSelector,
  schedules: ownSchedule,
  explainsCartTypes: true,
  explain: (r, context) => {
    const conditions = [r.cartTypes ? `for ${cartTypeWords(r.cartTypes)} orders` : undefined, r.when !== undefined ? describeWhen(r.when, context?.schedules) : undefined].filter((x) => x !== undefined);
    return `${describeSelector(r.match, TARGET_NOUNS[r.target])} are shown only ${conditions.join(' and ')}.`;
  },
  lint: [checkHasCondition],
  compile: showOnlyCompile,
};
