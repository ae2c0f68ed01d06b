/**
 * MARKET_PRICE_PREPAY: a card order holds market-price items. Their price is set at the counter
 * (the engine prices them 0), so a card charge now would take nothing for them; they are paid in
 * person, when the order is picked up, delivered or served.
 */
import type { Blocker } from '../../schemas/generated/types.js';
import { paymentTypeLabel } from '../cart-types.js';
import { message } from '../messages.js';
import type { CheckoutContext } from './types.js';

export function marketPricePrepay(ctx: CheckoutContext): Blocker | undefined {
  if (ctx.paymentType !== 'CARD') return undefined;
  const names: string[] = [];
  for (const line of ctx.lines) if (line.marketPrice === true && !names.includes(line.name)) names.push(line.name);
  if (names.length === 0) return undefined;
  const settings = ctx.profile.settings;
  // Cash cannot be chosen when the shop coerces it to card, so the only remedy left is the phone.
  const cardOnly = settings.disableCash || (ctx.cartType === 'DELIVERY' && settings.delivery.deliveryCreditOnly === true);
  return {
    code: 'MARKET_PRICE_PREPAY',
    message: message('MARKET_PRICE_PREPAY', {
      names: joinNames(names),
      plural: names.length > 1,
      cashLabel: paymentTypeLabel('CASH', ctx.cartType),
      cardOnly,
    }),
    path: '/paymentType',
  };
}

/** 'A', 'A and B', 'A, B and C'. */
function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
}
