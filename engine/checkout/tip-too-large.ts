/** TIP_TOO_LARGE: the tip is above the shop's tip cap (`maxTipCents`), most likely a typing slip. */
import type { Blocker } from '../../schemas/generated/types.js';
import { message } from '../messages.js';
import { maxTipCents } from '../pricing/tips.js';
import type { CheckoutContext } from './types.js';

export function tipTooLarge(ctx: CheckoutContext): Blocker | undefined {
  const tip = ctx.totals.tipCents;
  if (tip === 0) return undefined;
  const max = maxTipCents(ctx.profile, ctx.totals.preTipTotalCents);
  return tip > max ? { code: 'TIP_TOO_LARGE', message: message('TIP_TOO_LARGE', { maxCents: max, tipCents: tip }), path: '/tip', params: { maxCents: max } } : undefined;
}
