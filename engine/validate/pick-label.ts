/** How a pick reads on the bag, the confirmation page, the receipts and the kitchen ticket. */
import type { QuotePick } from '../../schemas/generated/types.js';
import { LEVEL_WORDS } from '../messages.js';

/**
 * A quote pick as customers and cooks read it: 'Mushrooms (left half)', 'Extra Cheese',
 * 'Light Onions', 'Ranch (on the side)', 'No Cheese' (an option that started picked, removed),
 * '2 x Wings'. Picks stored before levels and halves existed read as they did.
 */
export function pickLabel(p: Pick<QuotePick, 'name' | 'quantity'> & { readonly side?: string | undefined; readonly level?: string | undefined; readonly removed?: boolean | undefined }): string {
  if (p.removed) return `No ${p.name}`;
  let text = p.name;
  if (p.level === 'light' || p.level === 'extra') text = `${LEVEL_WORDS[p.level]} ${text}`;
  else if (p.level === 'onSide') text = `${text} (on the side)`;
  if (p.side === 'left' || p.side === 'right') text = `${text} (${p.side} half)`;
  return p.quantity > 1 ? `${p.quantity} x ${text}` : text;
}

/** How many groups up a pick sits: 0 for a pick of a product's own group, 1-3 under the picks that opened its group. */
export function pickDepth(p: Pick<QuotePick, 'parentModifierId'>, picks: readonly Pick<QuotePick, 'modifierId' | 'parentModifierId'>[]): number {
  let depth = 0;
  let parent = p.parentModifierId;
  while (parent !== undefined && depth < 8) {
    depth += 1;
    const up = picks.find((q) => q.modifierId === parent);
    parent = up?.parentModifierId;
  }
  return depth;
}
