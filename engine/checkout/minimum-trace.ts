/** The trace entry of a minimum subtotal: fired when the cart is below it (checkout is blocked). */
import type { TraceEntry } from '../../schemas/generated/types.js';
import { formatDollars } from '../money.js';

export function minimumEntry(step: 'delivery-minimum' | 'pickup-minimum', minCents: number, subtotalCents: number): TraceEntry {
  const below = subtotalCents < minCents;
  return {
    step,
    fired: below,
    reason: below
      ? `the subtotal ${formatDollars(subtotalCents)} is below the ${formatDollars(minCents)} minimum: checkout is blocked`
      : `the subtotal ${formatDollars(subtotalCents)} meets the ${formatDollars(minCents)} minimum`,
    amountCents: minCents,
  };
}
