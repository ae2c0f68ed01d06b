/**
 * AGE_CONFIRMATION_REQUIRED: the cart holds an age-restricted item (a product's minimumAge) and
 * the customer has not ticked 'I am 21 or older and will show ID' (the cart's ageConfirmed).
 */
import type { Blocker } from '../../schemas/generated/types.js';
import { message } from '../messages.js';
import type { CheckoutContext } from './types.js';

/** 'Craft Beer', 'Craft Beer and House Red', 'A, B and C'. */
function namesText(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function ageConfirmation(ctx: CheckoutContext): Blocker | undefined {
  const check = ctx.ageCheck;
  if (check === undefined || ctx.cart.ageConfirmed === true) return undefined;
  return {
    code: 'AGE_CONFIRMATION_REQUIRED',
    message: message('AGE_CONFIRMATION_REQUIRED', { names: namesText(check.names), age: check.minimumAge }),
    path: '/ageConfirmed',
    params: { minimumAge: check.minimumAge },
  };
}
