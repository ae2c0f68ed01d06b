export { applyPromotions, compilePromotions } from './apply-promotions.js';
export type { AppliedPromotion, CompiledPromotion, PromotionCart, PromotionsResult } from './apply-promotions.js';
export { failedCondition } from './conditions.js';
export { EFFECTS, computeEffect } from './registry.js';
export { cheaperOfPairs, matchingTotals } from './units.js';
export { percentDecimal } from './percent.js';
export type { EffectContext, EffectFn, EffectResult, EffectType, PromoLine } from './types.js';
