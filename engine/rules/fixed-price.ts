/** `fixed-price`: the matched items cost a set price. */
import { describeSelector } from '../explain/selector-text.js';
import { cents, formatDollars } from '../money.js';
import { TARGET_NOUNS, whenSuffix } from './explain-text.js';
import { ownSchedule, targetSelector } from './targeted.js';
import type { CompileHook, RuleKindDef } from './types.js';

/** How the profile compiler attaches a `fixed-price` rule to the menu (all menu resolution needs of this kind). */
export const fixedPriceCompile: CompileHook<'fixed-price'> = {
  family: 'price',
  priceRef: (rule, index) => ({ index, rule, rounding: 'floor', showOriginalPrice: rule.showOriginalPrice ?? true }),
  applyPrice: (rule) => cents(rule.priceCents),
};

export const fixedPrice: RuleKindDef<'fixed-price'> = {
  kind: 'fixed-price',
  title: 'Fixed prices',
  selectors: targetSelector,
  schedules: ownSchedule,
  explain: (r, context) => `${describeSelector(r.match, TARGET_NOUNS[r.target])} cost ${formatDollars(r.priceCents)}${whenSuffix(r.when, context)}.`,
  lint: [],
  compile: fixedPriceCompile,
};
