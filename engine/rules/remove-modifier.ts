/** `remove-modifier`: the matched modifiers or groups are taken off the menu while the rule is active. */
import { describeSelector } from '../explain/selector-text.js';
import { TARGET_NOUNS, whenSuffix } from './explain-text.js';
import { ownSchedule, targetSelector } from './targeted.js';
import type { CompileHook, RuleKindDef } from './types.js';

/** How the profile compiler attaches a `remove-modifier` rule to the menu (all menu resolution needs of this kind). */
export const removeModifierCompile: CompileHook<'remove-modifier'> = { family: 'visibility', visibilityRef: (_rule, index) => ({ index, hideWhileActive: true }) };

export const removeModifier: RuleKindDef<'remove-modifier'> = {
  kind: 'remove-modifier',
  title: 'Removed options',
  selectors: targetSelector,
  schedules: ownSchedule,
  explain: (r, context) => `${describeSelector(r.match, TARGET_NOUNS[r.target])} are removed from the menu${whenSuffix(r.when, context)}.`,
  lint: [],
  compile: removeModifierCompile,
};
