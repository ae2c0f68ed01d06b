/** `show-only`: the matched entities are shown only while the rule's `when` holds. */
import { describeSelector, describeWhen } from '../explain/selector-text.js';
import { TARGET_NOUNS } from './explain-text.js';
import { ownSchedule, targetSelector } from './targeted.js';
import type { RuleKindDef } from './types.js';

export const showOnly: RuleKindDef<'show-only'> = {
  kind: 'show-only',
  title: 'Shown only at certain times',
  selectors: targetSelector,
  schedules: ownSchedule,
  explain: (r, context) => `${describeSelector(r.match, TARGET_NOUNS[r.target])} are shown only ${describeWhen(r.when, context?.schedules)}.`,
  lint: [],
  // Hidden while the rule is NOT active.
  compile: { family: 'visibility', visibilityRef: (_rule, index) => ({ index, hideWhileActive: false }) },
};
