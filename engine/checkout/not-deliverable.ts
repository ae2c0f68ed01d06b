/**
 * NOT_DELIVERABLE / ADDRESS_REQUIRED: the delivery address is missing or out of range, as found
 * while quoting the delivery fee (engine/delivery/quote-delivery.ts).
 */
import type { Blocker } from '../../schemas/generated/types.js';
import type { CheckoutContext } from './types.js';

export function notDeliverable(ctx: CheckoutContext): Blocker | undefined {
  return ctx.cartType === 'DELIVERY' ? ctx.deliveryBlocker : undefined;
}
