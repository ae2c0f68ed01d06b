/**
 * Pairing of matching units for buy-one-get-one and cheapest-of-pair deals: every matching unit
 * is listed once, sorted by unit price from dearest to cheapest (cart order on ties), and paired
 * in that order; the second unit of each pair is the cheaper one. Worked on lines, never by
 * expanding units, so large quantities cost nothing.
 */
import type { EffectContext } from './types.js';

/** Sum of the unit prices of the second unit of every pair, and how many such units there are. */
export function cheaperOfPairs(ctx: EffectContext): { cents: number; units: number } {
  const order: number[] = [];
  for (let i = 0; i < ctx.lines.length; i++) if (ctx.matching[i] && ctx.lines[i]!.quantity > 0) order.push(i);
  // Dearest first, cart order on ties: an insertion sort, stable, for the few matching lines.
  for (let k = 1; k < order.length; k++) {
    const x = order[k]!;
    const price = ctx.lines[x]!.unitCents;
    let j = k - 1;
    while (j >= 0 && ctx.lines[order[j]!]!.unitCents < price) {
      order[j + 1] = order[j]!;
      j--;
    }
    order[j + 1] = x;
  }
  let position = 0;
  let cents = 0;
  let units = 0;
  for (const i of order) {
    const line = ctx.lines[i]!;
    // Units at odd positions (1, 3, 5, ...) are the cheaper of their pair.
    const odd = Math.floor((position + line.quantity) / 2) - Math.floor(position / 2);
    cents += odd * line.unitCents;
    units += odd;
    position += line.quantity;
  }
  return { cents, units };
}

/** Total of the matching lines and how many matching units there are. */
export function matchingTotals(ctx: EffectContext): { cents: number; units: number } {
  let cents = 0;
  let units = 0;
  for (let i = 0; i < ctx.lines.length; i++) {
    if (!ctx.matching[i]) continue;
    cents += ctx.lines[i]!.totalCents;
    units += ctx.lines[i]!.quantity;
  }
  return { cents, units };
}
