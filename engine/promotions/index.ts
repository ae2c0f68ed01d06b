export { applyPromotions, compilePromotions } from './apply-promotions.js';
export type { AppliedPromotion, CompiledPromotion, PromotionCart, PromotionsResult } from './apply-promotions.js';
export { failedCondition } from './conditions.js';
export { compileLimits, countsUses, failedLimit, localInstant, NO_PROMO_HISTORY, PROMO_LIMIT_CODES } from './limits.js';
export type { CompiledLimits, FailedLimit, PromoHistory, PromoLimitCode } from './limits.js';
export { EFFECTS, computeEffect } from './registry.js';
export { cheaperOfPairs, matchingTotals } from './units.js';
export { percentDecimal } from './percent.js';
export type { EffectContext, EffectFn, EffectResult, EffectType, PromoLine } from './types.js';
