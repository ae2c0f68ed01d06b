/**
 * A combo line's choices read against the combo: what each chosen product adds to one unit (its
 * slot's upcharge plus its own picks, priced by `pricePicks`; its own price is not charged) and
 * what is wrong with the choices. Chosen products are resolved by the caller at the line's instant.
 */
import type { CartLine, ComboChoice } from '../../schemas/generated/types.js';
import { message } from '../messages.js';
import { cents, type Cents } from '../money.js';
import type { ComboSlotInfo, ResolvedProduct } from '../menu/types.js';
import { pricePicks, type PricedPick } from './price-picks.js';
import { pointerSegment, validateItem, type Issue, type ItemValidation } from './validate-item.js';

/** A line's combo choices: slot id → the products chosen in it, each with its own picks. */
export type ComboPicks = NonNullable<CartLine['comboPicks']>;
export type { ComboChoice };

/** A product as resolved at the line's instant (with live out-of-stock marks), or undefined when the menu has no such id. */
export type ResolveChoice = (productId: string) => ResolvedProduct | undefined;

/** A chosen product as priced, in the shape of the quote's `combo` entries. */
export interface PricedComboItem {
  readonly slotId: string;
  readonly slotName: string;
  readonly productId: string;
  readonly name: string;
  readonly upchargeCents: number;
  readonly picks: readonly PricedPick[];
  readonly totalCents: number;
}

export interface PricedCombo {
  /** Slot by slot in the combo's order, in cart order within a slot. */
  readonly items: readonly PricedComboItem[];
  /** What the choices add to one unit: the items' totals summed. */
  readonly comboCents: Cents;
}

const NONE: PricedCombo = Object.freeze({ items: Object.freeze([]), comboCents: cents(0) });

/** The choices written for a slot (an own property only: slot ids are data). */
function choicesOf(comboPicks: ComboPicks | undefined, slotId: string): readonly ComboChoice[] {
  if (!comboPicks || !Object.hasOwn(comboPicks, slotId)) return [];
  const list = comboPicks[slotId];
  return Array.isArray(list) ? list : [];
}

function optionOf(slot: ComboSlotInfo, productId: string) {
  return slot.options.find((o) => o.productId === productId);
}

/**
 * Prices a combo's choices (pricing step 1 for combos): each chosen product adds its slot's
 * upcharge and its picks priced with its own modifier groups. A choice the slot does not offer,
 * or a product no longer on the menu, is not charged (validation reports it).
 */
export function priceCombo(product: ResolvedProduct, comboPicks: ComboPicks | undefined, resolve: ResolveChoice): PricedCombo {
  const combo = product.combo;
  if (!combo || !comboPicks) return NONE;
  const items: PricedComboItem[] = [];
  let sum = 0;
  for (const slot of combo.slots) {
    for (const choice of choicesOf(comboPicks, slot.id)) {
      const option = optionOf(slot, choice.productId);
      const chosen = option ? resolve(choice.productId) : undefined;
      if (!option || !chosen) continue;
      const priced = pricePicks(chosen, choice.customerPicks);
      const totalCents = option.upchargeCents + priced.modifiersCents;
      sum += totalCents;
      items.push({
        slotId: slot.id,
        slotName: slot.name,
        productId: chosen.id,
        name: chosen.name,
        upchargeCents: option.upchargeCents,
        picks: priced.picks,
        totalCents,
      });
    }
  }
  return { items, comboCents: cents(sum) };
}

/**
 * Checks a combo line's choices: every slot holds exactly its count; each chosen product is one
 * the slot offers, can be ordered right now (on the menu, not hidden, in stock) and its picks are
 * valid for its own groups; no choices for slots the combo does not have. Issue paths are
 * relative to the cart line; every issue names its slot in `params.slotName`.
 */
export function validateCombo(product: ResolvedProduct, line: Pick<CartLine, 'comboPicks'>, resolve: ResolveChoice): ItemValidation {
  const comboPicks = line.comboPicks;
  const combo = product.combo;
  const issues: Issue[] = [];
  const slotIds = new Set(combo?.slots.map((s) => s.id) ?? []);
  for (const slotId of Object.keys(comboPicks ?? {})) {
    if (slotIds.has(slotId) || choicesOf(comboPicks, slotId).length === 0) continue;
    issues.push({
      code: 'COMBO_UNKNOWN_SLOT',
      message: message('COMBO_UNKNOWN_SLOT', { slotId }),
      path: `/comboPicks/${pointerSegment(slotId)}`,
      params: { slotId, slotName: slotId },
    });
  }
  if (!combo) return { ok: issues.length === 0, issues };
  for (const slot of combo.slots) {
    const at = { slotId: slot.id, slotName: slot.name };
    const slotPath = `/comboPicks/${pointerSegment(slot.id)}`;
    const choices = choicesOf(comboPicks, slot.id);
    if (choices.length !== slot.count) {
      issues.push({
        code: 'COMBO_SLOT_COUNT',
        message: message('COMBO_SLOT_COUNT', { n: slot.count, count: choices.length }),
        path: slotPath,
        params: { ...at, n: slot.count, count: choices.length },
      });
    }
    choices.forEach((choice, k) => {
      const path = `${slotPath}/${k}`;
      const chosen = resolve(choice.productId);
      const name = chosen?.name ?? choice.productId;
      const here = { ...at, productId: choice.productId };
      if (!optionOf(slot, choice.productId) || !chosen) {
        issues.push({ code: 'COMBO_CHOICE_NOT_OFFERED', message: message('COMBO_CHOICE_NOT_OFFERED', { name }), path: `${path}/productId`, params: here });
        return;
      }
      if (!chosen.orderable) {
        const label = !chosen.visible ? undefined : chosen.label;
        const reason = !chosen.visible ? 'HIDDEN' : (chosen.unavailableReason ?? 'ORDER_DISABLED');
        issues.push({ code: 'COMBO_CHOICE_UNAVAILABLE', message: message('COMBO_CHOICE_UNAVAILABLE', { name, label }), path: `${path}/productId`, params: { ...here, reason } });
        return;
      }
      // Each of the chosen product's own issues, so the product page can show each under its group.
      for (const x of validateItem(chosen, { customerPicks: choice.customerPicks ?? {} }).issues) {
        const groupId = x.params['modgroupId'];
        const group = chosen.modgroups.find((g) => g.id === groupId)?.name;
        issues.push({
          code: 'COMBO_CHOICE_INVALID',
          message: message('ITEM_INVALID', { name, group, detail: x.message }),
          path: `${path}${x.path}`,
          // `detail` is what the product page shows under the chosen product's group.
          params: { ...here, issue: x.code, detail: x.message, ...(typeof groupId === 'string' ? { modgroupId: groupId } : {}) },
        });
      }
    });
  }
  return { ok: issues.length === 0, issues };
}
