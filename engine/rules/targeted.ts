/** The selector of a rule aimed at one menu level by its `target` and `match`. */
import type { RuleSelector, SelectorTarget } from './types.js';
import type { Selector } from '../../schemas/generated/types.js';

/** The one selector of a targeted rule. */
export function targetSelector(rule: { readonly match: Selector; readonly target: SelectorTarget }): readonly RuleSelector[] {
  return [{ selector: rule.match, target: rule.target, at: '/match' }];
}

/** The one selector of a rule that always selects products. */
export function productSelector(rule: { readonly match: Selector }): readonly RuleSelector[] {
  return [{ selector: rule.match, target: 'product', at: '/match' }];
}
