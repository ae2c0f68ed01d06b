/** Lint checks over combos: slots that offer nothing, combos inside combos, slot ids, stray upcharges. */
import type { ComboSlot } from '../../schemas/generated/types.js';
import { keywordsOf, textOf } from '../match.js';
import { isCombo, slotMatches } from '../menu/combo-offers.js';
import type { LintContext } from './context.js';

/** What a slot's `from` names, in words: 'products p-1, p-2, tag slice or category c-drinks'. */
function fromText(slot: ComboSlot): string {
  const parts: string[] = [];
  const { productIds = [], tags = [], categories = [] } = slot.from;
  if (productIds.length > 0) parts.push(`${productIds.length === 1 ? 'product' : 'products'} ${productIds.join(', ')}`);
  if (tags.length > 0) parts.push(`${tags.length === 1 ? 'tag' : 'tags'} ${tags.join(', ')}`);
  if (categories.length > 0) parts.push(`${categories.length === 1 ? 'category' : 'categories'} ${categories.join(', ')}`);
  return parts.join(' or ');
}

/** 'Did you mean' for the names in `from` that the menu does not have, when one is close. */
function guesses(ctx: LintContext, slot: ComboSlot): string {
  const closest = ctx.options.closestMatch;
  if (closest === undefined) return '';
  const menu = ctx.profile.menu;
  const productIds = ctx.products.map((p) => p.product.id);
  const tags = [...new Set(ctx.products.flatMap((p) => keywordsOf(p.product.tags as Parameters<typeof keywordsOf>[0]).map((k) => k.toLowerCase())))];
  const categoryIds = menu.subMenus.map((c) => c.id);
  const out: string[] = [];
  const guess = (word: string, known: readonly string[], what: string, compare = (a: string) => a): void => {
    if (known.includes(compare(word))) return;
    const g = closest(word, known);
    if (g !== undefined) out.push(`"${word}" is not a ${what}: did you mean "${g}"? `);
  };
  for (const id of slot.from.productIds ?? []) guess(id, productIds, 'product id');
  for (const tag of slot.from.tags ?? []) guess(tag, tags, 'tag any product carries', (t) => t.toLowerCase());
  for (const id of slot.from.categories ?? []) guess(id, categoryIds, 'category id');
  return out.join('');
}

/**
 * Every combo slot must offer something (else the combo can never be ordered); a combo offered in
 * a slot is left out (a combo is never chosen inside a combo): an error when listed by id, a
 * warning when a tag or category brings it in; slot ids are unique in a combo; an upcharge should
 * name a product the slot offers. A count below 1 is the schema's (BAD_VALUE).
 */
export function checkCombos(ctx: LintContext): void {
  for (const { product, path } of ctx.products) {
    const combo = product.combo;
    if (!combo) continue;
    const comboName = textOf(product.name);
    const firstSlot = new Map<string, number>();
    combo.slots.forEach((slot, si) => {
      const at = `${path}/combo/slots/${si}`;
      const slotName = textOf(slot.name);
      const seen = firstSlot.get(slot.id);
      if (seen === undefined) firstSlot.set(slot.id, si);
      else {
        ctx.report(
          'DUPLICATE_COMBO_SLOT_ID',
          `${at}/id`,
          `The slot id "${slot.id}" is used twice in the combo "${comboName}" (first at ${ctx.written(`${path}/combo/slots/${seen}`)}), so a cart cannot tell the slots apart.`,
          'Give each slot of the combo its own id.',
        );
      }
      const matches = slotMatches(slot, ctx.profile.menu);
      const listed = new Set(slot.from.productIds ?? []);
      for (const m of matches) {
        if (!isCombo(m.product)) continue;
        const byId = listed.has(m.product.id);
        const self = m.product.id === product.id;
        ctx.report(
          'COMBO_NESTED',
          byId ? `${at}/from/productIds/${[...listed].indexOf(m.product.id)}` : `${at}/from`,
          `The slot "${slotName}" of the combo "${comboName}" offers "${textOf(m.product.name)}", which is ${self ? 'this combo itself' : 'a combo'}; a combo is never chosen inside a combo, so it is left out of the slot.`,
          byId
            ? `Remove "${m.product.id}" from from.productIds, or list the products it is made of instead.`
            : `Use tags or categories that "${m.product.id}" does not carry or sit in, or list the slot's products by id.`,
          byId ? undefined : { severity: 'warning' },
        );
      }
      const offered = matches.filter((m) => !isCombo(m.product));
      if (offered.length === 0) {
        ctx.report(
          'COMBO_SLOT_EMPTY',
          `${at}/from`,
          `The slot "${slotName}" of the combo "${comboName}" offers no product: no product of the menu is ${fromText(slot) || 'named'} (combos aside), so the combo can never be ordered.`,
          `${guesses(ctx, slot)}Name products by id in from.productIds, a tag the products carry in from.tags, or a category id in from.categories.`,
        );
      }
      const offeredIds = new Set(offered.map((m) => m.product.id));
      for (const id of Object.keys(slot.upcharges ?? {})) {
        if (offeredIds.has(id)) continue;
        ctx.report(
          'COMBO_UPCHARGE_UNUSED',
          `${at}/upcharges/${id.replace(/~/g, '~0').replace(/\//g, '~1')}`,
          `The slot "${slotName}" of the combo "${comboName}" has an upcharge for "${id}", which the slot does not offer, so it never applies.`,
          `Use the id of a product the slot offers${offered.length > 0 ? ` (${offered.slice(0, 8).map((m) => m.product.id).join(', ')})` : ''}, or remove the entry.`,
          { key: true },
        );
      }
    });
  }
}
