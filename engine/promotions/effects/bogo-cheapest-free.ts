/** Buy one, get one: of each pair of matching units (dearest first), the cheaper is free. */
import { formatDollars } from '../../money.js';
import type { EffectFn } from '../types.js';
import { cheaperOfPairs } from '../units.js';

export const bogoCheapestFree: EffectFn<'bogo-cheapest-free'> = (_effect, ctx) => {
  const { cents, units } = cheaperOfPairs(ctx);
  return {
    amountCents: cents,
    reason: units === 0 ? 'fewer than two matching items' : `${units} free item(s) worth ${formatDollars(cents)}`,
  };
};
