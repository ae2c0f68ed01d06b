/** A fixed amount off (a gift code), never more than the matching lines' total. */
import { formatDollars } from '../../money.js';
import type { EffectFn } from '../types.js';
import { matchingTotals } from '../units.js';

export const amountOff: EffectFn<'amount-off'> = (effect, ctx) => {
  const base = effect.match ? matchingTotals(ctx).cents : ctx.subtotalCents;
  const amountCents = Math.min(effect.amountCents, base);
  return {
    amountCents,
    reason:
      amountCents < effect.amountCents
        ? `${formatDollars(effect.amountCents)} off, limited to ${formatDollars(base)} of matching items`
        : `${formatDollars(effect.amountCents)} off`,
  };
};
