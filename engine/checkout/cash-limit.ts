/** CASH_LIMIT: a cash order's invoice is above the shop's cash limit. */
import type { Blocker } from '../../schemas/generated/types.js';
import { message } from '../messages.js';
import type { CheckoutContext } from './types.js';

/** Cash orders above maxCashOrderTotalInCents are refused only when that limit exceeds this (spec section 5). */
export const CASH_LIMIT_FLOOR_CENTS = 1000;

export function cashLimit(ctx: CheckoutContext): Blocker | undefined {
  const cashMax = ctx.profile.settings.maxCashOrderTotalInCents;
  if (ctx.paymentType === 'CASH' && cashMax > CASH_LIMIT_FLOOR_CENTS && ctx.totals.invoiceCents > cashMax) {
    return { code: 'CASH_LIMIT', message: message('CASH_LIMIT', { maxCents: cashMax }), path: '/paymentType' };
  }
  return undefined;
}
