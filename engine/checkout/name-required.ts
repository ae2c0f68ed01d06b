/** NAME_REQUIRED: the order has no customer name (one contact message when the shop asks for it). */
import type { Blocker } from '../../schemas/generated/types.js';
import { message } from '../messages.js';
import { isBlank } from './is-blank.js';
import type { CheckoutContext } from './types.js';

export function nameRequired(ctx: CheckoutContext): Blocker | undefined {
  if (!isBlank(ctx.cart.name)) return undefined;
  const contact = ctx.profile.presentation.contactRequiredMessage === true;
  return { code: 'NAME_REQUIRED', message: contact ? message('CONTACT_REQUIRED') : message('NAME_REQUIRED'), path: '/name' };
}
