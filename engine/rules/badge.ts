/** `badge`: the matched categories or products show a label ('New', 'Spicy'). */
import type { Selector } from '../../schemas/generated/types.js';
import { describeSelector } from '../explain/selector-text.js';
import { TARGET_NOUNS } from './explain-text.js';
import { noSchedules, targetSelector } from './targeted.js';
import type { RuleKindDef, RuleOf } from './types.js';

/** The labels of the badge rules aimed at `target` whose selector matches, in profile order. */
export function badgeLabels(rules: readonly RuleOf<'badge'>[], target: 'category' | 'product', matches: (s: Selector) => boolean): readonly string[] {
  return Object.freeze(rules.filter((r) => r.target === target && matches(r.match)).map((r) => r.label));
}

export const badge: RuleKindDef<'badge'> = {
  kind: 'badge',
  title: 'Badges',
  selectors: targetSelector,
  schedules: noSchedules,
  explain: (r) => `${describeSelector(r.match, TARGET_NOUNS[r.target])} show the badge "${r.label}".`,
  lint: [],
};
