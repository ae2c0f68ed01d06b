/** `price-increase`: a fixed amount is added to the matched prices (free and market-price items stay as they are by default). */
import { describeSelector } from '../explain/selector-text.js';
import { formatDollars } from '../money.js';
import { TARGET_NOUNS, whenSuffix } from './explain-text.js';
import { ownSchedule, targetSelector } from './targeted.js';
import type { CompileHook, RuleKindDef } from './types.js';

/** How the profile compiler attaches a `price-increase` rule to the menu (all menu resolution needs of this kind). */
export const priceIncreaseCompile: CompileHook<'price-increase'> = {
  family: 'price',
  priceRef: (rule, index) => ({ index, rule, rounding: 'floor', showOriginalPrice: false }),
  applyPrice(rule, _ref, price, market) {
    // A market-price or free item stays as it is unless the rule says otherwise.
    if ((rule.skipZeroPriced ?? true) && (price === 0 || market)) return undefined;
    return Math.max(0, price + rule.amountCents);
  },
};

export const priceIncrease: RuleKindDef<'price-increase'> = {
  kind: 'price-increase',
  title: 'Price increases',
  selectors: targetSelector,
  schedules: ownSchedule,
  explain: (r, context) =>
    `${describeSelector(r.match, TARGET_NOUNS[r.target])} cost ${formatDollars(r.amountCents)} more${r.skipZeroPriced ? ' (free ones stay free)' : ''}${whenSuffix(r.when, context)}.`,
  lint: [],
  compile: priceIncreaseCompile,
};
