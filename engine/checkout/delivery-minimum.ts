/** DELIVERY_MINIMUM: a delivery order's subtotal is below the shop's delivery minimum. */
import type { Blocker, TraceEntry } from '../../schemas/generated/types.js';
import { message } from '../messages.js';
import { minimumEntry } from './minimum-trace.js';
import type { CheckoutContext } from './types.js';

function minimumOf(ctx: CheckoutContext): number {
  return ctx.profile.settings.delivery.minimumDeliverySubtotalInCents ?? 0;
}

export function deliveryMinimum(ctx: CheckoutContext): Blocker | undefined {
  if (ctx.cartType !== 'DELIVERY') return undefined;
  const min = minimumOf(ctx);
  return ctx.totals.subtotalCents < min
    ? { code: 'DELIVERY_MINIMUM', message: message('DELIVERY_MINIMUM', { minimumCents: min }), path: '/products' }
    : undefined;
}

/** The trace entry of the delivery minimum, when the shop has one. */
export function deliveryMinimumTrace(ctx: CheckoutContext): TraceEntry | undefined {
  if (ctx.cartType !== 'DELIVERY') return undefined;
  const min = minimumOf(ctx);
  return min > 0 ? minimumEntry('delivery-minimum', min, ctx.totals.subtotalCents) : undefined;
}
