/**
 * A quote line's combo choices as people read them under the line (bag, confirmation, receipt,
 * kitchen ticket): one entry per slot, 'Slices' → ['2 x Cheese Slice'] or ['Pepperoni Slice
 * (Garlic)', 'Cheese Slice']. Text only: the amounts stay the quote's.
 */
import type { QuoteComboItem } from '../../schemas/generated/types.js';
import { pickLabel } from '../validate/pick-label.js';

export interface ComboSlotText {
  readonly slotId: string;
  readonly slotName: string;
  /** Each chosen product with its picks in brackets; the same choice twice reads '2 x ...'. */
  readonly choices: readonly string[];
}

type Item = Pick<QuoteComboItem, 'slotId' | 'slotName' | 'name' | 'picks'>;


/** The choices of a combo line grouped by slot, in the quote's order. */
export function comboTextBySlot(items: readonly Item[] | undefined): ComboSlotText[] {
  const slots: { slotId: string; slotName: string; texts: string[]; counts: Map<string, number> }[] = [];
  for (const item of items ?? []) {
    let slot = slots.find((s) => s.slotId === item.slotId);
    if (!slot) slots.push((slot = { slotId: item.slotId, slotName: item.slotName, texts: [], counts: new Map() }));
    const text = item.picks.length > 0 ? `${item.name} (${item.picks.map(pickLabel).join(', ')})` : item.name;
    if (!slot.counts.has(text)) slot.texts.push(text);
    slot.counts.set(text, (slot.counts.get(text) ?? 0) + 1);
  }
  return slots.map((s) => ({
    slotId: s.slotId,
    slotName: s.slotName,
    choices: s.texts.map((t) => (s.counts.get(t)! > 1 ? `${s.counts.get(t)} x ${t}` : t)),
  }));
}
