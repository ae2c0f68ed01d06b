/** NOT_ENOUGH_DRIVERS: the shop has paused delivery for lack of drivers. */
import type { Blocker } from '../../schemas/generated/types.js';
import { message } from '../messages.js';
import type { CheckoutContext } from './types.js';

export function notEnoughDrivers(ctx: CheckoutContext): Blocker | undefined {
  const delivery = ctx.profile.settings.delivery;
  if (ctx.cartType !== 'DELIVERY' || !delivery.notEnoughDriver) return undefined;
  return { code: 'NOT_ENOUGH_DRIVERS', message: message('NOT_ENOUGH_DRIVERS', { text: delivery.notEnoughDriverText }), path: '/cartType' };
}
