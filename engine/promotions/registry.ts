/** Promotion effects keyed by `type`: one small pure function per kind (STYLE: a registry keyed by kind). */
import type { PromotionEffect } from '../../schemas/generated/types.js';
import { amountOff } from './effects/amount-off.js';
import { bogoCheapestFree } from './effects/bogo-cheapest-free.js';
import { cheapestOfPairPercentOff } from './effects/cheapest-of-pair-percent-off.js';
import { fixedPriceDeal } from './effects/fixed-price-deal.js';
import { percentOff } from './effects/percent-off.js';
import type { EffectContext, EffectFn, EffectResult, EffectType } from './types.js';

export const EFFECTS: { readonly [T in EffectType]: EffectFn<T> } = {
  'percent-off': percentOff,
  'amount-off': amountOff,
  'bogo-cheapest-free': bogoCheapestFree,
  'cheapest-of-pair-percent-off': cheapestOfPairPercentOff,
  'fixed-price-deal': fixedPriceDeal,
};

/** Computes an effect's discount with the function registered for its type. */
export function computeEffect(effect: PromotionEffect, ctx: EffectContext): EffectResult {
  const fn = EFFECTS[effect.type] as EffectFn<EffectType> | undefined;
  if (!fn) throw new Error(`no promotion effect registered for type ${effect.type}`);
  return fn(effect as never, ctx);
}
