/** Shapes shared by the promotion effects and their runner. */
import type { PromotionEffect } from '../../schemas/generated/types.js';
import type { CategoryLike, ProductLike } from '../match.js';

/** A priced cart line as promotions see it. */
export interface PromoLine {
  readonly unitCents: number;
  /** The product's own unit price, without its picks (what a fixed-price deal's dealPriceCents replaces); unitCents when absent. */
  readonly productCents?: number;
  readonly quantity: number;
  readonly totalCents: number;
  /** The product and its category, for selectors; absent for a line whose product is unknown. */
  readonly product?: ProductLike | undefined;
  readonly category?: CategoryLike | undefined;
}

/** What an effect is computed from: the lines, which of them the effect's `match` selects, the subtotal. */
export interface EffectContext {
  readonly lines: readonly PromoLine[];
  /** matching[i]: line i is selected by the effect's `match` (every line when it has none). */
  readonly matching: readonly boolean[];
  readonly subtotalCents: number;
}

/** An effect's discount before the running cap, and why. */
export interface EffectResult {
  readonly amountCents: number;
  readonly reason: string;
}

export type EffectType = PromotionEffect['type'];
export type EffectOf<T extends EffectType> = Extract<PromotionEffect, { type: T }>;
export type EffectFn<T extends EffectType> = (effect: EffectOf<T>, ctx: EffectContext) => EffectResult;
