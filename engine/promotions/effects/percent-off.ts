/** percent% off the matching lines' total (the whole subtotal without a match), half up. */
import { formatDollars, percentOf } from '../../money.js';
import { percentDecimal } from '../percent.js';
import type { EffectFn } from '../types.js';
import { matchingTotals } from '../units.js';

export const percentOff: EffectFn<'percent-off'> = (effect, ctx) => {
  const base = effect.match ? matchingTotals(ctx).cents : ctx.subtotalCents;
  const amountCents = percentOf(base, percentDecimal(effect.percent));
  return { amountCents, reason: `${effect.percent}% of ${formatDollars(base)}` };
};
