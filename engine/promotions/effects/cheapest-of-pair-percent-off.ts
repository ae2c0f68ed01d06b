/** percent% off the cheaper unit of each pair of matching units (summed, then rounded half up once). */
import { formatDollars, percentOf } from '../../money.js';
import { percentDecimal } from '../percent.js';
import type { EffectFn } from '../types.js';
import { cheaperOfPairs } from '../units.js';

export const cheapestOfPairPercentOff: EffectFn<'cheapest-of-pair-percent-off'> = (effect, ctx) => {
  const { cents, units } = cheaperOfPairs(ctx);
  if (units === 0) return { amountCents: 0, reason: 'fewer than two matching items' };
  return {
    amountCents: percentOf(cents, percentDecimal(effect.percent)),
    reason: `${effect.percent}% off ${units} cheaper item(s) worth ${formatDollars(cents)}`,
  };
};
