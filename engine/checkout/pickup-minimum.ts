/** PICKUP_MINIMUM: a pickup order's subtotal is below the shop's pickup minimum. */
import type { Blocker, TraceEntry } from '../../schemas/generated/types.js';
import { message } from '../messages.js';
import { minimumEntry } from './minimum-trace.js';
import type { CheckoutContext } from './types.js';

export function pickupMinimum(ctx: CheckoutContext): Blocker | undefined {
  if (ctx.cartType !== 'PICKUP') return undefined;
  const min = ctx.profile.settings.minimumPickupSubtotalInCents;
  return ctx.totals.subtotalCents < min
    ? { code: 'PICKUP_MINIMUM', message: message('PICKUP_MINIMUM', { minimumCents: min }), path: '/products' }
    : undefined;
}

/** The trace entry of the pickup minimum, when the shop has one. */
export function pickupMinimumTrace(ctx: CheckoutContext): TraceEntry | undefined {
  if (ctx.cartType !== 'PICKUP') return undefined;
  const min = ctx.profile.settings.minimumPickupSubtotalInCents;
  return min > 0 ? minimumEntry('pickup-minimum', min, ctx.totals.subtotalCents) : undefined;
}
