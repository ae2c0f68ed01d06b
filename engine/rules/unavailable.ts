/** `unavailable`: the matched products or modifiers are listed but cannot be ordered, with a reason and a label. */
import type { UnavailableReason } from '../menu/types.js';
import { describeSelector } from '../explain/selector-text.js';
import { TARGET_NOUNS, whenSuffix } from './explain-text.js';
import { ownSchedule, targetSelector } from './targeted.js';
import type { RuleKindDef } from './types.js';

/** Labels shown for an unavailable item when its rule gives none (spec section 2, spelled so). */
export const DEFAULT_UNAVAILABLE_LABELS: Readonly<Record<UnavailableReason, string>> = {
  OUT_OF_STOCK: '*OUT OF STOCK',
  DINE_IN_ONLY: '*not availalbe online',
  TIME_LIMITED: '*not available right now',
};

export const unavailable: RuleKindDef<'unavailable'> = {
  kind: 'unavailable',
  title: 'Unavailable',
  selectors: targetSelector,
  schedules: ownSchedule,
  explain: (r, context) =>
    `${describeSelector(r.match, TARGET_NOUNS[r.target])} cannot be ordered (${r.reason}${r.label ? `, shown as '${r.label}'` : ''})${whenSuffix(r.when, context)}.`,
  lint: [],
  compile: {
    family: 'unavailable',
    unavailableRef: (rule, index) => ({ index, reason: rule.reason, label: rule.label ?? DEFAULT_UNAVAILABLE_LABELS[rule.reason] }),
  },
};
