/** ORDERING_PAUSED: the live operations pause this kind of order. */
import type { Blocker } from '../../schemas/generated/types.js';
import { message } from '../messages.js';
import { isPaused } from '../operations.js';
import type { CheckoutContext } from './types.js';

export function orderingPaused(ctx: CheckoutContext): Blocker | undefined {
  return isPaused(ctx.operations, ctx.cartType, ctx.now) ? { code: 'ORDERING_PAUSED', message: message('ORDERING_PAUSED'), path: '/cartType' } : undefined;
}
