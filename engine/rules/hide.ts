/** `hide`: the matched entities are hidden while the rule is active (always, without a `when`). */
import { describeSelector } from '../explain/selector-text.js';
import { TARGET_NOUNS, whenSuffix } from './explain-text.js';
import { ownSchedule, targetSelector } from './targeted.js';
import type { CompileHook, RuleKindDef } from './types.js';

/** How the profile compiler attaches a `hide` rule to the menu (all menu resolution needs of this kind). */
export const hideCompile: CompileHook<'hide'> = { family: 'visibility', visibilityRef: (_rule, index) => ({ index, hideWhileActive: true }) };

export const hide: RuleKindDef<'hide'> = {
  kind: 'hide',
  title: 'Hidden',
  selectors: targetSelector,
  schedules: ownSchedule,
  explain: (r, context) => `${describeSelector(r.match, TARGET_NOUNS[r.target])} are hidden${r.when ? whenSuffix(r.when, context) : ''}.`,
  lint: [],
  compile: hideCompile,
};
