/** NO_ITEMS: an empty cart cannot be ordered. */
import type { Blocker } from '../../schemas/generated/types.js';
import { message } from '../messages.js';
import type { CheckoutContext } from './types.js';

export function noItems(ctx: CheckoutContext): Blocker | undefined {
  return ctx.cart.products.length === 0 ? { code: 'NO_ITEMS', message: message('NO_ITEMS'), path: '/products' } : undefined;
}
