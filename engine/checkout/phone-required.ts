/** PHONE_REQUIRED: the order has no phone number (one contact message when the shop asks for it). */
import type { Blocker } from '../../schemas/generated/types.js';
import { message } from '../messages.js';
import { isBlank } from './is-blank.js';
import type { CheckoutContext } from './types.js';

export function phoneRequired(ctx: CheckoutContext): Blocker | undefined {
  if (!isBlank(ctx.cart.phone)) return undefined;
  const contact = ctx.profile.presentation.contactRequiredMessage === true;
  return { code: 'PHONE_REQUIRED', message: contact ? message('CONTACT_REQUIRED') : message('PHONE_REQUIRED'), path: '/phone' };
}
