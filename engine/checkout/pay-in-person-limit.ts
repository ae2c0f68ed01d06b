/**
 * PAY_IN_PERSON_LIMIT: an order paid in person (cash) above the default ceiling. Nothing is
 * charged for such an order before it is made, so without a ceiling anyone could reserve an
 * unbounded unpaid order. A shop's own maxCashOrderTotalInCents (above $10.00) is its cash limit
 * (CASH_LIMIT, engine/checkout/cash-limit.ts) and replaces this ceiling.
 */
import type { Blocker } from '../../schemas/generated/types.js';
import { message } from '../messages.js';
import { CASH_LIMIT_FLOOR_CENTS } from './cash-limit.js';
import type { CheckoutContext } from './types.js';

export function payInPersonLimit(ctx: CheckoutContext): Blocker | undefined {
  if (ctx.paymentType !== 'CASH') return undefined;
  const settings = ctx.profile.settings;
  if (settings.maxCashOrderTotalInCents > CASH_LIMIT_FLOOR_CENTS) return undefined;
  const max = settings.payInPersonMaxCents;
  const invoiceCents = ctx.totals.invoiceCents;
  if (max <= 0 || invoiceCents <= max) return undefined;
  return { code: 'PAY_IN_PERSON_LIMIT', message: message('PAY_IN_PERSON_LIMIT', { maxCents: max, invoiceCents }), path: '/paymentType', params: { maxCents: max } };
}
