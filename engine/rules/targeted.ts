/** What rules aimed at menu entities share: their `target` and `match` selector, their `when`. */
import type { RuleSchedule, RuleSelector, SelectorTarget } from './types.js';
import type { Selector } from '../../schemas/generated/types.js';

/** The one selector of a targeted rule. */
export function targetSelector(rule: { readonly match: Selector; readonly target: SelectorTarget }): readonly RuleSelector[] {
  return [{ selector: rule.match, target: rule.target, at: '/match' }];
}

/** The one selector of a rule that always selects products. */
export function productSelector(rule: { readonly match: Selector }): readonly RuleSelector[] {
  return [{ selector: rule.match, target: 'product', at: '/match' }];
}

/** The rule's own `when`, when it has one. */
export function ownSchedule(rule: { readonly when?: RuleSchedule['when'] | undefined }): readonly RuleSchedule[] {
  return rule.when === undefined ? [] : [{ when: rule.when, at: '/when' }];
}

/** For kinds that are never timed. */
export function noSchedules(): readonly RuleSchedule[] {
  return [];
}
