/** ORDERING_DISABLED: the shop has turned online ordering off. */
import type { Blocker } from '../../schemas/generated/types.js';
import { message } from '../messages.js';
import type { CheckoutContext } from './types.js';

export function orderingDisabled(ctx: CheckoutContext): Blocker | undefined {
  return ctx.profile.settings.enableOrdering ? undefined : { code: 'ORDERING_DISABLED', message: message('ORDERING_DISABLED') };
}
