/**
 * Fixed-price deal: up to maxDeals matching units (in cart order) are each discounted by
 * discountCents (never more than the unit's price), only while the rest of the cart (subtotal
 * minus those units) is above remainderMinCents. With too small a remainder for maxDeals units,
 * fewer deals are given. Without discountCents, a unit's discount is its product price (picks
 * excluded) minus dealPriceCents, so the matched item costs the advertised price plus its picks.
 */
import { formatDollars } from '../../money.js';
import type { EffectFn } from '../types.js';

export const fixedPriceDeal: EffectFn<'fixed-price-deal'> = (effect, ctx) => {
  const maxDeals = effect.maxDeals ?? 1;
  // Unit prices of the first maxDeals matching units, in cart order.
  const units: number[] = [];
  const offs: number[] = [];
  for (let i = 0; i < ctx.lines.length && units.length < maxDeals; i++) {
    if (!ctx.matching[i]) continue;
    const line = ctx.lines[i]!;
    const off = effect.discountCents ?? Math.max(0, (line.productCents ?? line.unitCents) - (effect.dealPriceCents ?? line.unitCents));
    for (let q = 0; q < line.quantity && units.length < maxDeals; q++) {
      units.push(line.unitCents);
      offs.push(off);
    }
  }
  if (units.length === 0) return { amountCents: 0, reason: 'no matching item' };
  let dealTotal = 0;
  for (const u of units) dealTotal += u;
  for (let k = units.length; k > 0; k--) {
    if (ctx.subtotalCents - dealTotal > effect.remainderMinCents) {
      let amountCents = 0;
      for (let j = 0; j < k; j++) amountCents += Math.min(offs[j]!, units[j]!);
      return { amountCents, reason: `${k} deal(s); the rest of the cart is ${formatDollars(ctx.subtotalCents - dealTotal)}` };
    }
    dealTotal -= units[k - 1]!;
  }
  return {
    amountCents: 0,
    reason: `the rest of the cart is not above ${formatDollars(effect.remainderMinCents)}`,
  };
};
