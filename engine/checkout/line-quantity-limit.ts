/**
 * LINE_QUANTITY_LIMIT: a cart line holds more units than the shop's maxQuantityPerLine (50 by
 * default). Reported for the first such line, with its path, so the customer can fix it there.
 */
import type { Blocker } from '../../schemas/generated/types.js';
import { message } from '../messages.js';
import type { CheckoutContext } from './types.js';

export function lineQuantityLimit(ctx: CheckoutContext): Blocker | undefined {
  const max = ctx.profile.settings.maxQuantityPerLine;
  const i = ctx.lines.findIndex((l) => l.quantity > max);
  if (i < 0) return undefined;
  const line = ctx.lines[i]!;
  return {
    code: 'LINE_QUANTITY_LIMIT',
    message: message('LINE_QUANTITY_LIMIT', { name: line.name, max, quantity: line.quantity }),
    path: `/products/${i}/quantity`,
    params: { max },
  };
}
