/** `price-factor`: the matched prices are multiplied by a decimal factor, then rounded (down by default). */
import { describeSelector } from '../explain/selector-text.js';
import { multiplyCents, parseDecimal } from '../money.js';
import { roundingWords, TARGET_NOUNS, whenSuffix } from './explain-text.js';
import { ownSchedule, targetSelector } from './targeted.js';
import type { CompileHook, RuleKindDef } from './types.js';

/** How the profile compiler attaches a `price-factor` rule to the menu (all menu resolution needs of this kind). */
export const priceFactorCompile: CompileHook<'price-factor'> = {
  family: 'price',
  priceRef(rule, index) {
    // The factor is parsed once per profile; the schema already checked it is a decimal.
    const factor = parseDecimal(rule.factor);
    if (!factor) throw new RangeError(`rule ${rule.id}: factor is not a decimal: ${rule.factor}`);
    return { index, rule, factor, rounding: rule.rounding ?? 'floor', showOriginalPrice: rule.showOriginalPrice ?? true };
  },
  applyPrice: (_rule, ref, price) => multiplyCents(price, ref.factor!, ref.rounding),
};

export const priceFactor: RuleKindDef<'price-factor'> = {
  kind: 'price-factor',
  title: 'Price factors',
  selectors: targetSelector,
  schedules: ownSchedule,
  explain: (r, context) =>
    `${describeSelector(r.match, TARGET_NOUNS[r.target])} cost ${r.factor} × price, ${roundingWords(r.rounding)}${whenSuffix(r.when, context)}.`,
  lint: [],
  compile: priceFactorCompile,
};
